import CCmark

/// Tags code spans written with two backticks (` ``Basket/add(_:)`` `) as symbol links. cmark
/// parses them as code like single backticks, so the pass looks at the bytes before the span.
enum SymbolLinkPass {
    static func run(on document: MarkdownDocument, codes: [MarkdownNode], text: ParsedText) {
        for code in codes {
            let path = code.literal
            guard !path.isEmpty, !path.contains(" "),
                let offset = text.offset(line: code.startLine, column: code.startColumn),
                isDoubled(at: offset, literal: path, in: text)
                    ?? isDoubledOnItsLine(path, line: code.startLine, in: text)
            else { continue }
            document.tag(code, .symbolLink(path))
        }
    }

    static let maximumSearchedLine = 1_024

    /// Whether the span at `offset` opens with exactly two backticks; nil when `offset` is not
    /// where the span's text starts: cmark 0.30 misplaces the columns of inlines on a lazy
    /// continuation line of a quote (`> Warning: …` then a line without `>`).
    private static func isDoubled(at offset: Int, literal: String, in text: ParsedText) -> Bool? {
        guard offset < text.bytes.count,
            text.bytes[offset...].starts(with: literal.utf8)
        else { return nil }
        return offset >= 2 && text.bytes[offset - 1] == UInt8(ascii: "`")
            && text.bytes[offset - 2] == UInt8(ascii: "`")
            && (offset == 2 || text.bytes[offset - 3] != UInt8(ascii: "`"))
    }

    /// Whether the span's line holds the literal between exactly two backticks on each side.
    /// Lines of prose are short; a line longer than `maximumSearchedLine` is not searched, so
    /// the search stays linear in the page whatever its spans.
    private static func isDoubledOnItsLine(_ literal: String, line: Int, in text: ParsedText)
        -> Bool
    {
        let bytes = Array(text.line(line))
        let wanted = Array(("``" + literal + "``").utf8)
        guard bytes.count >= wanted.count, bytes.count <= maximumSearchedLine else { return false }
        for start in 0...(bytes.count - wanted.count)
        where bytes[start..<(start + wanted.count)].elementsEqual(wanted) {
            let before = start == 0 || bytes[start - 1] != UInt8(ascii: "`")
            let end = start + wanted.count
            let after = end == bytes.count || bytes[end] != UInt8(ascii: "`")
            if before && after { return true }
        }
        return false
    }
}
