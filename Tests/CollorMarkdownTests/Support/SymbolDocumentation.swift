@testable import CollorMarkdown

/// `markdown` rendered as a symbol's documentation (a doc comment's tags read as DocC reads them),
/// without heading anchors or Swift highlighting, so a test compares the dialect's markup alone.
func renderSymbolDocumentation(_ markdown: String) -> String {
    MarkdownRenderer.render(
        markdown,
        options: MarkdownOptions(
            headingAnchors: false, highlightSwift: false, symbolDocumentation: true)
    ).html
}
