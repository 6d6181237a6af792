import CollorMarkdown

extension PageContent {
    /// The tree the renderer walks: a written page's `body` (its text after the front matter)
    /// parsed, its code blocks without a language given `defaultCodeLanguage` (a catalog's
    /// `CDDefaultCodeListingLanguage`); a generated page's blocks built.
    func document(
        body: String, lineOffset: Int, limits: MarkdownLimits, docc: Bool,
        defaultCodeLanguage: String? = nil
    ) -> MarkdownDocument {
        switch self {
        case .written:
            let document = MarkdownDocument(
                body, lineOffset: lineOffset, limits: limits, docc: docc)
            if let defaultCodeLanguage { document.setDefaultCodeLanguage(defaultCodeLanguage) }
            return document
        case .generated(let page):
            return page.document(limits: limits, docc: docc)
        }
    }
}
