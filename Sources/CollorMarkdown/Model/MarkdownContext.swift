/// What a page's renderer asks of the site around it. The site builder fills it in; tests and
/// the benchmark use small closures.
public struct MarkdownContext: Sendable {
    /// Result of resolving a relative link.
    public enum Resolution: Equatable, Sendable {
        /// Write this URL instead (for example `model.md` → `model.html`).
        case rewrite(String)
        /// Write this URL; a link whose text is the link itself (`<doc:Ordering>`) shows `title`,
        /// the page's title, as DocC does.
        case titled(String, title: String)
        /// The link is broken.
        case failure(MarkdownDiagnostic.Reason)
    }

    /// A catalog image (or video) by DocC's name: its URL from the page, and its dark-mode
    /// variant's when the catalog has one (`name~dark.png`).
    public struct Resource: Equatable, Sendable {
        public var url: String
        public var darkURL: String?

        /// A resource; `darkURL` is the `~dark` variant's.
        public init(url: String, darkURL: String? = nil) {
            self.url = url
            self.darkURL = darkURL
        }
    }

    /// The source file named in errors.
    public var file: String
    /// Lines before the markdown body (front matter), added to cmark's positions.
    public var lineOffset: Int
    /// Relative path from the page to the site root: `""` or `"../"` and so on.
    public var root: String
    /// Resolves a relative `path` (not empty) with an optional `#anchor`; nil leaves links untouched.
    public var resolveLink: (@Sendable (_ path: String, _ anchor: String?) -> Resolution)?
    /// Resolves DocC's `<doc:Name#anchor>` to the page whose file is `Name.md`; nil strips such
    /// links like any other scheme.
    public var resolveDocument: (@Sendable (_ name: String, _ anchor: String?) -> Resolution)?
    /// The root-relative API page for code like `CollectionData`, or nil.
    public var symbolPage: (@Sendable (_ code: String) -> String?)?
    /// The galleries a ```` ```gallery ```` block may name; nil renders such blocks as code.
    public var galleries: (any GalleryEmbedding)?
    /// Resolves a symbol link's path (` ``Basket/add(_:)`` `) to a URL from the page; nil shows
    /// symbol links as code.
    public var resolveSymbol: (@Sendable (_ path: String) -> Resolution)?
    /// Finds a catalog resource by DocC's name (`basket`, `basket.png`); nil when there is none.
    public var resolveResource: (@Sendable (_ name: String) -> Resource?)?
    /// The code of `@Snippet(path:)` (`MyLib/Snippets/Example`), from the package's `Snippets`
    /// folder; nil when there is none.
    public var snippet: (@Sendable (_ path: String) -> String?)?
    /// The text of a catalog file by DocC's name, as `@Code(file:)` in a tutorial names it
    /// (`Package.step2.swift`, wherever it lies in the catalog); nil when there is none.
    public var resolveFile: (@Sendable (_ name: String) -> String?)?
    /// The HTML of a tutorial step's code listing (`CodeListing`), shown as the change from the
    /// previous step's; nil, or a nil answer, shows the file highlighted, still.
    public var codeListing: (@Sendable (_ listing: CodeListing) -> String?)?
    /// The estimated time, in minutes, of the tutorial a `@TutorialReference` names (its `doc:`
    /// name), shown on its card; nil when it gives none.
    public var tutorialTime: (@Sendable (_ name: String) -> Int?)?
    /// The HTML of a fenced block in a language other than Swift (`language` as its fence names
    /// it), highlighted: its text escaped, in `<span>`s of the theme's classes. Nil, or a nil
    /// answer, shows the block plain. The site builder highlights every block of a build in one
    /// batch before any page renders, and answers from it.
    public var highlightCode: (@Sendable (_ language: String, _ code: String) -> String?)?
    /// The one-line abstract of the page or symbol a `## Topics` item links to, by the URL the
    /// link was written with (relative to the page, with its `#anchor`); DocC shows it under the
    /// item. Nil, or a nil answer, shows the link alone.
    public var topicAbstract: (@Sendable (_ url: String) -> String?)?

    /// A context; without a resolver, links are written as they are.
    public init(
        file: String = "<input>", lineOffset: Int = 0, root: String = "",
        resolveLink: (@Sendable (String, String?) -> Resolution)? = nil,
        resolveDocument: (@Sendable (String, String?) -> Resolution)? = nil,
        symbolPage: (@Sendable (String) -> String?)? = nil,
        galleries: (any GalleryEmbedding)? = nil,
        resolveSymbol: (@Sendable (String) -> Resolution)? = nil,
        resolveResource: (@Sendable (String) -> Resource?)? = nil,
        snippet: (@Sendable (String) -> String?)? = nil,
        highlightCode: (@Sendable (String, String) -> String?)? = nil,
        topicAbstract: (@Sendable (String) -> String?)? = nil,
        resolveFile: (@Sendable (String) -> String?)? = nil,
        codeListing: (@Sendable (CodeListing) -> String?)? = nil,
        tutorialTime: (@Sendable (String) -> Int?)? = nil
    ) {
        self.file = file
        self.lineOffset = lineOffset
        self.root = root
        self.resolveLink = resolveLink
        self.resolveDocument = resolveDocument
        self.symbolPage = symbolPage
        self.galleries = galleries
        self.resolveSymbol = resolveSymbol
        self.resolveResource = resolveResource
        self.snippet = snippet
        self.highlightCode = highlightCode
        self.topicAbstract = topicAbstract
        self.resolveFile = resolveFile
        self.codeListing = codeListing
        self.tutorialTime = tutorialTime
    }
}
