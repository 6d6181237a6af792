/// The link context of `MarkdownContext`'s public initialiser: each answer from the closure
/// given for it, and no resolver where none was given.
struct ClosureLinks: PageLinkContext {
    var link: (@Sendable (String, String?) -> MarkdownContext.Resolution)?
    var document: (@Sendable (String, String?) -> MarkdownContext.Resolution)?
    var symbol: (@Sendable (String) -> String?)?
    var symbolLink: (@Sendable (String) -> MarkdownContext.Resolution)?
    var findResource: (@Sendable (String) -> MarkdownContext.Resource?)?
    var snippetSource: (@Sendable (String) -> String?)?
    var readFile: (@Sendable (String) -> String?)?
    var listing: (@Sendable (CodeListing) -> String?)?
    var minutes: (@Sendable (String) -> Int?)?
    var highlight: (@Sendable (String, String) -> String?)?
    var abstract: (@Sendable (String) -> String?)?

    var resolvesLinks: Bool { link != nil }
    var findsResources: Bool { findResource != nil }
    var readsFiles: Bool { readFile != nil }

    func resolveLink(_ path: String, anchor: String?) -> MarkdownContext.Resolution? {
        link?(path, anchor)
    }
    func resolveDocument(_ name: String, anchor: String?) -> MarkdownContext.Resolution? {
        document?(name, anchor)
    }
    func symbolPage(_ code: String) -> String? { symbol?(code) }
    func resolveSymbol(_ path: String) -> MarkdownContext.Resolution? { symbolLink?(path) }
    func resource(named name: String) -> MarkdownContext.Resource? { findResource?(name) }
    func snippet(_ path: String) -> String? { snippetSource?(path) }
    func file(named name: String) -> String? { readFile?(name) }
    func codeListing(_ listing: CodeListing) -> String? { self.listing?(listing) }
    func tutorialTime(_ name: String) -> Int? { minutes?(name) }
    func highlightCode(_ language: String, _ code: String) -> String? {
        highlight?(language, code)
    }
    func topicAbstract(_ url: String) -> String? { abstract?(url) }
}
