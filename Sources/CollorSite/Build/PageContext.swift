import CollorHTML
import CollorMarkdown

/// One page's link context: what its markdown resolves against, from the site's shared indexes.
/// Links go through `PageLinks`, DocC's rules; images, snippets, files, tutorials and highlighted
/// blocks come from the build's indexes, with URLs relative to the page.
struct PageContext: PageLinkContext {
    let links: PageLinks
    let shared: PageRendering

    init(page: SourcePage, shared: PageRendering) {
        links = PageLinks(resolver: shared.resolver, symbols: shared.symbolIndex, page: page)
        self.shared = shared
    }

    var resolvesLinks: Bool { true }
    var findsResources: Bool { true }
    var readsFiles: Bool { true }

    func resolveLink(_ path: String, anchor: String?) -> MarkdownContext.Resolution? {
        links.resolveLink(path, anchor: anchor)
    }

    func resolveDocument(_ name: String, anchor: String?) -> MarkdownContext.Resolution? {
        links.resolveDocument(name, anchor: anchor)
    }

    func symbolPage(_ code: String) -> String? {
        links.linksCodeSpans ? shared.symbols[code].map(URLPath.encoded) : nil
    }

    func resolveSymbol(_ path: String) -> MarkdownContext.Resolution? { links.resolveSymbol(path) }

    func resource(named name: String) -> MarkdownContext.Resource? {
        guard let found = shared.resources.resource(named: name, from: links.sourcePath) else {
            return nil
        }
        return MarkdownContext.Resource(
            url: RelativePath.url(from: links.outputPath, to: found.light),
            darkURL: found.dark.map { RelativePath.url(from: links.outputPath, to: $0) })
    }

    func snippet(_ path: String) -> String? { shared.snippets?.source(of: path) }

    func file(named name: String) -> String? {
        shared.codeFiles.path(named: name, from: links.sourcePath)
            .flatMap { shared.staticFiles[$0]?.readBytes() }
            .map { String(decoding: $0, as: UTF8.self) }
    }

    func codeListing(_ listing: CodeListing) -> String? { CodeTransition.pageHTML(listing) }

    func tutorialTime(_ name: String) -> Int? { shared.tutorials.time(of: name) }

    func highlightCode(_ language: String, _ code: String) -> String? {
        CodeBlock(language: language, code: code).flatMap { shared.highlighted[$0] ?? nil }
    }

    func topicAbstract(_ url: String) -> String? {
        shared.abstracts.abstract(of: url, from: links.outputPath)
    }
}
