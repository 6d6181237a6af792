/// Where each line that cmark parses came from in the page's source, when the dialect's scanner
/// rewrote it (a directive's header became a marker line, its content was dedented): errors must
/// name the line and column the author wrote.
struct SourceMap: Sendable {
    private struct Line {
        var source: Int32
        /// Bytes removed from the start of the line.
        var shift: Int32
    }

    /// Nil when lines are unchanged.
    private var lines: [Line]?

    /// The identity map: the parsed text is the source.
    static let identity = SourceMap(lines: nil)

    private init(lines: [Line]?) { self.lines = lines }

    /// A map built line by line, in the parsed text's order.
    init() { lines = [] }

    /// Records that the next parsed line is source line `source` with `shift` bytes removed.
    mutating func append(source: Int, shift: Int) {
        lines?.append(Line(source: Int32(clamping: source), shift: Int32(clamping: shift)))
    }

    /// The source position of 1-based `line` and `column` of the parsed text.
    func position(line: Int, column: Int) -> (line: Int, column: Int) {
        guard let lines, line >= 1 else { return (line, column) }
        guard line <= lines.count else { return (Int(lines.last?.source ?? 1), column) }
        let entry = lines[line - 1]
        return (Int(entry.source), column + Int(entry.shift))
    }
}
