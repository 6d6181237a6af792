/// What a page's links, images and embedded content resolve against: the site around one page,
/// one value per page. The site's per-page links implement it; a page rendered alone, or through
/// `MarkdownContext`'s public initialiser, gets the closures it was given.
///
/// A `nil` answer means "no resolver" where the renderer tells the two apart: an unresolved link
/// is a `.failure`, not `nil`.
package protocol PageLinkContext: Sendable {
    /// Whether relative links are checked (a page of a site): heading anchors are then verified and
    /// stripped raw HTML reported.
    var resolvesLinks: Bool { get }
    /// Whether catalog resources are looked up: a name none has is then a warning, not a URL.
    var findsResources: Bool { get }
    /// Whether `@Code(file:)` files are read: a tutorial's listing otherwise shows its name alone.
    var readsFiles: Bool { get }

    /// A relative `path` (not empty) with an optional `#anchor`; nil leaves links untouched.
    func resolveLink(_ path: String, anchor: String?) -> MarkdownContext.Resolution?
    /// DocC's `<doc:Name#anchor>`; nil strips such links like any other scheme.
    func resolveDocument(_ name: String, anchor: String?) -> MarkdownContext.Resolution?
    /// The root-relative API page for code like `CollectionData`, or nil.
    func symbolPage(_ code: String) -> String?
    /// A symbol link's path (` ``Basket/add(_:)`` `); nil shows the link as code.
    func resolveSymbol(_ path: String) -> MarkdownContext.Resolution?
    /// A catalog resource by DocC's name (`basket`, `basket.png`); nil when there is none.
    func resource(named name: String) -> MarkdownContext.Resource?
    /// The code of `@Snippet(path:)`; nil when there is none.
    func snippet(_ path: String) -> String?
    /// The text of a catalog file by DocC's name (`Package.step2.swift`); nil when there is none.
    func file(named name: String) -> String?
    /// The HTML of a tutorial step's code listing, shown as a change; nil shows it still.
    func codeListing(_ listing: CodeListing) -> String?
    /// The estimated minutes of the tutorial a `@TutorialReference` names; nil when none.
    func tutorialTime(_ name: String) -> Int?
    /// A fenced block in `language` (not Swift), highlighted; nil shows it plain.
    func highlightCode(_ language: String, _ code: String) -> String?
    /// The one-line abstract of what a `## Topics` item links to, by its URL; nil shows the link
    /// alone.
    func topicAbstract(_ url: String) -> String?
}
