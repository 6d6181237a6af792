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
        guard comment.contains("@") || comment.contains("\\") else { return comment }
        var lines: [Substring] = []
        var fence: Substring? = nil
        var braces = 0
        var changed = false
        for line in comment.split(separator: "\n", omittingEmptySubsequences: false) {
            let indent = line.prefix { $0 == " " || $0 == "\t" }
            let trimmed = line.dropFirst(indent.count)
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
                lines.append(line)
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = trimmed.prefix(3)
                lines.append(line)
                continue
            }
            if braces > 0 {
                if trimmed.hasPrefix("@"), trimmed.contains("{"), !trimmed.contains("}") {
                    braces += 1
                } else if trimmed.trimmingSuffixSpaces == "}" {
                    braces -= 1
                }
                lines.append(line)
                continue
            }
            guard indent.count < 4, let first = trimmed.first, first == "@" || first == "\\"
            else {
                lines.append(line)
                continue
            }
            switch command(trimmed) {
            case .parameter(let name, let text):
                lines.append(indent + "- Parameter " + name + ": " + text)
            case .returns(let text):
                lines.append(indent + "- Returns: " + text)
            case .note(let text):
                lines.append(indent + "> Note: " + text)
            case .paragraph(let text):
                if let last = lines.last, !last.allSatisfy({ $0 == " " || $0 == "\t" }) {
                    lines.append("")
                }
                lines.append(indent + text)
            case .unknownDirective:
                lines.append("")
            case .braced:
                braces = trimmed.contains("}") ? 0 : 1
                lines.append(line)
                continue
            case nil:
                lines.append(line)
                continue
            }
            changed = true
        }
        return changed ? lines.joined(separator: "\n") : comment
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
