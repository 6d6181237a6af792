import Foundation

/// Where a site comes from and goes to.
public struct SiteConfiguration: Sendable {
    /// The folder of markdown pages, `theme/` and `data/` (this package's `Site/`).
    public var source: URL
    /// The folder `collor build` owns (`_site/`).
    public var output: URL
    /// The site's public address (`https://example.org/collor/`), used by `sitemap.xml` and the 404
    /// page; nil writes relative paths in the sitemap.
    public var baseURL: String? {
        didSet { baseURL = baseURL.map(Self.withTrailingSlash) }
    }
    /// The theme (`style.css`, `search.js`), copied to `theme/`; `source/theme` by default.
    public var theme: URL
    /// Symbol graph files (`Collor.symbols.json`, `Collor@Foundation.symbols.json`) for the API
    /// reference; empty builds the site without one.
    public var symbolGraphs: [URL]
    /// What ```` ```gallery ```` blocks embed.
    public var galleries: any GalleryEmbedding
    /// Shown in the header and in every page title.
    public var siteTitle: String

    /// A configuration; only `source` and `output` are required.
    public init(
        source: URL, output: URL, theme: URL? = nil, baseURL: String? = nil,
        symbolGraphs: [URL] = [],
        galleries: any GalleryEmbedding = GalleryPlaceholder(),
        siteTitle: String = "Collor for the web"
    ) {
        self.source = source
        self.output = output
        self.theme = theme ?? source.appendingPathComponent("theme")
        self.baseURL = baseURL.map(Self.withTrailingSlash)
        self.symbolGraphs = symbolGraphs
        self.galleries = galleries
        self.siteTitle = siteTitle
    }

    private static func withTrailingSlash(_ url: String) -> String {
        url.hasSuffix("/") ? url : url + "/"
    }

    /// The `*.symbols.json` files of `module` in `folder`, sorted (`Collor.symbols.json` and the
    /// `Collor@Other.symbols.json` extension graphs).
    public static func symbolGraphs(in folder: URL, module: String) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter {
            ($0 == "\(module).symbols.json" || $0.hasPrefix("\(module)@"))
                && $0.hasSuffix(".symbols.json")
        }.sorted().map { folder.appendingPathComponent($0) }
    }
}
