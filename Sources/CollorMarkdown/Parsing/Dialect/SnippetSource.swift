/// A snippet file from a package's `Snippets/` folder, read as swift-docc-plugin's snippet
/// extraction reads it for DocC: the comment lines that open the file, up to the first blank
/// line, are its explanation (markdown, which DocC shows before the whole snippet's code and
/// not before a slice), `// snippet.hide` … `// snippet.show` is left out, and
/// `// snippet.NAME` … `// snippet.end` marks a slice.
struct SnippetSource {
    /// The explanation's markdown, its comment markers and common indentation removed; empty
    /// when the file opens with code.
    let explanation: String
    /// The lines after the explanation.
    private let lines: ArraySlice<Substring>

    init(_ source: String) {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let first = lines.first, first.isBlank { lines.removeFirst() }
        var explanation: [Substring] = []
        while let first = lines.first, !first.isBlank, Self.marker(first) == nil,
            let text = Self.commentText(first)
        {
            explanation.append(text)
            lines.removeFirst()
        }
        // The indentation the first line with text has is taken off every line.
        let indent =
            explanation.first { !$0.isBlank }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }
            ?? 0
        var text = explanation.map { line in
            line.dropFirst(min(indent, line.prefix { $0 == " " || $0 == "\t" }.count))
        }[...]
        while text.first?.isBlank == true { text.removeFirst() }
        while text.last?.isBlank == true { text.removeLast() }
        self.explanation = text.joined(separator: "\n")
        self.lines = lines
    }

    /// The code shown, the whole file's or the slice `slice`'s, with common indentation removed.
    func code(slice: String? = nil) -> String {
        var shown: [Substring] = []
        var hidden = false
        var inSlice = slice == nil
        for line in lines {
            if let marker = Self.marker(line) {
                switch marker {
                case .show: hidden = false
                case .hide: hidden = true
                case .end: if slice != nil { inSlice = false }
                case .slice(let name):
                    if let slice, !hidden { inSlice = name == slice }
                }
                continue
            }
            // Blank lines before the first shown line are not code.
            if !hidden && inSlice && !(shown.isEmpty && line.isBlank) { shown.append(line) }
        }
        while shown.last?.isBlank == true { shown.removeLast() }
        let indent =
            shown.filter { !$0.allSatisfy { $0 == " " } }
            .map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return shown.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
            .joined(separator: "\n") + "\n"
    }

    private enum Marker: Equatable {
        case show, hide, end
        case slice(String)
    }

    /// A `// snippet.…` line's marker: after `//` and any white space, `snippet.` in any case,
    /// then `show`, `hide`, `end` or a slice's name (up to white space).
    private static func marker(_ line: Substring) -> Marker? {
        guard let text = commentText(line) else { return nil }
        let rest = text.drop { $0 == " " || $0 == "\t" }
        guard rest.count > 8, rest.prefix(8).lowercased() == "snippet." else { return nil }
        let word = rest.dropFirst(8)
        for (prefix, marker) in [("show", Marker.show), ("hide", .hide), ("end", .end)]
        where word.lowercased().hasPrefix(prefix) {
            return marker
        }
        let name = word.prefix { $0 != " " && $0 != "\t" && $0 != "\r" }
        return name.isEmpty ? nil : .slice(String(name))
    }

    /// The text after a comment line's `//`; nil for a line that is not a `//` comment.
    private static func commentText(_ line: Substring) -> Substring? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("//") else { return nil }
        return trimmed.dropFirst(2)
    }
}

extension Substring {
    /// Empty, or white space only.
    fileprivate var isBlank: Bool { allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" } }
}
