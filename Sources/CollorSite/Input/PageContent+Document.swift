import CollorMarkdown

extension PageContent {
    /// The tree the renderer walks, read as `reading` says: a written page's `body` (its text
    /// after the front matter) parsed, a generated page's blocks built; then its code blocks'
    /// info strings read as annotations when `reading.codeBlockAnnotations` says so, and those
    /// without a language given `reading.defaultCodeLanguage` (a catalog's
    /// `CDDefaultCodeListingLanguage`, a doc comment's as an article's).
    func document(body: String, lineOffset: Int, reading: MarkdownReading) -> MarkdownDocument {
        let document =
            switch self {
            case .written:
                MarkdownDocument(
                    body, lineOffset: lineOffset, limits: reading.limits, docc: reading.doccAnchors)
            case .generated(let page):
                page.document(limits: reading.limits, docc: reading.doccAnchors)
            }
        if reading.codeBlockAnnotations { document.readCodeBlockAnnotations() }
        if let language = reading.defaultCodeLanguage { document.setDefaultCodeLanguage(language) }
        return document
    }
}
