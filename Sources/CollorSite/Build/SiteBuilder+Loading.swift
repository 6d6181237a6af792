import CollorMarkdown
import Foundation

/// Loading: the documents of `paths` through `PageLoader`; then, once over the whole site, the
/// extension files joined to their symbols' pages (`ExtensionFiles`), the articles named as
/// symbols found (`ArticleSymbolNames`); and the output paths checked (`OutputClaims`).
extension SiteBuilder {
    /// Parses `paths` into `pages` (and their trees into `parsed`), on every core; returns the
    /// problems found. The pages are linked by `attachExtensionFiles()`, once for the site.
    func loadPages(_ paths: Set<String>) -> [SiteError] {
        let documents = allDocuments()
        let inputs = paths.sorted().compactMap { path in
            documents[path].map { pageInput(path, content: $0) }
        }
        let loaded = PageLoader.load(inputs)
        for page in loaded.pages { cache.setPage(page, at: page.sourcePath) }
        cache.replace(
            \.linked.parsed, with: cache.linked.parsed.merging(loaded.documents) { _, new in new })
        return loaded.errors
    }

    /// The pages that would replace one another or a file, and the written pages and files
    /// that a page or file the site generates would replace: errors naming both.
    func outputProblems() -> [SiteError] {
        let support = supportFiles
        return shadowedDocuments() + support.shadowedFiles
            + OutputClaims.clashes(in: cache.linked.pages, files: support.origins)
    }

    /// Runs the linking pass (`LinkingStage`) over the loaded pages.
    ///
    /// With `changed` (source paths loaded again or gone since the pages were last linked),
    /// when none of them is or was an API page, an extension file or a catalog's root page,
    /// nothing the symbol index, the extension files or the curation read changed: only those
    /// pages are marked (`ArticleSymbolNames`), and a one-page edit links one page. Returns
    /// whether only those pages were linked: the others are as they were.
    @discardableResult
    func attachExtensionFiles(changed: Set<String>? = nil) -> Bool {
        if let changed,
            changed.allSatisfy({ path in
                [cache.pageBefore(path), cache.linked.pages[path]].allSatisfy { page in
                    guard let page else { return true }
                    return page.kind != .api && page.extends == nil && page.extendedSymbol == nil
                }
            })
        {
            let loaded = changed.compactMap { path in cache.linked.pages[path].map { (path, $0) } }
            let marked = ArticleSymbolNames.mark(
                Dictionary(loaded, uniquingKeysWith: { first, _ in first }),
                index: cache.linked.symbolLinks)
            for (path, page) in marked { cache.setPage(page, at: path) }
            return true
        }
        let linked = LinkingStage(
            pages: cache.linked.pages, apiReferences: cache.api.references,
            apiPages: cache.api.pages,
            catalogModule: configuration.sources.count == 1
                ? configuration.sources.first?.module : nil
        ).run()
        cache.replacePages(linked.pages)
        cache.replace(\.linked.symbolLinks, with: linked.symbolLinks)
        cache.replace(\.api.references, with: linked.apiReferences)
        cache.replace(\.api.pages, with: linked.apiPages)
        if linked.droppedGeneratedHome { cache.replace(\.linked.homePage, with: nil) }
        cache.replace(
            \.linked.parsed, with: cache.linked.parsed.merging(linked.documents) { _, new in new })
        return false
    }

    /// Whether a catalog's root page is the site's home (`LinkingStage` places it).
    var hasCatalogHome: Bool {
        cache.linked.pages.values.contains {
            $0.outputPath == Navigation.homePath && $0.sourcePath != Self.homePagePath
        }
    }
}
