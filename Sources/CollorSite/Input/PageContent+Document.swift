import CollorMarkdown

extension PageContent {
    /// The tree the renderer walks: a written page's `body` (its text after the front matter)
    /// parsed, a generated page's blocks built.
    func document(body: String, lineOffset: Int, limits: MarkdownLimits, docc: Bool)
        -> MarkdownDocument
    {
        switch self {
        case .written:
            MarkdownDocument(body, lineOffset: lineOffset, limits: limits, docc: docc)
        case .generated(let page):
            page.document(limits: limits, docc: docc)
        }
    }
}
