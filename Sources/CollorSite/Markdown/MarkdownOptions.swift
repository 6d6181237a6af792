/// What the pipeline adds to plain CommonMark.
public struct MarkdownOptions: Equatable, Sendable {
    /// Keep raw HTML and links of any scheme (a page opts in with `unsafe: true`).
    public var allowUnsafe: Bool
    /// Give headings `id`s and collect them for the table of contents.
    public var headingAnchors: Bool
    /// Highlight ```` ```swift ```` blocks with swift-syntax.
    public var highlightSwift: Bool

    /// Creates options; the defaults are what site pages use.
    public init(allowUnsafe: Bool = false, headingAnchors: Bool = true, highlightSwift: Bool = true)
    {
        self.allowUnsafe = allowUnsafe
        self.headingAnchors = headingAnchors
        self.highlightSwift = highlightSwift
    }

    /// Nothing added: output equals `cmark_markdown_to_html` with default options.
    public static let commonMark = MarkdownOptions(
        allowUnsafe: false, headingAnchors: false, highlightSwift: false)
}
