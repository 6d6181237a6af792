import CCmark
import Foundation

extension MarkdownDocument {
    /// A doc comment's summary (`summarySource(of:)`) with its reference links written inline
    /// (`[arccosine][wiki]` → `[arccosine](<https://…>)`), each destination as cmark resolves the
    /// label among the whole comment's definitions: the summary is shown apart from its comment
    /// (a Topics list, a module's index, a page's description), where those definitions are not,
    /// and a reference left as written would read as raw brackets.
    ///
    /// - Complexity: O(n) in the length of `documentation`: one parse of the comment after one
    ///   line per distinct label.
    package static func summary(of documentation: String) -> String {
        let source = summarySource(of: documentation)
        guard source.contains("]"), documentation.contains("]:") else { return source }
        let references = referenceLinks(in: source)
        guard !references.isEmpty else { return source }
        var labels: [String] = []
        var seen = Set<String>()
        for reference in references where seen.insert(reference.label).inserted {
            labels.append(reference.label)
        }
        // One paragraph per label, each a reference link that resolves or stays text, then the
        // comment, whose definitions cmark gathers for the whole document.
        let probe = labels.map { "[x][\($0)]\n\n" }.joined() + documentation
        let document = MarkdownDocument(probe, dialect: false)
        var destinations: [String: (url: String, title: String)] = [:]
        var block = cmark_node_first_child(document.root)
        for label in labels {
            guard let paragraph = block else { break }
            block = cmark_node_next(paragraph)
            if let first = cmark_node_first_child(paragraph),
                MarkdownNode(pointer: first).type == .link
            {
                let link = MarkdownNode(pointer: first)
                destinations[label] = (link.url, link.title)
            }
        }
        var result = ""
        var index = source.startIndex
        for reference in references {
            guard let destination = destinations[reference.label] else { continue }
            result += source[index..<reference.range.lowerBound]
            result += "[" + reference.text + "](" + inlineDestination(destination.url)
            if !destination.title.isEmpty {
                result += " \"" + escaped(destination.title, characters: "\"\\") + "\""
            }
            result += ")"
            index = reference.range.upperBound
        }
        return result + source[index...]
    }

    /// A reference link of a one-line summary: its whole text (`[text][label]`, `[label][]`,
    /// `[label]`), the text between its first brackets, and its label.
    struct ReferenceLink {
        var range: Range<String.Index>
        var text: Substring
        var label: String
    }

    /// The reference links of `line` in order, outside code spans and escapes: a bracketed text
    /// without brackets inside, not followed by `(` (an inline link) nor preceded by `]` (the
    /// label of the one before), with a label in brackets after it or its own text as label.
    static func referenceLinks(in line: String) -> [ReferenceLink] {
        var result: [ReferenceLink] = []
        var index = line.startIndex
        var previous: Character?
        // Lengths of backtick runs no later run closes: each is looked for once, so the scan
        // stays linear in the line times the number of distinct lengths (at most √n).
        var unclosed = Set<Int>()
        while index < line.endIndex {
            let character = line[index]
            if character == "\\" {
                index = line.index(after: index)
                if index < line.endIndex { index = line.index(after: index) }
                previous = nil
                continue
            }
            if character == "`" {
                index = endOfCodeSpan(in: line, at: index, unclosed: &unclosed)
                previous = "`"
                continue
            }
            guard character == "[", previous != "]",
                let close = closingBracket(in: line, after: index)
            else {
                previous = character
                index = line.index(after: index)
                continue
            }
            let text = line[line.index(after: index)..<close]
            var end = line.index(after: close)
            var label = String(text)
            if end < line.endIndex, line[end] == "(" {
                // An inline link: its destination is no reference.
                index = line[end...].firstIndex(of: ")").map(line.index(after:)) ?? line.endIndex
                previous = ")"
                continue
            }
            if end < line.endIndex, line[end] == "[",
                let labelClose = closingBracket(in: line, after: end)
            {
                let written = line[line.index(after: end)..<labelClose]
                if !written.isEmpty { label = String(written) }
                end = line.index(after: labelClose)
            }
            if !label.trimmingCharacters(in: .whitespaces).isEmpty {
                result.append(ReferenceLink(range: index..<end, text: text, label: label))
            }
            previous = "]"
            index = end
        }
        return result
    }

    /// The `]` that closes the `[` at `open` with no bracket or backtick between them.
    private static func closingBracket(in line: String, after open: String.Index)
        -> String.Index?
    {
        var index = line.index(after: open)
        while index < line.endIndex {
            switch line[index] {
            case "]": return index
            case "[", "`", "\\": return nil
            default: index = line.index(after: index)
            }
        }
        return nil
    }

    /// Past the code span that opens at `start` (a run of backticks closed by a run as long),
    /// or past the run alone when nothing closes it, as CommonMark reads it. `unclosed` keeps
    /// the lengths found without a closing run.
    private static func endOfCodeSpan(
        in line: String, at start: String.Index, unclosed: inout Set<Int>
    ) -> String.Index {
        let run = line[start...].prefix { $0 == "`" }
        guard !unclosed.contains(run.count) else { return run.endIndex }
        var index = run.endIndex
        while let found = line[index...].firstIndex(of: "`") {
            let closing = line[found...].prefix { $0 == "`" }
            if closing.count == run.count { return closing.endIndex }
            index = closing.endIndex
        }
        unclosed.insert(run.count)
        return run.endIndex
    }

    /// `url` as an inline link's destination in angle brackets, which keep spaces and
    /// parentheses.
    private static func inlineDestination(_ url: String) -> String {
        "<" + escaped(url, characters: "<>\\") + ">"
    }

    private static func escaped(_ text: String, characters: String) -> String {
        var result = ""
        for character in text {
            if characters.contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
