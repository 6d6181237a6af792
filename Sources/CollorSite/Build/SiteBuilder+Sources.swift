import CollorMarkdown
import Foundation

/// The markdown the site renders: its sources' pages, the generated API reference, the galleries'
/// pages, and the home and search pages it writes itself.
extension SiteBuilder {
    /// Site pages, API pages and generated pages, by root-relative source path.
    func allMarkdown() -> [String: String] {
        var markdown = sources.markdown
        for (path, text) in apiPages ?? [:] { markdown[path] = text }
        for (path, text) in configuration.galleries.pages() where markdown[path] == nil {
            markdown[path] = text
        }
        if let homePage, markdown[Self.homePagePath] == nil {
            markdown[Self.homePagePath] = homePage
        }
        markdown[Self.searchPagePath] = Self.searchPage
        return markdown
    }

    static let homePagePath = "index.md"

    /// Writes and loads the home page when the sources have none, so the header's home link always
    /// works; it lists the pages by section, as the sidebar does. Returns the problems found and
    /// whether the home page was (re)loaded.
    func loadGeneratedHome() -> (errors: [SiteError], loaded: Bool) {
        guard sources.markdown[Self.homePagePath] == nil else {
            homePage = nil
            return ([], false)
        }
        let others = pages.values.filter { $0.sourcePath != Self.homePagePath }
        let text = HomePage.markdown(
            title: configuration.siteTitle,
            navigation: Navigation(pages: others, order: configuration.navigation))
        guard text != homePage || pages[Self.homePagePath] == nil else { return ([], false) }
        homePage = text
        return (loadPages([Self.homePagePath]), true)
    }

    static let searchPagePath = "search.md"
    static let searchPage = """
        ---
        title: Search
        unsafe: true
        ---
        # Search

        <div id="search-page" class="search-page"><noscript>Search needs JavaScript. The sidebar \
        lists every page.</noscript></div>

        """
}
