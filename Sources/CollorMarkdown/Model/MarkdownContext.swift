/// What a page's renderer asks of the site around it: the page's file and place, and what its
/// links resolve against. The site builder gives each page its link context; tests, the benchmark
/// and a program rendering markdown alone give closures, each optional.
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
    /// The galleries a ```` ```gallery ```` block may name; nil renders such blocks as code.
    public var galleries: (any GalleryEmbedding)?
    /// What the page's links, images, snippets, files and code resolve against: one value per page.
    package var links: any PageLinkContext

    /// A context; without a resolver, links are written as they are.
    ///
    /// - Parameters:
    ///   - file: The source file named in errors.
    ///   - lineOffset: Lines before the markdown body (front matter), added to cmark's positions.
    ///   - root: Relative path from the page to the site root: `""`, `"../"` and so on.
    ///   - resolveLink: Resolves a relative path (not empty) with an optional `#anchor`; nil
    ///     leaves links untouched.
    ///   - resolveDocument: Resolves DocC's `<doc:Name#anchor>`; nil strips such links like any
    ///     other scheme.
    ///   - symbolPage: The root-relative API page for code like `CollectionData`, or nil.
    ///   - galleries: The galleries a ```` ```gallery ```` block may name; nil renders such blocks
    ///     as code.
    ///   - resolveSymbol: Resolves a symbol link's path (` ``Basket/add(_:)`` `); nil shows symbol
    ///     links as code.
    ///   - resolveResource: Finds a catalog resource by DocC's name (`basket`, `basket.png`).
    ///   - snippet: The code of `@Snippet(path:)`, from the package's `Snippets` folder.
    ///   - highlightCode: A fenced block in a language other than Swift, highlighted: its text
    ///     escaped, in `<span>`s of the theme's classes; nil, or a nil answer, shows it plain.
    ///   - topicAbstract: The one-line abstract of what a `## Topics` item links to, by the URL
    ///     the link was written with; DocC shows it under the item.
    ///   - resolveFile: The text of a catalog file by DocC's name, as `@Code(file:)` names it.
    ///   - codeListing: The HTML of a tutorial step's code listing, shown as the change from the
    ///     previous step's; nil, or a nil answer, shows the file highlighted, still.
    ///   - tutorialTime: The estimated minutes of the tutorial a `@TutorialReference` names.
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
        self.galleries = galleries
        links = ClosureLinks(
            link: resolveLink, document: resolveDocument, symbol: symbolPage,
            symbolLink: resolveSymbol, findResource: resolveResource, snippetSource: snippet,
            readFile: resolveFile, listing: codeListing, minutes: tutorialTime,
            highlight: highlightCode, abstract: topicAbstract)
    }

    /// A page's context whose links resolve against `links`, as a site gives each page.
    package init(
        file: String, lineOffset: Int, root: String, links: any PageLinkContext,
        galleries: (any GalleryEmbedding)? = nil
    ) {
        self.file = file
        self.lineOffset = lineOffset
        self.root = root
        self.links = links
        self.galleries = galleries
    }
}
