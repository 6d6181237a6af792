/// The bounds on one page's work, whatever its input: one value that every construct whose size
/// or nesting the input controls is checked against, so that a page's cost stays linear in its
/// size.
///
/// Over a limit, a page people write fails with an error that names the limit and its place
/// (`overLimit` is `.error`); text from a symbol graph, which a user of a dependency cannot
/// edit, gets a warning and the construct is shown plain (`overLimit` is `.warning`).
public struct MarkdownLimits: Equatable, Sendable {
    /// The largest page, in bytes of UTF-8; nil for no cap (a generated API page grows with its
    /// module).
    public var pageBytes: Int?
    /// How deep markdown nodes nest: block quotes, lists and their items, directives, emphasis
    /// and links together. Browsers stop nesting elements at a few hundred levels (Chromium's
    /// parser at 512), and a page's template adds its own.
    public var markdownNesting: Int
    /// How deep a Swift block nests brackets, string interpolations, generic arguments and `#if`
    /// together: past it, swift-syntax's recursive descent would run out of a thread's stack.
    public var swiftNesting: Int
    /// How deep a Swift block nests `[` and generic `<` together: swift-syntax's type lookahead
    /// takes about twice as long for each level (20 nested `[` on one line took 25 s).
    public var swiftTypeNesting: Int
    /// How deep a Swift block nests string interpolations: swift-syntax's recovery from an
    /// unclosed one costs the square of this depth times the length after it.
    public var swiftInterpolationNesting: Int
    /// How many brackets a Swift block may leave open at its end (a snippet cut mid-declaration):
    /// recovery from each scans the rest of the block again.
    public var swiftUnclosedBrackets: Int
    /// The largest Swift block that is highlighted, in bytes of UTF-8, in pages and in symbol
    /// graphs alike: the parser's recursion grows with chains that no bracket marks (`try? try?
    /// …`, `A -> A -> …`, `a.a.a…`), and this bounds the stack it can need.
    public var swiftBlockBytes: Int
    /// The longest run of `#` in a Swift block outside comments: swift-syntax's lexer scans a
    /// run again from each of its `#` for a raw string's delimiter, the square of its length.
    public var swiftHashRun: Int
    /// The most tokens one line of a Swift block may hold outside comments (words, numbers and
    /// each punctuation character; a string's words too). When a token is missing,
    /// swift-syntax's recovery scans ahead for it up to the next line's start, and it may do so
    /// at every token of a line (`func a( b b b …` does, at each parameter without a colon):
    /// a line's work is bounded by the square of its tokens, and a block's by its length
    /// times this limit. The longest declaration in the DocC corpus has 257.
    public var swiftLineTokens: Int
    /// Empty cells a table may add to pad short rows to its header's width: at least this many…
    public var tablePaddingMinimum: Int
    /// …and this many per byte of the table's source, so cells stay linear in the source.
    public var tablePaddingPerByte: Int
    /// Whether going over a limit fails the page (`.error`) or shows the construct plain with a
    /// warning.
    public var overLimit: MarkdownDiagnostic.Severity

    /// Limits with the values of `handWritten`, changed where given.
    public init(
        pageBytes: Int? = 256 * 1024, markdownNesting: Int = 100, swiftNesting: Int = 32,
        swiftTypeNesting: Int = 6, swiftInterpolationNesting: Int = 3,
        swiftUnclosedBrackets: Int = 8, swiftBlockBytes: Int = 64 * 1024, swiftHashRun: Int = 16,
        swiftLineTokens: Int = 512, tablePaddingMinimum: Int = 4_096,
        tablePaddingPerByte: Int = 4, overLimit: MarkdownDiagnostic.Severity = .error
    ) {
        self.pageBytes = pageBytes
        self.markdownNesting = markdownNesting
        self.swiftNesting = swiftNesting
        self.swiftTypeNesting = swiftTypeNesting
        self.swiftInterpolationNesting = swiftInterpolationNesting
        self.swiftUnclosedBrackets = swiftUnclosedBrackets
        self.swiftBlockBytes = swiftBlockBytes
        self.swiftHashRun = swiftHashRun
        self.swiftLineTokens = swiftLineTokens
        self.tablePaddingMinimum = tablePaddingMinimum
        self.tablePaddingPerByte = tablePaddingPerByte
        self.overLimit = overLimit
    }

    /// For pages people write: 256 KiB, and an error past any limit.
    public static let handWritten = MarkdownLimits()

    /// For text from a symbol graph (doc comments, declarations): no cap on the page, and a
    /// construct over a limit is shown plain with a warning, so a dependency's comment never
    /// fails a user's build.
    public static let generated = MarkdownLimits(pageBytes: nil, overLimit: .warning)
}
