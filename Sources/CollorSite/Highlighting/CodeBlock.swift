/// A fenced block to highlight: the Pygments lexer its language names and its code. Equal
/// blocks are highlighted once per build, however many pages show them.
struct CodeBlock: Hashable, Sendable {
    /// The lexer's name, as `Pygments.lexer(for:)` gives it (`bash`, `console`, `json`).
    var lexer: String
    var code: String

    /// The block, when Pygments is asked to highlight `language`; nil for Swift (swift-syntax
    /// highlights it) and for languages not in `Pygments.lexers`, which stay plain.
    init?(language: String, code: String) {
        guard let lexer = Pygments.lexer(for: language) else { return nil }
        self.lexer = lexer
        self.code = code
    }

    /// A block where a page shows it: the line its warnings name.
    struct Shown {
        var block: CodeBlock
        /// The fence's 1-based line in the page's file.
        var line: Int
    }
}
