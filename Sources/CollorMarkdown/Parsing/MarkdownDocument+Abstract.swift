import CCmark

extension MarkdownDocument {
    /// The page's abstract as DocC takes it: the text a reader sees of the first paragraph after
    /// the title, before any other heading; nil when the page has none. Directives (`@Metadata`)
    /// and other blocks before it are skipped, as DocC skips them.
    ///
    /// - Complexity: O(n) in the number of top-level blocks before it and its length.
    package var abstract: String? {
        var node = cmark_node_first_child(root)
        var titled = false
        while let current = node {
            node = cmark_node_next(current)
            let block = MarkdownNode(pointer: current)
            if block.type == .heading {
                guard block.headingLevel == 1, !titled else { return nil }
                titled = true
                continue
            }
            guard block.type == .paragraph, dialectNode(of: block) == nil else { continue }
            let text = readerText(of: block)
            return text.isEmpty ? nil : text
        }
        return nil
    }

    /// The first paragraph of `markdown` (a doc comment's summary, a page's description) as
    /// plain text.
    package static func abstract(of markdown: String) -> String? {
        MarkdownDocument(markdown, limits: .generated).abstract
    }
}
