import CollorMarkdown
import Foundation

/// Where a site comes from and goes to, and what it is called. Nothing here is specific to one
/// project: `PackageSite` fills it from a package and its `collor.yml`.
public struct SiteConfiguration: Sendable {
    /// The folders of documentation, the first one at the site's root.
    public var sources: [SiteSource]
    /// The folder `collor build` owns (`_site/`).
    public var output: URL
    /// The site's public address (`https://example.org/docs/`), used by `sitemap.xml` and the 404
    /// page; nil writes no sitemap, whose protocol allows only absolute locations.
    public var baseURL: String? {
        didSet { baseURL = baseURL.map(Self.withTrailingSlash) }
    }
    /// A folder whose files replace the built-in theme's (`style.css`, `search.js`) file by file
    /// and add to them; nil uses the built-in theme alone.
    public var theme: URL?
    /// Symbol graph files (`MyLib.symbols.json`, `MyLib@Foundation.symbols.json`, of any number of
    /// modules) for the API reference; empty builds the site without one.
    public var symbolGraphs: [URL]
    /// What ```` ```gallery ```` blocks embed; by default none, so a gallery block is an error.
    public var galleries: any GalleryEmbedding
    /// Shown in the header and in every page title.
    public var siteTitle: String
    /// Sidebar order: page source paths (`guide/start.md`) and section titles (`Guides`, a
    /// catalog's module name, `API reference`); what is not listed keeps the default order.
    public var navigation: [String]
    /// The package's `Snippets` folder, where DocC's `@Snippet(path:)` finds its code; nil has
    /// none.
    public var snippets: URL?
    /// Whether every warning fails the build, as `docc --warnings-as-errors` and
    /// `mkdocs --strict` (`--strict`, `strict: true`).
    public var strict = false
    /// Whether a fenced block's info string is read as DocC 6.3's code-block annotations
    /// (```` ```swift, highlight=[2], showLineNumbers ````), as
    /// `docc --enable-experimental-code-block-annotations`
    /// (`--enable-experimental-code-block-annotations`, `code_block_annotations: true`); off,
    /// the whole info string is the language, as docc reads it without the flag.
    public var codeBlockAnnotations = false
    /// The platforms in beta, by name as DocC shows it (`macOS`), each with its version
    /// (`--platform name=macOS,version=15.0,beta=true`, docc's option): a symbol introduced in
    /// that version or later is marked beta on that platform, as docc marks it.
    public var betaPlatforms: [String: String] = [:]
    /// Whether each build's report lists every page with its sections and link occurrences
    /// (`BuildReport.pageRecords`, what `--report` writes). Off by default: listing all pages
    /// costs a rebuild in `serve` more than rendering the page that changed.
    public var recordsPages = false
    /// Problems found while making this configuration (an unknown key of `collor.yml`, no docs
    /// found), reported with each build's warnings so that a strict build fails on them too.
    public var warnings: [SiteError] = []
    /// Highlights fenced blocks in languages other than Swift (shell, JSON, YAML, diff, XML, C,
    /// Objective-C, protobuf...) at build time; nil shows them plain, without a warning.
    public var highlighter: Pygments? = Pygments()
    /// Where this configuration was read from (`collor.yml`), so that a rebuild reads it again
    /// when the file changed; nil for a configuration made in code, which stays as it is.
    package var origin: ConfigurationOrigin?

    /// The first source's folder (the site's root pages).
    public var source: URL { sources.first?.folder ?? output }

    /// A configuration for several sources.
    public init(
        sources: [SiteSource], output: URL, siteTitle: String, theme: URL? = nil,
        baseURL: String? = nil, symbolGraphs: [URL] = [],
        galleries: any GalleryEmbedding = GalleryPlaceholder(), navigation: [String] = []
    ) {
        self.sources = sources
        self.output = output
        self.siteTitle = siteTitle
        self.theme = theme
        self.baseURL = baseURL.map(Self.withTrailingSlash)
        self.symbolGraphs = symbolGraphs
        self.galleries = galleries
        self.navigation = navigation
    }

    /// A configuration for one folder of markdown; the theme defaults to its `theme/` folder when
    /// there is one, and the title to the folder's name.
    public init(
        source: URL, output: URL, theme: URL? = nil, baseURL: String? = nil,
        symbolGraphs: [URL] = [], galleries: any GalleryEmbedding = GalleryPlaceholder(),
        siteTitle: String? = nil, navigation: [String] = []
    ) {
        let ownTheme = source.appendingPathComponent("theme")
        var isFolder: ObjCBool = false
        let hasTheme =
            FileManager.default.fileExists(atPath: ownTheme.path, isDirectory: &isFolder)
            && isFolder.boolValue
        self.init(
            sources: [SiteSource(folder: source)], output: output,
            siteTitle: siteTitle ?? source.standardizedFileURL.lastPathComponent,
            theme: theme ?? (hasTheme ? ownTheme : nil), baseURL: baseURL,
            symbolGraphs: symbolGraphs, galleries: galleries, navigation: navigation)
    }

    private static func withTrailingSlash(_ url: String) -> String {
        url.hasSuffix("/") ? url : url + "/"
    }

    /// The `*.symbols.json` files of `module` in `folder`, sorted (`MyLib.symbols.json` and the
    /// `MyLib@Other.symbols.json` extension graphs).
    public static func symbolGraphs(in folder: URL, module: String) -> [URL] {
        SymbolGraphFiles.modules(in: [folder])[module] ?? []
    }
}
