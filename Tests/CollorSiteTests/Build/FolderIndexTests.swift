import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// Folders that open an index of their pages, and sidebars bounded however many pages or
/// folders sit side by side (a folder of 4,000 pages cost 611 MB when every page listed all).
@Suite struct FolderIndexTests {
    private func build(
        _ pages: [String: String], in scratch: ScratchFolder, symbolGraphs: [URL] = []
    ) throws -> (builder: SiteBuilder, output: URL, source: URL) {
        try ScratchSite.build(pages, in: scratch, siteTitle: "Wide", symbolGraphs: symbolGraphs)
    }

    private func sidebar(of page: String, in site: URL) -> String {
        ScratchSite.sidebar(of: page, in: site)
    }

    private func article(of page: String, in site: URL) -> String {
        ScratchSite.article(of: page, in: site)
    }

    private func links(_ html: String) -> Int { html.components(separatedBy: "<a ").count - 1 }

    private static func wideFolder(_ count: Int) -> [String: String] {
        var pages = ["index.md": "# Home\n", "intro.md": "# Intro\n"]
        for page in 0..<count {
            let name = "p" + String(repeating: "0", count: 4 - String(page).count) + String(page)
            pages["big/\(name).md"] =
                "---\ndescription: About page \(page).\n---\n# Page \(name)\n\nText \(page).\n"
        }
        return pages
    }

