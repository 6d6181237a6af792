import CollorMarkdown

/// A page's syntax tree as loading parsed it, kept for the page's render in the same build, so
/// that each page is parsed once. The render takes it only while the page's body is still the
/// one parsed (an extension file's Topics move to its symbol's page and leave its body).
///
/// Trees are not shared between threads: each is made by one loading task and walked by one
/// rendering task after it, never at the same time.
struct ParsedDocument: @unchecked Sendable {
    let document: MarkdownDocument
    /// What it was parsed from: the page's content and body after its front matter.
    let source: PageContent
    let body: String

    /// The tree, when `page` is still made of what it was parsed from.
    func document(for page: SourcePage) -> MarkdownDocument? {
        page.body == body && page.source == source ? document : nil
    }
}
