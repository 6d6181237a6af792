import CollorMarkdown

/// What a build leaves for the next rebuild, and the builder's only state: each stage's last
/// results, keyed by what they were computed from (a page by its content, a highlighted block by
/// its code, a source file by its stamp). `serve` keeps one of these between edits; a full build
/// starts from an empty one, keeping only the decoded API reference.
struct BuildCache {
    /// What every stage reads of `collor.yml` and the command line; read again (and the rest
    /// computed again from it) when `collor.yml` changes.
    var configuration: SiteConfiguration
    /// The sources as last read, with their files' stamps.
    var sources = SiteSources()
    /// The loaded and linked pages, by source path.
    var pages: [String: SourcePage] = [:]
    /// The output files of the last build that are not pages (static files, search index,
    /// sitemap...), by root-relative path.
    var files: [String: FileContent] = [:]
    /// A hash of each page's HTML, by output path: pages are written as they are rendered and not
    /// kept, and a rebuild writes those whose hash changed.
    var pageHashes: [String: Int] = [:]
    var searchIndex = SearchIndex()
    /// The search index's files as last written, updated shard by shard.
    var searchFiles = SearchFiles()
    var pageWarnings: [String: [SiteError]] = [:]
    /// The trees of the pages loaded since the last render, by source path: each page's render
    /// takes its tree, so that a build parses each page once. Emptied when rendering ends.
    var parsed: [String: ParsedDocument] = [:]
    /// The site-wide part of the last render (navigation, link resolver, abstracts, See Also),
    /// reused by a rebuild whose pages kept their titles, order, anchors and headings.
    var renderContext: PageRendering?
    /// The galleries each page showed when it last rendered, by source path.
    var galleryCounts: [String: Int] = [:]
    /// The generated API pages by source path; nil until the symbol graphs are read.
    var apiPages: [String: GeneratedPage]?
    var symbolPages: [String: String] = [:]
    /// The decoded API reference, for symbol links.
    var apiReferences: [APIReference] = []
    /// Symbol links' targets, indexed when pages are loaded (their anchors known).
    var symbolLinks = SymbolIndex(references: [], headingsByOutput: [:])
    /// The home page written when the sources have no `index.md`.
    var homePage: GeneratedPage?
    /// The index pages written for folders without an `index.md`, by source path.
    var folderIndexes: [String: GeneratedPage] = [:]
    /// The highlighting stage's last result: a rebuild highlights only the blocks it has not
    /// seen.
    var highlights = Highlights()
    /// Whether the output holds the last good build, which a rebuild updates.
    var hasBuilt = false
    /// The links each page wrote when it last rendered, by source path, for the build report.
    var pageLinks: [String: [LinkOccurrence]] = [:]
    /// What each page showed when it last rendered, by source path: kept only when the build
    /// writes a report (`SiteConfiguration.recordsPages`).
    var pageShown: [String: PageShown] = [:]
    /// The stages of the build under way, timed for its report.
    var stages = StageTimer()

    init(configuration: SiteConfiguration) {
        self.configuration = configuration
    }

    /// The cache a full build starts from: empty but for the decoded API reference, which does
    /// not change while serving.
    func startingOver() -> BuildCache {
        reconfigured(configuration)
    }

    /// The cache a full build with `next` starts from: the decoded API reference is kept when
    /// it is read from the same symbol graphs.
    func reconfigured(_ next: SiteConfiguration) -> BuildCache {
        var fresh = BuildCache(configuration: next)
        guard next.symbolGraphs == configuration.symbolGraphs else { return fresh }
        fresh.apiPages = apiPages
        fresh.symbolPages = symbolPages
        fresh.apiReferences = apiReferences
        return fresh
    }
}
