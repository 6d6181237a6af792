/// Where a generated page's piece of user markdown was written, when that is another file than
/// the page (a doc comment in a `.swift` file): the file and where each of the text's lines
/// starts in it, so that a link or a problem in the text is named at its place in that file, as
/// DocC names it, rather than at the generated page's.
package struct TextOrigin: Equatable, Sendable {
    /// Where one line of the text starts in the file.
    package struct LineStart: Equatable, Sendable {
        /// 1-based line in the file.
        package var line: Int
        /// Bytes before the line's text on its line in the file (`    /// ` for a comment).
        package var offset: Int

        /// A line's start.
        package init(line: Int, offset: Int) {
            self.line = line
            self.offset = offset
        }
    }

    /// The file, as diagnostics name it.
    package var file: String
    /// The start of each line of the text in order; nil for a line the file does not place.
    package var lines: [LineStart?]

    /// The origin of a text whose lines start at `lines` in `file`.
    package init(file: String, lines: [LineStart?]) {
        self.file = file
        self.lines = lines
    }

    /// The file's line and column of 1-based `line` and `column` of the text; nil for a line
    /// the origin does not place (text added after it, as an extension file's).
    package func position(line: Int, column: Int) -> (line: Int, column: Int)? {
        guard lines.indices.contains(line - 1), let start = lines[line - 1] else { return nil }
        return (start.line, start.offset + column)
    }

    /// A block of a generated page's text from this origin, with the map from its parsed lines
    /// to its own (the dialect's scanner rewrites a directive's lines).
    struct Placed {
        var origin: TextOrigin
        var map: SourceMap

        /// The file, line and column of `line` and `column` of the parsed block; `mapped`
        /// says whether they are already the text's own (a directive's are).
        func position(line: Int, column: Int, mapped: Bool) -> (
            file: String, line: Int, column: Int
        )? {
            let own = mapped ? (line, column) : map.position(line: line, column: column)
            return origin.position(line: own.0, column: own.1).map {
                (origin.file, $0.line, $0.column)
            }
        }
    }
}
