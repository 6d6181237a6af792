/// The blocks a page shows with their text, for the build report.
extension RenderedMarkdown {
    /// `blocks`, each with the text of its HTML; a code listing's text is no part of the list,
    /// quote or aside that holds it, as in DocC's render JSON, where a listing is a block of
    /// its own.
    ///
    /// - Complexity: O(blocks' HTML + listings × nesting).
    package func shownBlocks() -> [RenderedBlock] {
        let bytes = body.bytes
        // In document order, so in the order of their HTML.
        let listings = blocks.compactMap { block -> Range<Int>? in
            if case .code = block.kind, !block.html.isEmpty { return block.html }
            return nil
        }
        var firstListing = 0
        return blocks.map { block in
            var block = block
            let range = block.html.clamped(to: 0..<bytes.count)
            guard !range.isEmpty else { return block }
            // Blocks start in order too: the listings before this one are before any later.
            while firstListing < listings.count,
                listings[firstListing].lowerBound < range.lowerBound
            {
                firstListing += 1
            }
            var text = ""
            var cursor = range.lowerBound
            var index = firstListing
            let isListing = if case .code = block.kind { true } else { false }
            while !isListing, index < listings.count, listings[index].upperBound <= range.upperBound
            {
                text += Self.shownText(
                    String(decoding: bytes[cursor..<listings[index].lowerBound], as: UTF8.self))
                text += " "
                cursor = listings[index].upperBound
                index += 1
            }
            text += Self.shownText(
                String(decoding: bytes[cursor..<range.upperBound], as: UTF8.self))
            block.text = text
            return block
        }
    }

    /// The text of HTML this walker wrote: its tags dropped, its entities read.
    ///
    /// - Complexity: O(n) in the length of the HTML.
    static func shownText(_ html: String) -> String {
        var result = ""
        var inTag = false
        var entity: String?
        for character in html {
            if inTag {
                if character == ">" { inTag = false }
            } else if var name = entity {
                if character == ";" {
                    result += Self.character(ofEntity: name)
                    entity = nil
                } else if name.count < 10 {
                    name.append(character)
                    entity = name
                } else {
                    result += "&" + name + String(character)
                    entity = nil
                }
            } else if character == "<" {
                inTag = true
            } else if character == "&" {
                entity = ""
            } else {
                result.append(character)
            }
        }
        return result + (entity.map { "&" + $0 } ?? "")
    }

    /// `amp`, `#39`, `#x27` as the character it stands for.
    private static func character(ofEntity name: String) -> String {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            let hex = name.hasPrefix("#x") || name.hasPrefix("#X")
            let digits = name.dropFirst(hex ? 2 : 1)
            guard name.hasPrefix("#"), let value = UInt32(digits, radix: hex ? 16 : 10),
                let scalar = Unicode.Scalar(value)
            else { return "&" + name + ";" }
            return String(Character(scalar))
        }
    }
}
