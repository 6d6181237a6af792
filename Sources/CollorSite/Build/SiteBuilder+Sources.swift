import CollorMarkdown
import Foundation

/// The markdown the site renders: its sources' pages, the generated API reference, the galleries'
/// pages, and the home and search pages it writes itself.
extension SiteBuilder {
    /// Site pages, API pages and generated pages, by root-relative source path.
    func allDocuments() -> [String: PageContent] {
        var documents = cache.sources.markdown.mapValues(PageContent.written)
        for (path, page) in cache.api.pages ?? [:] { documents[path] = .generated(page) }
        for (path, page) in configuration.galleries.sitePages where documents[path] == nil {
            documents[path] = page
        }
        // A folder's written `index.md` is its index: a generated one gives way to it.
        for (path, page) in cache.linked.folderIndexes where documents[path] == nil {
            documents[path] = .generated(page)
        }
        if let homePage = cache.linked.homePage, documents[Self.homePagePath] == nil {
            documents[Self.homePagePath] = .generated(homePage)
        }
        documents[Self.searchPagePath] = .generated(Self.searchPage)
        return documents
    }

    /// The written pages that a page the site generates would replace (the search page, an API
    /// page, a gallery's page): errors naming both. Only a generated home page gives way, to a
    /// written `index.md`.
    func shadowedDocuments() -> [SiteError] {
        var generated = Set(cache.api.pages.map { Array($0.keys) } ?? [])
        generated.formUnion(configuration.galleries.sitePages.keys)
        generated.insert(Self.searchPagePath)
        return generated.filter { cache.sources.markdown[$0] != nil }.sorted().map { path in
            SiteError(
                file: displayPath(of: path),
                reason: .output(
                    .duplicateOutput(
                        String(path.dropLast(3)) + ".html (also written by the site: "
                            + (path == Self.searchPagePath
                                ? "the search page"
                                : path.hasPrefix("api/") ? "the API reference" : "a gallery's page")
                            + "; rename the file)")))
        }
    }

    static let homePagePath = "index.md"

    /// Writes and loads the home page when the sources have none (neither an `index.md` nor a
    /// catalog's root page in its place), so the header's home link always works; it lists the
    /// pages by section, as the sidebar does. Returns the problems found and whether the home
    /// page was (re)loaded.
    func loadGeneratedHome() -> (errors: [SiteError], loaded: Bool) {
        guard cache.sources.markdown[Self.homePagePath] == nil, !hasCatalogHome else {
            cache.linked.homePage = nil
            return ([], false)
        }
        let others = cache.linked.pages.values.filter { $0.sourcePath != Self.homePagePath }
        let page = HomePage.page(
            title: configuration.siteTitle,
            navigation: Navigation(
                pages: others, order: configuration.navigation, titles: sectionTitles))
        guard page != cache.linked.homePage || cache.linked.pages[Self.homePagePath] == nil else {
            return ([], false)
        }
        cache.linked.homePage = page
        return (loadPages([Self.homePagePath]), true)
    }

    static let searchPagePath = "search.md"
    static let searchPage = GeneratedPage(
        title: "Search", unsafe: true,
        blocks: [
            .heading(level: 1, [.text("Search")]),
            .html(
                "<div id=\"collor--search-page\" class=\"search-page\"><noscript>Search needs"
                    + " JavaScript. The sidebar lists every page.</noscript></div>"),
        ])
}
