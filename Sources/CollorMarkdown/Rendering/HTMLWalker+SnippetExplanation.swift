import CollorHTMLWriter

/// A whole snippet's explanation, shown before its code as DocC shows it (a slice shows code
/// alone): the file's opening comment, rendered as markdown of the page.
extension HTMLWalker {
    /// Writes `explanation`, the markdown of the snippet `directive` includes, with what it
    /// shows kept for the report and the search. Its links resolve as the page's do; a snippet it
    /// names is not read, so no explanation includes another. Its problems are reported at the
    /// directive, the only place of the page they have.
    mutating func writeSnippetExplanation(_ explanation: String, of directive: BlockDirective) {
        guard !explanation.isEmpty else { return }
        var nested = context
        nested.links = WithoutSnippets(base: context.links)
        nested.lineOffset = 0
        let rendered = HTMLWalker.render(
            MarkdownDocument(
                explanation, dialect: options.dialect, limits: options.limits,
                docc: options.doccAnchors),
            options: options, context: nested, capacity: explanation.utf8.count)
        html.newlineIfNeeded()
        let start = html.count
        html.raw(bytes: rendered.htmlBytes)
        text.raw(bytes: rendered.searchText.bytes)
        galleries += rendered.galleries
        let depth = openBlocks.count
        for var block in rendered.blocks {
            block.html = block.html.lowerBound + start..<block.html.upperBound + start
            block.heading = headings.indices.last
            block.depth += depth
            blocks.append(block)
        }
        for problem in rendered.diagnostics { warn(directive: directive, problem.reason) }
    }
}

/// A page's link context without its snippets: what an explanation renders with.
private struct WithoutSnippets: PageLinkContext {
    let base: any PageLinkContext

    var resolvesLinks: Bool { base.resolvesLinks }
    var findsResources: Bool { base.findsResources }
    var readsFiles: Bool { base.readsFiles }
    func resolveLink(_ path: String, anchor: String?) -> MarkdownContext.Resolution? {
        base.resolveLink(path, anchor: anchor)
    }
    func resolveDocument(_ name: String, anchor: String?) -> MarkdownContext.Resolution? {
        base.resolveDocument(name, anchor: anchor)
    }
    func symbolPage(_ code: String) -> String? { base.symbolPage(code) }
    func resolveSymbol(_ path: String) -> MarkdownContext.Resolution? {
        base.resolveSymbol(path)
    }
    func resource(named name: String) -> MarkdownContext.Resource? {
        base.resource(named: name)
    }
    func snippet(_ path: String) -> String? { nil }
    func file(named name: String) -> String? { base.file(named: name) }
    func codeListing(_ listing: CodeListing) -> String? { base.codeListing(listing) }
    func tutorialTime(_ name: String) -> Int? { base.tutorialTime(name) }
    func highlightCode(_ language: String, _ code: String) -> String? {
        base.highlightCode(language, code)
    }
    func topicAbstract(_ url: String) -> String? { base.topicAbstract(url) }
}
