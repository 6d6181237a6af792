@testable import CollorMarkdown

/// Renders `markdown` with the dialect on and without anchors or highlighting, so that expected
/// HTML stays short.
func renderDialect(_ markdown: String, context: MarkdownContext = MarkdownContext())
    -> RenderedMarkdown
{
    MarkdownRenderer.render(
        markdown, options: MarkdownOptions(headingAnchors: false, highlightSwift: false),
        context: context)
}
