/// Renders markdown to HTML with DocC's dialect, GitHub's tables and strikethrough, and Swift
/// highlighting, as `options` choose.
///
/// ```swift
/// let page = MarkdownRenderer().render("# Hello\n\nSee ``CollectionData``.\n")
/// page.html          // <h1 id="hello"><a class="anchor" …></a>Hello</h1> …
/// page.headings      // [TOCEntry(level: 1, title: "Hello", anchor: "hello")]
/// ```
///
/// What lies outside the page (other pages, symbols, images, galleries) reaches the renderer
/// only through the hooks of `MarkdownContext`; without them links are written as they are.
public struct MarkdownRenderer: Sendable {
    /// What the renderer adds to plain CommonMark.
    public var options: MarkdownOptions

    /// A renderer; the default options are what documentation pages use.
    public init(options: MarkdownOptions = MarkdownOptions()) {
        self.options = options
    }

    /// Renders `markdown` (without front matter).
    ///
    /// Text longer than the options' `limits.pageBytes` is not parsed: the result is empty, with a
    /// `.pageTooLarge` error.
    ///
    /// - Complexity: O(n) in the length of the text, plus the Swift parser on ```` ```swift ````
    ///   blocks.
    public func render(_ markdown: String, context: MarkdownContext = MarkdownContext())
        -> RenderedMarkdown
    {
        let size = markdown.utf8.count
        if let limit = options.limits.pageBytes, size > limit {
            return RenderedMarkdown(
                failure: MarkdownDiagnostic(
                    file: context.file, reason: .pageTooLarge(bytes: size, limit: limit)))
        }
        let document = MarkdownDocument(
            markdown, lineOffset: context.lineOffset, dialect: options.dialect,
            limits: options.limits, docc: options.doccAnchors)
        return render(document, context: context, capacity: size)
    }

    /// Renders `markdown` with `options`: `MarkdownRenderer(options:).render(_:context:)`.
    public static func render(
        _ markdown: String, options: MarkdownOptions = MarkdownOptions(),
        context: MarkdownContext = MarkdownContext()
    ) -> RenderedMarkdown {
        MarkdownRenderer(options: options).render(markdown, context: context)
    }

    /// Renders a page parsed earlier (a site parses each page when it loads it, for its headings).
    ///
    /// - Parameter capacity: The source's size in bytes, to size the output buffer once.
    package func render(_ document: MarkdownDocument, context: MarkdownContext, capacity: Int)
        -> RenderedMarkdown
    {
        HTMLWalker.render(document, options: options, context: context, capacity: capacity)
    }
}
