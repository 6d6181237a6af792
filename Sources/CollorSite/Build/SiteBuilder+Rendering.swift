import CollorMarkdown
import Foundation

/// Rendering: pages in batches on every core, written in path order as they come.
extension SiteBuilder {
    /// Pages rendered per batch: enough to keep every core busy, few enough that a batch's HTML
    /// stays small next to the site.
    static let renderBatch = 256

    /// Renders `paths` and gives each page's HTML to `write` with whether it changed since the
    /// last render, in path order; fills the search index; returns the problems found.
    ///
    /// Pages render in parallel (one worker per core), a batch at a time: each reads only its own
    /// source and shared immutable values, and results are handed over in path order, so output
    /// stays deterministic. DocC extension files render first: each merges into its symbol's API
    /// page, so a page and its extension always render together.
    ///
    /// With `reusingContext`, the site-wide part of the render (navigation, link resolver,
    /// abstracts, See Also) is the last render's: the caller knows nothing it is made of changed.
    func render(
        _ paths: [String], reusingContext: Bool = false,
        write: (String, [UInt8], _ changed: Bool) throws(SiteError) -> Void
    ) throws(SiteError) -> [SiteError] {
        let extensionOf = Dictionary(
            cache.linked.pages.values.compactMap { page in
                page.extends.map { ($0, page.sourcePath) }
            },
            uniquingKeysWith: { first, _ in first })
        var requested = Set(paths)
        for path in paths {
            if let target = cache.linked.pages[path]?.extends { requested.insert(target) }
            if let file = extensionOf[path] { requested.insert(file) }
        }
        let ordered = requested.sorted()
        var renderer: PageRendering
        if reusingContext, let context = cache.output.renderContext {
            renderer = context
            renderer.highlighted = cache.highlights.html
        } else {
            renderer = PageRendering(
                site: RenderInputs(
                    configuration: configuration, pages: cache.linked.pages, sources: cache.sources,
                    apiReferences: cache.api.references, symbolPages: cache.api.symbolPages,
                    symbolLinks: cache.linked.symbolLinks, highlighted: cache.highlights.html,
                    documents: [:], automaticArticles: cache.linked.automaticArticles))
            cache.replace(\.output.renderContext, with: renderer)
        }
        // Each tree is walked by its page's render below, and freed after its batch: the
        // site's trees are not all held while the site's HTML and search index are made.
        renderer.documents = cache.linked.parsed
        cache.replace(\.linked.parsed, with: [:])
        // Extension files are few: they render first, and their markdown waits for their pages.
        // An article docc drops renders with them, for its warnings, and is written nowhere.
        // Filtered before the pages are copied out: a copy of every page would be the largest
        // value alive as rendering starts.
        let extensions = renderer.render(
            ordered.filter { cache.linked.pages[$0]?.isWritten == false }.compactMap {
                cache.linked.pages[$0]
            },
            extensions: [:])
        var merged: [String: RenderedMarkdown] = [:]
        var errors: [SiteError] = []
        for result in extensions {
            if let target = result.page.extends { merged[target] = result.markdown }
            cache.set(\.output.pageLinks, result.page.sourcePath, to: result.markdown.links)
            if configuration.recordsPages {
                cache.set(
                    \.output.pageShown, result.page.sourcePath, to: PageShown(result.markdown))
            }
            errors += result.markdown.errors.map { SiteError($0) }
            cache.set(
                \.output.pageWarnings, result.page.sourcePath,
                to: Self.kept(
                    (result.page.warnings + result.markdown.warnings.map { SiteError($0) })
                        .sorted { ($0.line, $0.column) < ($1.line, $1.column) }))
        }
        let others = ordered.filter { cache.linked.pages[$0]?.isWritten == true }
        for start in stride(from: 0, to: others.count, by: Self.renderBatch) {
            let batch = others[start..<min(start + Self.renderBatch, others.count)]
                .compactMap { cache.linked.pages[$0] }
            for result in renderer.render(batch, extensions: merged) {
                let page = result.page
                errors += result.markdown.errors.map { SiteError($0) }
                cache.set(
                    \.output.pageWarnings, page.sourcePath,
                    to: Self.kept(page.warnings + result.markdown.warnings.map { SiteError($0) }))
                cache.set(
                    \.output.galleryCounts, page.sourcePath, to: result.markdown.galleries.count)
                cache.set(\.output.pageLinks, page.sourcePath, to: result.markdown.links)
                if configuration.recordsPages {
                    cache.set(\.output.pageShown, page.sourcePath, to: PageShown(result.markdown))
                }
                let hash = Self.hash(result.html)
                let changed = cache.output.pageHashes[page.outputPath] != hash
                cache.setPageHash(hash, at: page.outputPath)
                if let search = result.search {
                    cache.set(\.output.searchIndex.entries, search.url, to: search)
                }
                try write(page.outputPath, result.html, changed)
            }
            for page in batch { renderer.documents[page.sourcePath] = nil }
        }
        return errors
    }

    /// A page and what it rendered to: its HTML and search entry (none for an extension file,
    /// which is shown in its symbol's page).
    struct RenderedPage: @unchecked Sendable {
        var page: SourcePage
        var markdown: RenderedMarkdown
        var html: [UInt8]
        var search: SearchIndex.Entry?
    }

    /// A page's warnings as the cache keeps them: none when there are none, so that the
    /// report's walk over the warnings grows with the pages that have some, not with the site.
    static func kept(_ warnings: [SiteError]) -> [SiteError]? {
        warnings.isEmpty ? nil : warnings
    }

    /// Tells a page's new HTML from its last within this process (the hash is seeded per
    /// process, and never written).
    static func hash(_ bytes: [UInt8]) -> Int {
        var hasher = Hasher()
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        return hasher.finalize()
    }
}
