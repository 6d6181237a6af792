extension MarkdownDocument {
    /// The document of a page the site writes itself, built from its blocks without going
    /// through markdown text: the renderer walks it as it walks a parsed page.
    ///
    /// - Parameter limits: bound what the dialect builds in the blocks' user markdown.
    /// - Parameter docc: the page is a symbol's, where every block quote of its doc comments is
    ///   an aside (`AsidePass`).
    /// - Complexity: O(n) in the size of the blocks.
    package convenience init(
        generated blocks: [GeneratedBlock], limits: MarkdownLimits = .generated,
        docc: Bool = false
    ) {
        let tree = GeneratedTree(blocks, limits: limits, docc: docc)
        self.init(
            root: tree.root, tags: tree.tags, directiveProblems: tree.directiveProblems,
            origins: tree.origins)
    }
}
