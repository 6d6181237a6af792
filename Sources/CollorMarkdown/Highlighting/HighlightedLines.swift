/// Highlighted HTML cut into lines, each standing alone: a `<span>` open at a line's end (a
/// comment or string over several lines) is closed there and opened again on the next line, so
/// that each line can be a cell of its own.
enum HighlightedLines {
    /// The lines of `html`, as many as `text.split` gives for the source it highlights: a final
    /// line break ends the last line rather than starting an empty one.
    ///
    /// - Complexity: O(n) in the length of the HTML, plus the open spans at each line break.
    static func split(_ html: String) -> [String] {
        var lines: [String] = []
        var open: [Substring] = []
        var line = ""
        var index = html.startIndex
        while index < html.endIndex {
            let character = html[index]
            if character == "\n" {
                for _ in open { line += "</span>" }
                lines.append(line)
                line = open.joined()
                index = html.index(after: index)
                continue
            }
            if character == "<", let close = html[index...].firstIndex(of: ">") {
                let tag = html[index...close]
                if tag.hasPrefix("</") {
                    if !open.isEmpty { open.removeLast() }
                } else if !tag.hasSuffix("/>") {
                    open.append(tag)
                }
                line += tag
                index = html.index(after: close)
                continue
            }
            line.append(character)
            index = html.index(after: index)
        }
        if !line.isEmpty && line != open.joined() { lines.append(line) }
        return lines
    }

    /// The lines of a file's text, as `split(_:)` cuts its HTML.
    static func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
