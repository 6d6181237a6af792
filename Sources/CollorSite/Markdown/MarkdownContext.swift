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
        case failure(SiteError.Reason)
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

    /// A context; without a resolver, links are written as they are.
    public init(
        file: String = "<input>", lineOffset: Int = 0, root: String = "",
        resolveLink: (@Sendable (String, String?) -> Resolution)? = nil,
        resolveDocument: (@Sendable (String, String?) -> Resolution)? = nil,
        symbolPage: (@Sendable (String) -> String?)? = nil,
        galleries: (any GalleryEmbedding)? = nil
    ) {
        self.file = file
        self.lineOffset = lineOffset
        self.root = root
        self.resolveLink = resolveLink
        self.resolveDocument = resolveDocument
        self.symbolPage = symbolPage
        self.galleries = galleries
    }
}
