import CollorMarkdown
import SymbolKit

extension TextOrigin {
    /// Where `comment`'s lines are in its `.swift` file, from the symbol graph's ranges (the
    /// comment's own file, else the symbol's `location`); nil without a file.
    init?(_ comment: SymbolGraph.LineList, of symbol: SymbolGraph.Symbol) {
        guard
            let file = comment.url?.path
                ?? symbol[mixin: SymbolGraph.Symbol.Location.self]?.url?.path
        else { return nil }
        self.init(
            file: file,
            lines: comment.lines.map { line in
                // The graph counts lines and characters from 0; a column here from 1.
                line.range.map { LineStart(line: $0.start.line + 1, offset: $0.start.character) }
            })
    }
}
