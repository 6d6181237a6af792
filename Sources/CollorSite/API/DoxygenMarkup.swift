/// A doc comment's Doxygen commands and unknown block directives as docc reads them: docc
/// parses doc comments with swift-markdown's `parseMinimalDoxygen` and `parseBlockDirectives`,
/// so `@param x text` is a parameter, `@returns text` the return value, `@discussion text` and
/// `@brief text` their text, `@note text` a note; and a line that opens a directive docc does
/// not know (`@see Other`, `@warning text`: swift-markdown opens one at any `@` and a name)
/// vanishes with the rest of its line, as docc renders nothing for it. Written here as the
/// markdown collor reads (`- Parameter x: text`, `- Returns: text`, `> Note: text`), line for
/// line, except for a blank line before a `@discussion` or `@brief` that follows text (its text
/// is a paragraph of its own in docc).
enum DoxygenMarkup {
    /// `comment` with its Doxygen commands and unknown directives as docc reads them; outside
    /// code blocks and braced directives (`@Comment { … }`), where swift-markdown reads none.
    ///
    /// - Complexity: O(n) in the length of `comment`.
    static func markdown(_ comment: String) -> String {
        lines(comment).map { $0.map(\.text).joined(separator: "\n") } ?? comment
    }

    /// A line of the markdown `markdown(_:)` writes: its text, and the index of the comment's
    /// line it was written from (nil for a blank line it adds before a `@discussion`).
    struct Line {
        var text: Substring
        var source: Int?
        /// Written for a directive docc does not know (`@see Other`): swift-markdown ends the
        /// markdown it gives cmark there.
        var isDirective = false
    }

