import CollorMarkdown
import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// The nested sidebar, on sites built from scratch folders: folders are sections, only the
/// current page's sections are open, and a page's sidebar does not grow with the site.
@Suite struct NavigationTests {
    private func build(_ pages: [String: String], in scratch: ScratchFolder) throws -> URL {
        try ScratchSite.build(pages, in: scratch, siteTitle: "Nested").output
    }

    private func sidebar(of page: String, in site: URL) -> String {
        ScratchSite.sidebar(of: page, in: site)
    }

    static let nested = [
        "index.md": "# Home\n",
        "intro.md": "# Intro\n",
        "guide/index.md": "---\norder: 1\n---\n# The guide\n",
        "guide/one.md": "# One\n",
        "guide/deep/two.md": "# Two\n",
        "guide/deep/three.md": "# Three\n",
        "other/four.md": "# Four\n",
        "other/five.md": "# Five\n",
    ]

    @Test func onlyTheCurrentPagesSectionsAreOpen() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let site = try build(Self.nested, in: scratch)
        let deep = sidebar(of: "guide/deep/two.html", in: site)
        #expect(
            deep == """
                <nav class="sidebar" aria-label="Documentation">
                <h2>Guides</h2>
                <ul>
                <li><a href="../../index.html">Home</a></li>
                <li><a href="../../intro.html">Intro</a></li>
                <li class="nav-section open"><a href="../index.html">The guide</a>
                <ul>
                <li><a href="../one.html">One</a></li>
                <li class="nav-section open"><a href="index.html">Deep</a>
                <ul>
                <li><a href="three.html">Three</a></li>
                <li><a href="two.html" aria-current="page">Two</a></li>
                </ul></li>
                </ul></li>
                <li class="nav-section"><a href="../../other/index.html">Other</a></li>
                </ul>
                </nav>
                """)
        // On a folder's index page, the folder's own link is the current one, its pages listed.
        let guide = sidebar(of: "guide/index.html", in: site)
        #expect(
            guide.contains(
                "<li class=\"nav-section open\"><a href=\"index.html\" aria-current=\"page\">"
                    + "The guide</a>\n<ul>\n<li><a href=\"one.html\">One</a></li>\n"
                    + "<li class=\"nav-section\"><a href=\"deep/index.html\">Deep</a></li>"))
        // At the root, every folder is closed.
        let home = sidebar(of: "index.html", in: site)
        #expect(!home.contains("one.html") && !home.contains("<li class=\"nav-section open\""))
    }

    private static func page(_ output: String, _ title: String, section: String) -> SourcePage {
        SourcePage(
            sourcePath: output, outputPath: output, kind: .guide, section: section,
            source: .written(""), frontMatter: FrontMatter(), body: "", bodyLineOffset: 0,
            headings: [], title: title, displayPath: output)
    }

    /// TeamRoster's shape: a catalog that is the home, and the root folder's only pages its
    /// galleries. Their section is the Galleries folder's, not "Guides".
    @Test func rootPagesAllInOneFolderAreTitledByItsIndexNotGuides() {
        let guides = Navigation.guidesTitle
        let pages = [
            Self.page("index.html", "Roster", section: "Roster"),
            Self.page("Roster/Start.html", "Start", section: "Roster"),
            Self.page("galleries/index.html", "Galleries", section: guides),
            Self.page("galleries/roster.html", "Roster gallery", section: guides),
        ]
        #expect(Navigation(pages: pages).sections.map(\.title).contains("Galleries"))
        #expect(!Navigation(pages: pages).sections.map(\.title).contains(guides))
        // Without an index page (the site generates the folder's), the folder's name.
        let unindexed = pages.filter { $0.outputPath != "galleries/index.html" }
        #expect(Navigation(pages: unindexed).sections.map(\.title).contains("Galleries"))
        // Pages in the root folder itself keep the Guides section.
        let rooted = pages + [Self.page("intro.html", "Intro", section: guides)]
        #expect(Navigation(pages: rooted).sections.map(\.title).contains(guides))
    }

    /// A catalog's section shown under its display name (`CatalogInfo.sectionTitles`) is still
    /// ordered by `navigation:` entries naming its module, as before, or by the title shown.
    @Test func aRetitledSectionIsOrderedByItsModuleOrItsTitle() {
        let pages = [
            Self.page("intro.html", "Intro", section: Navigation.guidesTitle),
            Self.page("Demo/a.html", "A", section: "Demo"),
            Self.page("Zed/b.html", "B", section: "Zed"),
        ]
        let titles = ["Demo": "Pretty Demo"]
        func roots(_ order: [String]) -> [String] {
            let navigation = Navigation(pages: pages, order: order, titles: titles)
            return navigation.roots.map { navigation.sections[$0].title }
        }
        #expect(roots([]) == ["Guides", "Pretty Demo", "Zed"])
        #expect(roots(["Zed", "Demo"]) == ["Zed", "Pretty Demo", "Guides"])
        #expect(roots(["Zed", "Pretty Demo"]) == ["Zed", "Pretty Demo", "Guides"])
    }

    @Test func previousAndNextFollowTheTreeDepthFirst() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let site = try build(Self.nested, in: scratch)
        let one = readText(site.appendingPathComponent("guide/one.html"))
        #expect(one.contains("<a class=\"prev\" rel=\"prev\" href=\"index.html\">"))
        // A folder without an `index.md` opens with its generated index.
        #expect(one.contains("<a class=\"next\" rel=\"next\" href=\"deep/index.html\">"))
        let two = readText(site.appendingPathComponent("guide/deep/two.html"))
        #expect(two.contains("<a class=\"next\" rel=\"next\" href=\"../../other/index.html\">"))
    }

    @Test func theConfigurationOrdersFolders() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let source = scratch.url.appendingPathComponent("docs")
        _ = try build(Self.nested, in: scratch)
        let output = scratch.url.appendingPathComponent("ordered")
        _ = try SiteBuilder(
            configuration: SiteConfiguration(
                source: source, output: output, siteTitle: "Nested", navigation: ["other/"])
        ).build()
        let home = sidebar(of: "index.html", in: output)
        let other = try #require(home.range(of: "other/index.html"))
        let guide = try #require(home.range(of: "guide/index.html"))
        #expect(other.lowerBound < guide.lowerBound)
    }

    /// Ten folders of ten pages: a page's sidebar lists its own folder's pages and one link per
    /// other folder, so it stays the same size however many folders follow.
    @Test func aPagesSidebarDoesNotGrowWithTheSite() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        var pages = ["index.md": "# Home\n"]
        for folder in 0..<10 {
            for page in 0..<10 { pages["f\(folder)/p\(page).md"] = "# Page \(folder)-\(page)\n" }
        }
        let site = try build(pages, in: scratch)
        let links = sidebar(of: "f3/p5.html", in: site).components(separatedBy: "<a ").count - 1
        // Home, f3's own link and its ten pages, and the nine other folders.
        #expect(links == 1 + 1 + 10 + 9)
    }

    /// Folders nested 150 deep: building the tree, the reading order and the sidebar walk it
    /// without recursion.
    @Test func deeplyNestedFoldersBuild() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let folder = String(repeating: "d/", count: 150)
        let site = try build(["index.md": "# Home\n", folder + "leaf.md": "# Leaf\n"], in: scratch)
        let html = sidebar(of: folder + "leaf.html", in: site)
        #expect(html.components(separatedBy: "<li class=\"nav-section open\">").count == 151)
        #expect(html.contains("<a href=\"leaf.html\" aria-current=\"page\">Leaf</a>"))
    }
}
