import CollorMarkdown

/// The rendering and support files stages' result: what the output holds, and what each page
/// showed, keyed by output or source path.
struct RenderedOutput {
    /// The output files of the last build that are not pages (static files, search index,
    /// sitemap...), by root-relative path.
    var files: [String: FileContent] = [:]
    /// A hash of each page's HTML, by output path: pages are written as they are rendered and not
    /// kept, and a rebuild writes those whose hash changed.
    var pageHashes: [String: Int] = [:]
    var searchIndex = SearchIndex()
    /// The search index's files as last written, updated shard by shard.
    var searchFiles = SearchFiles()
    /// The site-wide part of the last render (navigation, link resolver, abstracts, See Also),
    /// reused by a rebuild whose pages kept their titles, order, anchors and headings.
    var renderContext: PageRendering?
    /// The warnings of each page that has some, by source path.
    var pageWarnings: [String: [SiteError]] = [:]
    /// The galleries each page showed when it last rendered, by source path.
    var galleryCounts: [String: Int] = [:]
    /// The links each page wrote when it last rendered, by source path, for the build report.
    var pageLinks: [String: [LinkOccurrence]] = [:]
    /// What each page showed when it last rendered, by source path: kept only when the build
    /// writes a report (`SiteConfiguration.recordsPages`).
    var pageShown: [String: PageShown] = [:]
}