    /// 2,000 pages in one folder: each page's sidebar shows the 50 around it, not 2,000; the
    /// generated index lists them all, with their descriptions, and the folder's link leads
    /// there.
    @Test func aFolderOf2000PagesHasBoundedSidebarsAndAnIndexOfAll() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let site = try build(Self.wideFolder(2_000), in: scratch).output
        var largest = 0
        for page in [0, 1, 24, 25, 1_000, 1_975, 1_999] {
            let name = "p" + String(repeating: "0", count: 4 - String(page).count) + String(page)
            let html = readText(site.appendingPathComponent("big/\(name).html"))
            largest = max(largest, html.utf8.count)
            let nav = sidebar(of: "big/\(name).html", in: site)
            // Home, Intro, the folder's link, the window and the link to all.
            #expect(links(nav) == 2 + 1 + SidebarWindow.size + 1, "\(name)")
            #expect(nav.contains("<a href=\"\(name).html\" aria-current=\"page\">Page \(name)</a>"))
            #expect(
                nav.contains("<li class=\"nav-all\"><a href=\"index.html\">All 2000 pages…</a>"))
        }
        #expect(largest < 12_000)
        let middle = sidebar(of: "big/p1000.html", in: site)
        #expect(middle.contains("p0975.html") && middle.contains("p1024.html"))
        #expect(!middle.contains("p0974.html") && !middle.contains("p1025.html"))
        #expect(middle.components(separatedBy: "<li class=\"nav-more\"").count == 3)
        // The folder's index: generated, all 2,000 listed with their descriptions.
        let index = article(of: "big/index.html", in: site)
        #expect(index.contains("<h1"))
        #expect(index.components(separatedBy: "<li><a href=\"p").count - 1 == 2_000)
        #expect(index.contains("<a href=\"p1999.html\">Page p1999</a>: About page 1999."))
        #expect(sidebar(of: "intro.html", in: site).contains("<a href=\"big/index.html\">Big</a>"))
        // On the index itself, the first pages of the folder.
        let own = sidebar(of: "big/index.html", in: site)
        #expect(own.contains("p0049.html") && !own.contains("p0050.html"))
    }

    /// 300 folders of one page side by side: the top level's list is windowed too.
    @Test func manyFoldersSideBySideAreWindowed() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        // No `index.md`: the generated home is the root folder's index.
        var pages: [String: String] = [:]
        for folder in 0..<300 {
            let name = "f" + String(repeating: "0", count: 3 - String(folder).count)
            pages["\(name)\(folder)/page.md"] = "# Page \(folder)\n"
        }
        let site = try build(pages, in: scratch).output
        let nav = sidebar(of: "f150/page.html", in: site)
        // The window (Home is the list's first item, far away), the open folder's page and its
        // own index link, and the link to all.
        #expect(links(nav) == SidebarWindow.size + 1 + 1)
        #expect(nav.contains("<a href=\"../index.html\">All 301 pages and folders…</a>"))
        #expect(nav.contains("<a href=\"index.html\">F150</a>"))
        // The home page lists every folder, by its index.
        let home = article(of: "index.html", in: site)
        #expect(home.components(separatedBy: "/index.html\">F").count - 1 == 300)
    }

    /// A written `index.md` is the folder's index: none is generated, and nothing clashes. Adding
    /// one while serving replaces the generated one; a folder emptied loses its index.
    @Test func aWrittenIndexWinsOverTheGeneratedOne() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        var pages = Self.wideFolder(60)
        pages["big/index.md"] = "# My big folder\n\nHand-written.\n"
        pages["small/one.md"] = "# One\n"
        let (builder, site, source) = try build(pages, in: scratch)
        #expect(article(of: "big/index.html", in: site).contains("Hand-written."))
        #expect(!article(of: "big/index.html", in: site).contains("p0001.html"))
        #expect(article(of: "small/index.html", in: site).contains("<a href=\"one.html\">One</a>"))
        #expect(sidebar(of: "big/p0001.html", in: site).contains("All 60 pages…"))
        // While serving: a written index for `small/` replaces the generated one.
        try "# Small things\n".write(
            to: source.appendingPathComponent("small/index.md"), atomically: true, encoding: .utf8)
        var report = try builder.rebuild()
        #expect(report.errors.map(\.description) == [])
        #expect(article(of: "small/index.html", in: site).contains("Small things"))
        try FileManager.default.removeItem(at: source.appendingPathComponent("small/index.md"))
        report = try builder.rebuild()
        #expect(report.errors.map(\.description) == [])
        #expect(article(of: "small/index.html", in: site).contains("<a href=\"one.html\">One</a>"))
        // The folder emptied: its generated index goes with its pages.
        try FileManager.default.removeItem(at: source.appendingPathComponent("small/one.md"))
        report = try builder.rebuild()
        #expect(report.errors.map(\.description) == [])
        #expect(
            !FileManager.default.fileExists(
                atPath: site.appendingPathComponent("small/index.html").path))
        #expect(!readText(site.appendingPathComponent("index.html")).contains("small/"))
    }

    /// A folder opens its index, not its alphabetically first page: from the sidebar, from the
    /// generated home page, and when `navigation:` names it, nested folders too.
    @Test func aFolderOpensItsIndexWhereverItIsLinked() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let source = scratch.url.appendingPathComponent("docs")
        try ScratchSite.write(
            [
                "intro.md": "# Intro\n", "guide/b.md": "# B\n", "guide/a.md": "# A\n",
                "guide/deep/c.md": "# C\n",
            ], into: source)
        let output = scratch.url.appendingPathComponent("_site")
        let report = try SiteBuilder(
            configuration: SiteConfiguration(
                source: source, output: output, siteTitle: "Folders",
                navigation: ["guide", "intro.md"])
        ).build()
        #expect(report.errors.map(\.description) == [])
        #expect(sidebar(of: "intro.html", in: output).contains("<a href=\"guide/index.html\">"))
        #expect(!sidebar(of: "intro.html", in: output).contains("guide/a.html"))
        #expect(sidebar(of: "guide/a.html", in: output).contains("<a href=\"deep/index.html\">"))
        let home = article(of: "index.html", in: output)
        #expect(home.contains("<a href=\"guide/index.html\">Guide</a>"), "\(home)")
        #expect(article(of: "guide/index.html", in: output).contains("<a href=\"a.html\">A</a>"))
    }

    /// A page whose slug puts it at a folder's `index.html` is that folder's index.
    @Test func aSlugAtTheIndexPathIsTheIndex() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let site = try build(
            [
                "index.md": "# Home\n", "guide/start.md": "---\nslug: index\n---\n# Start here\n",
                "guide/next.md": "# Next\n",
            ], in: scratch
        ).output
        #expect(article(of: "guide/index.html", in: site).contains("Start here"))
    }

    /// A module of 300 types: each type page's sidebar shows the 50 around it in its group and a
    /// link to the module's index, which lists them all.
    @Test func aModuleOfManyTypesIsWindowed() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        try FileManager.default.createDirectory(at: scratch.url, withIntermediateDirectories: true)
        let graph = try SymbolGraphJSON(
            module: "Wide",
            symbols: (0..<300).map { index in
                let name = "Type" + String(repeating: "0", count: 3 - String(index).count)
                return SymbolGraphJSON.Symbol(
                    path: [name + String(index)], kind: "struct", displayName: "Structure")
            }
        ).write(in: scratch.url)
        let site = try build(["index.md": "# Home\n"], in: scratch, symbolGraphs: [graph]).output
        let nav = sidebar(of: "api/Wide/Type150.html", in: site)
        #expect(nav.contains("aria-current=\"page\">Type150</a>"))
        #expect(nav.contains("<a href=\"index.html\">All 300 pages…</a>"))
        #expect(links(nav) < SidebarWindow.size + 10)
        #expect(article(of: "api/Wide/index.html", in: site).contains("Type299.html"))
    }
}
