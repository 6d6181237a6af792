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
    /// and no catalog's article came, went or changed its title, abstract or Topics (what the
    /// module pages' curation and "Articles" read), nothing the symbol index, the extension
    /// files or the curation read changed: only those pages are marked
    /// (`ArticleSymbolNames`), and a one-page edit links one page. Returns whether only those
    /// pages were linked: the others are as they were.
    @discardableResult
    func attachExtensionFiles(changed: Set<String>? = nil) -> Bool {
        if let changed,
            changed.allSatisfy({ path in
                let (old, new) = (cache.pageBefore(path), cache.linked.pages[path])
                return [old, new].allSatisfy { page in
                    guard let page else { return true }
                    return page.kind != .api && page.extends == nil && page.extendedSymbol == nil
                        && !page.isTechnologyRoot
                } && Self.sameCuration(old, new)
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
        cache.replace(\.linked.automaticArticles, with: linked.automaticArticles)
        cache.replace(\.api.references, with: linked.apiReferences)
        cache.replace(\.api.pages, with: linked.apiPages)
        if linked.droppedGeneratedHome { cache.replace(\.linked.homePage, with: nil) }
        cache.replace(
            \.linked.parsed, with: cache.linked.parsed.merging(linked.documents) { _, new in new })
        return false
    }

    /// Whether a page's edit leaves what curation reads of it as it was: a catalog's article
    /// (which its catalog's root may list under "Articles") kept its title, abstract and
    /// Topics; any other page counts as kept.
    private static func sameCuration(_ old: SourcePage?, _ new: SourcePage?) -> Bool {
        guard [old, new].contains(where: { $0?.doccAnchors == true }) else { return true }
        guard let old, let new else { return false }
        return old.title == new.title && old.abstract == new.abstract && old.topics == new.topics
    }

    /// Whether a catalog's root page is the site's home (`LinkingStage` places it).
    var hasCatalogHome: Bool {
        cache.linked.pages.values.contains {
            $0.outputPath == Navigation.homePath && $0.sourcePath != Self.homePagePath
        }
    }
}