    /// The lines of `markdown(_:)`; nil when the comment reads as written.
    static func lines(_ comment: String) -> [Line]? {
        guard comment.contains("@") || comment.contains("\\") else { return nil }
        var lines: [Line] = []
        var fence: Substring? = nil
        var braces = 0
        var changed = false
        for (index, line) in comment.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            let indent = line.prefix { $0 == " " || $0 == "\t" }
            let trimmed = line.dropFirst(indent.count)
            let append = { (text: Substring) in lines.append(Line(text: text, source: index)) }
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
                append(line)
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = trimmed.prefix(3)
                append(line)
                continue
            }
            if braces > 0 {
                if trimmed.hasPrefix("@"), trimmed.contains("{"), !trimmed.contains("}") {
                    braces += 1
                } else if trimmed.trimmingSuffixSpaces == "}" {
                    braces -= 1
                }
                append(line)
                continue
            }
            guard indent.count < 4, let first = trimmed.first, first == "@" || first == "\\"
            else {
                append(line)
                continue
            }
            switch command(trimmed) {
            case .parameter(let name, let text):
                append(indent + "- Parameter " + name + ": " + text)
            case .returns(let text):
                append(indent + "- Returns: " + text)
            case .note(let text):
                append(indent + "> Note: " + text)
            case .paragraph(let text):
                if let last = lines.last, !last.text.allSatisfy({ $0 == " " || $0 == "\t" }) {
                    lines.append(Line(text: "", source: nil))
                }
                append(indent + text)
            case .unknownDirective:
                lines.append(Line(text: "", source: index, isDirective: true))
            case .braced:
                braces = trimmed.contains("}") ? 0 : 1
                append(line)
                continue
            case nil:
                append(line)
                continue
            }
            changed = true
        }
        return changed ? lines : nil
    }

    /// Where a place in the markdown of `lines` (1-based line and byte column) was written in
    /// `comment`, the lines it was made from: a line written as it was keeps its column; on a
    /// command's line (`@param first The first.` read as `- Parameter first: The first.`), the
    /// text after the command and the parameter's name keep theirs, the rest is the command.
    static func sourcePosition(line: Int, column: Int, in lines: [Line], comment: [Substring])
        -> (line: Int, column: Int)
    {
        guard lines.indices.contains(line - 1) else { return (line, column) }
        var (line, column) = (line, column)
        // cmark ends a list item on the blank lines after it; swift-markdown, whose markdown
        // ends at a directive (`@see`), ends one followed only by blank lines and a directive
        // with its text: the place is the end of its last line.
        let isBlank = { (text: Substring) in text.allSatisfy { $0 == " " || $0 == "\t" } }
        if isBlank(lines[line - 1].text),
            lines[(line - 1)...].first(where: { $0.isDirective || !isBlank($0.text) })?
                .isDirective == true,
            let text = lines[..<(line - 1)].lastIndex(where: { !isBlank($0.text) })
        {
            (line, column) = (text + 1, lines[text].text.utf8.count + 1)
        }
        let written = lines[line - 1]
        // An added blank line: the line after it.
        guard let source = written.source ?? lines[line...].lazy.compactMap(\.source).first,
            comment.indices.contains(source)
        else { return (line, column) }
        // Bytes: one pass over each line, whatever its length.
        let original = Array(comment[source].utf8)
        let text = Array(written.text.utf8)
        guard written.source != nil, text != original else {
            return (source + 1, written.source == nil ? 1 : column)
        }
        // The text after the command is the same in both: from the end.
        var common = 0
        while common < min(text.count, original.count),
            text[text.count - common - 1] == original[original.count - common - 1]
        {
            common += 1
        }
        if column - 1 >= text.count - common {
            return (source + 1, original.count - (text.count - (column - 1)) + 1)
        }
        // The parameter's name, after the command in both.
        let words = { (line: [UInt8]) in
            line.split { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: ":") }
        }
        if let word = words(text).first(where: {
            $0.startIndex < column && column - 1 <= $0.startIndex + $0.count
        }), let found = words(original).dropFirst().first(where: { $0.elementsEqual(word) }) {
            return (source + 1, found.startIndex + (column - 1 - word.startIndex) + 1)
        }
        let indent = original.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        return (source + 1, indent.count + 1)
    }

    private enum Command {
        case parameter(Substring, Substring)
        case returns(Substring)
        case note(Substring)
        /// `@discussion`, `@brief`, `@abstract`: their text.
        case paragraph(Substring)
        /// `@see Other`: a directive docc does not know, with nothing after it that it reads.
        case unknownDirective
        /// `@Name(…) {` or `@Name {`: a directive with content, read as it is.
        case braced
    }

    /// What the line (without its indent, opening with `@` or `\`) is to swift-markdown: a
    /// Doxygen command (its name case-insensitive, `\` or `@`), else with `@` a block directive
    /// (its name up to `(`, `)`, `,`, `:`, `{` or a space); nil for anything else, and for a
    /// directive docc may know (an uppercase name), which collor reads itself.
    private static func command(_ line: Substring) -> Command? {
        let body = line.dropFirst()
        let word = body.prefix { $0 != " " && $0 != "\t" }
        let rest = body.dropFirst(word.count).drop { $0 == " " || $0 == "\t" }
        switch word.lowercased() {
        case "param":
            let name = rest.prefix { $0 != " " && $0 != "\t" }
            if !name.isEmpty {
                return .parameter(name, rest.dropFirst(name.count).drop { $0 == " " || $0 == "\t" })
            }
        case "return", "returns", "result": return .returns(rest)
        case "note": return .note(rest)
        case "discussion", "brief", "abstract": return .paragraph(rest)
        default: break
        }
        guard line.first == "@" else { return nil }
        let name = body.prefix { !"(),:{ \t".contains($0) }
        guard let initial = name.first, initial.isLowercase else {
            return name.isEmpty ? nil : (line.contains("{") ? .braced : nil)
        }
        let after = body.dropFirst(name.count).drop { $0 == " " || $0 == "\t" }
        if after.hasPrefix("(") || after.hasPrefix("{") {
            return line.contains("{") ? .braced : nil
        }
        return .unknownDirective
    }
}

extension Substring {
    fileprivate var trimmingSuffixSpaces: Substring {
        var text = self
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }
}
