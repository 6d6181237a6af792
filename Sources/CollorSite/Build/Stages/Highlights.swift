/// The highlighting stage's result, which a rebuild starts from: the code blocks in languages
/// other than Swift as Pygments highlighted them, which pages show which, and those left plain.
struct Highlights {
    /// Which pages show which blocks: a rebuild looks at the edited pages' blocks.
    var uses = CodeBlockUses()
    /// Blocks highlighted (nil: Pygments left it plain).
    var html: [CodeBlock: String?] = [:]
    /// Blocks Pygments failed on, with why: shown plain, and not tried again while serving.
    var failures: [CodeBlock: String] = [:]
    /// The blocks over their lexer's bound, with where and why: shown plain.
    var overBound: [CodeBlock: (line: Int?, reason: String)] = [:]
    /// The blocks shown but neither highlighted nor failed yet (Pygments missing, or a run of
    /// failures left them untried): the next run tries them.
    var untried = Set<CodeBlock>()
    /// The blocks left plain (over a bound, failed) and why Pygments did not run, if it did not.
    var warnings: [SiteError] = []
}
