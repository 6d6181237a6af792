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
        // The extension's `@TitleHeading` and `@AutomaticTitleHeading`, as docc reads them.
        if let heading = other.metadata.titleHeading { merged.metadata.titleHeading = heading }
        merged.automaticTitleHeading = other.automaticTitleHeading
        // Its `@Available` list stands for the symbol graph's platforms whole, as docc 6.3.1's
        // `RenderNodeTranslator` puts a symbol's directives in place of everything else.
        if !other.metadata.availability.isEmpty {
            merged.metadata.availability = other.metadata.availability
        }
        return merged
    }

    /// This symbol page without DocC's automatic role heading, for
    /// `@AutomaticTitleHeading(disabled)`: no title heading (unless `explicit`, a
    /// `@TitleHeading`, names one), and no kind line under the title
    /// (`<p><em>Structure</em> in <code>Module</code></p>`, what docc shows as the role heading).
    package func withoutAutomaticRoleHeading(explicit: String?) -> RenderedMarkdown {
        var page = self
        page.metadata.titleHeading = explicit
        let bytes = htmlBytes
        guard let title = bytes.firstRange(of: Array("</h1>\n<p><em>".utf8)) else { return page }
        let line = title.lowerBound + "</h1>\n".utf8.count
        // The kind line is one short paragraph: its end is looked for in it alone.
        let end = min(bytes.count, line + 512)
        guard let close = bytes[line..<end].firstRange(of: Array("</code></p>\n".utf8)),
            bytes[line..<close.lowerBound].firstRange(of: Array("</em> in <code>".utf8)) != nil
        else { return page }
        var body = HTMLWriter(escaping: .commonMark, capacity: bytes.count)
        body.raw(bytes: Array(bytes[..<line]))
        body.raw(bytes: Array(bytes[close.upperBound...]))
        page.body = body
        return page
    }
}
