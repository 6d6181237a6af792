import CollorHTMLWriter

extension RenderedMarkdown {
    /// This symbol page with a DocC extension file's content merged in, as DocC merges it: the
    /// extension's title (` # ``Module/Type`` `) gives way to the page's, and its abstract,
    /// discussion and Topics come before the page's member lists (its first `<h2`).
    ///
    /// Errors and warnings stay the extension's own, reported at its file.
    package func merging(extension other: RenderedMarkdown) -> RenderedMarkdown {
        let page = htmlBytes
        var added = other.htmlBytes[...]
        if let title = added.firstRange(of: Array("</h1>\n".utf8)) {
            added = added[title.upperBound...]
        }
        let insertion = page.firstRange(of: Array("<h2".utf8))?.lowerBound ?? page.count
        var body = HTMLWriter(escaping: .commonMark, capacity: page.count + added.count)
        body.raw(bytes: Array(page[..<insertion]))
        body.raw(bytes: Array(added))
        body.raw(bytes: Array(page[insertion...]))
        let firstSection = headings.firstIndex { $0.level == 2 } ?? headings.count
        var merged = self
        merged.body = body
        merged.headings =
            Array(headings[..<firstSection]) + other.headings.filter { $0.level > 1 }
            + headings[firstSection...]
        var text = searchText
        text.raw(bytes: other.searchText.bytes)
        merged.searchText = text
        merged.galleries += other.galleries
        merged.errors = []
        merged.warnings = []
        return merged
    }
}
