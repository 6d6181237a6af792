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
    /// The API reference, read from the configuration's symbol graphs.
    var api = GeneratedAPI()
    /// The site's pages, loaded and linked.
    var linked = LinkedPages()
    /// The highlighting stage's last result: a rebuild highlights only the blocks it has not
    /// seen.
    var highlights = Highlights()
    /// What the last render wrote and each page showed.
    var output = RenderedOutput()
    /// Whether the output holds the last good build, which a rebuild updates.
    var hasBuilt = false
    /// The stages of the build under way, timed for its report.
    var stages = StageTimer()
    /// What the rebuild under way replaced, put back if it fails; nil outside a rebuild.
    var undo: UndoLog?

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
        guard next.symbolGraphs == api.symbolGraphs else { return fresh }
        fresh.api = api
        return fresh
    }
}
