/// A snippet file from a package's `Snippets/` folder, read as DocC reads it: the comment lines
/// that open the file are its explanation (not shown as code), `// snippet.hide` …
/// `// snippet.show` is left out, and `// snippet.NAME` … `// snippet.end` marks a slice.
struct SnippetSource {
    private let lines: [Substring]

    init(_ source: String) {
        lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The code shown, the whole file's or the slice `slice`'s, with common indentation removed.
    func code(slice: String? = nil) -> String {
        var shown: [Substring] = []
        var hidden = false
        var inSlice = slice == nil
        var started = false
        for line in lines {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            // The leading explanation: comment lines before any code.
            if !started {
                if trimmed.hasPrefix("//") && !trimmed.hasPrefix("// snippet.") || trimmed.isEmpty {
                    continue
                }
                started = true
            }
            if trimmed.hasPrefix("// snippet.") {
                let marker = trimmed.dropFirst("// snippet.".count).trimmingSuffixSpaces()
                switch marker {
                case "hide": hidden = true
                case "show": hidden = false
                case "end": if slice != nil { inSlice = false }
                default: if let slice { inSlice = marker == slice }
                }
                continue
            }
            if !hidden && inSlice { shown.append(line) }
        }
        while shown.last?.allSatisfy({ $0 == " " || $0 == "\t" }) == true { shown.removeLast() }
        let indent =
            shown.filter { !$0.allSatisfy { $0 == " " } }
            .map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return shown.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
            .joined(separator: "\n") + "\n"
    }
}

extension Substring {
    fileprivate func trimmingSuffixSpaces() -> Substring {
        var result = self
        while let last = result.last, last == " " || last == "\t" || last == "\r" {
            result = result.dropLast()
        }
        return result
    }
}
