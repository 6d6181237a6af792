extension Pygments {
    /// What a block may hold for its lexer to be asked: past a bound the block is shown plain
    /// with a warning, decided from the code alone, so that every machine writes the same bytes.
    ///
    /// Pygments' lexers are regular expressions, and many are super-linear on some input
    /// (`scripts/pygments-bounds.py --unbounded` tries 30 shapes on each): the C family's on a
    /// run of whitespace (`int ` then 2 KB of spaces: 0.9 s; 40 KB: minutes), the console's,
    /// YAML's, make's and TypeScript's on a long line, Java's on words without punctuation (4 KB
    /// of `a a a`: 0.7 s). Within these bounds the worst shape of every lexer costs the same per
    /// KB at 8, 16 and 32 KB, at most 64 ms per KB (TypeScript's member chains; most lexers
    /// under 30), so a block at the size bound takes about 2 s at worst, a tenth of the
    /// per-block time limit (`scripts/pygments-bounds.py`).
    struct Bound: Equatable, Sendable {
        /// The most UTF-8 bytes in the block.
        var blockBytes = 32_000
        /// The most UTF-8 bytes in one line (without its line break).
        var lineBytes = 1_000
        /// The longest run of spaces, tabs and line breaks.
        var whitespaceRun = 256
        /// The longest run of letters, digits, `_`, `$` and whitespace (no punctuation).
        var wordRun = Int.max
    }

    /// The bound of lexers not in `bounds`.
    static let defaultBound = Bound()

    /// The bounds of lexers whose worst measured input needs tighter ones than `defaultBound`.
    static let bounds: [String: Bound] = {
        let cFamily = Bound(whitespaceRun: 128)
        return [
            "c": cFamily, "cpp": cFamily, "objective-c": cFamily, "objective-c++": cFamily,
            "make": Bound(lineBytes: 250), "java": Bound(wordRun: 256),
        ]
    }()

    /// Why `block` goes over its lexer's bound, in words, and the 0-based line of the code where
    /// it does (nil for the whole block); nil when it is within it.
    ///
    /// - Complexity: O(n) in the code's bytes.
    static func overBound(_ block: CodeBlock) -> (line: Int?, reason: String)? {
        let bound = bounds[block.lexer] ?? defaultBound
        let utf8 = block.code.utf8
        if utf8.count > bound.blockBytes {
            return (
                nil, "\(utf8.count) bytes, over the bound of \(bound.blockBytes) for \(block.lexer)"
            )
        }
        var lineNumber = 0
        var line = 0
        var run = 0
        var runStart = 0
        var words = 0
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"),
                0x80...:
                words += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
                0x0B, 0x0C:
                words += 1
            default:
                words = 0
            }
            if words > bound.wordRun {
                return (
                    lineNumber,
                    "more than \(bound.wordRun) bytes of words and spaces without punctuation, "
                        + "the bound for \(block.lexer)"
                )
            }
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                if run == 0 { runStart = lineNumber }
                if byte == UInt8(ascii: "\n") { lineNumber += 1 }
                line = 0
                run += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
                if run == 0 { runStart = lineNumber }
                line += 1
                run += 1
            default:
                line += 1
                run = 0
            }
            if line > bound.lineBytes {
                return (
                    lineNumber,
                    "a line longer than \(bound.lineBytes) bytes, the bound for \(block.lexer)"
                )
            }
            if run > bound.whitespaceRun {
                return (
                    runStart,
                    "more than \(bound.whitespaceRun) spaces and line breaks in a row, the bound "
                        + "for \(block.lexer)"
                )
            }
        }
        return nil
    }
}
