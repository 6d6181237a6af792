import CollorHTML
import CollorMarkdown
import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import SampleGalleries
import Testing

@testable import CollorSite

/// The built site in headless Chromium. Skipped, with a message, only when Chromium is absent;
/// `make test` installs it, so CI runs these.
@Suite(
    .chromiumInstalled,
    .serialized)
struct BrowserTests {
    /// One build shared by the tests of this suite.
    static let site: URL? = {
        let output = ScratchFolder.untilExit("browser").url.appendingPathComponent("_site")
        return (try? SiteBuilder.buildFixture(output: output)) != nil ? output : nil
    }()

    /// The project's own docs (`Site/` and the tutorial), built with the fixture symbol graph and
    /// the live galleries, so the embeds and the gallery pages are loaded and their links followed
    /// too.
    static let projectSite: URL? = {
        let output = ScratchFolder.untilExit("browserProject").url.appendingPathComponent("_site")
        let configuration = SiteConfiguration(
            sources: Fixtures.projectSources, output: output, siteTitle: "Collor for the web",
            symbolGraphs: Fixtures.symbolGraphs,
            galleries: LiveGalleries(SampleGalleries.all, fontFile: Theme.fontFile))
        let report = try? SiteBuilder(configuration: configuration).build()
        return report?.succeeded == true ? output : nil
    }()

    /// A module with swift-collections' long names: a type nested four deep as a page's title,
    /// and an initializer with a long declaration (`LongNameModule`).
    static let longNameSite: URL? = try? LongNameModule.build(
        in: ScratchFolder.untilExit("browserLongNames").url)

    static func pages(in site: URL) -> [String] {
        let all = FileManager.default.subpaths(atPath: site.path) ?? []
        return all.filter { $0.hasSuffix(".html") && !$0.contains(".probe-") }.sorted()
    }

    @Test(arguments: ["fixture", "project"])
    func everyPageLoadsWithoutErrorsAndOnlyFromTheSite(_ which: String) throws {
        let site = try #require(which == "fixture" ? Self.site : Self.projectSite)
        let pages = Self.pages(in: site)
        #expect(pages.count >= 12)
        // Two browsers, each loading half the pages one after the other: Chromium is slow to
        // start and the machine has two cores.
        let halves = [0, 1].map { half in
            pages.indices.filter { $0 % 2 == half }.map { pages[$0] }
        }
        let answers = try halves.concurrentMap(workers: 2) { half in
            try PageProbe.probe(half.map { site.appendingPathComponent($0) })
        }
        let probes = pages.indices.map { answers[$0 % 2][$0 / 2] }
        #expect(probes.count == pages.count)
        var ids: [String: Set<String>] = [:]
        for (page, probe) in zip(pages, probes) {
            #expect(probe.errors == [], "\(page)")
            for resource in probe.resources {
                #expect(
                    resource.hasPrefix("file://" + site.path + "/"), "\(page) loads \(resource)")
            }
            for link in probe.links {
                try checkLink(link, from: page, in: site, ids: &ids)
            }
        }
    }

    /// Internal links point at files of the site, and their `#anchor` at an element of the target
    /// (each target's ids read once into `ids`, by path: the site's 10,775 links searched each
    /// its target's text in 182 s).
    private func checkLink(
        _ link: String, from page: String, in site: URL, ids: inout [String: Set<String>]
    ) throws {
        if link.hasPrefix("http://") || link.hasPrefix("https://") || link.hasPrefix("mailto:") {
            return
        }
        // The 404 page links to the server root, which a file:// URL cannot show.
        if page == "404.html" && link == "file:///" { return }
        let url = try #require(URL(string: link), "\(page): \(link)")
        #expect(url.isFileURL, "\(page): \(link)")
        let path = url.path
        #expect(path.hasPrefix(site.path + "/"), "\(page) links outside the site: \(link)")
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        #expect(exists && !isDirectory.boolValue, "\(page) links to a missing file: \(link)")
        if let fragment = url.fragment, !fragment.isEmpty, exists, path.hasSuffix(".html") {
            if ids[path] == nil {
                let text = readText(URL(fileURLWithPath: path))
                ids[path] = Set(
                    text.components(separatedBy: "id=\"").dropFirst().map {
                        String($0.prefix { $0 != "\"" })
                    })
            }
            #expect(ids[path]?.contains(fragment) == true, "\(page): no #\(fragment) in \(path)")
        }
    }

    /// The probe itself: it must see what it is meant to catch.
    @Test func probeCatchesErrorsAndFailedLoads() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let page = scratch.url.appendingPathComponent("bad.html")
        try """
        <!DOCTYPE html><html><head><title>t</title></head><body>
        <img src="missing.png"><script>console.error("boom");</script>
        <script>undefinedFunction();</script></body></html>
        """.write(to: page, atomically: true, encoding: .utf8)
        let probe = try PageProbe.probe(page)
        #expect(probe.errors.count == 3, "\(probe.errors)")
        // Several pages in one browser, each in a frame: each page's own errors and links, in
        // the pages' order.
        let good = scratch.url.appendingPathComponent("good.html")
        try """
        <!DOCTYPE html><html><head><title>t</title></head><body><a href="bad.html">b</a></body></html>
        """.write(to: good, atomically: true, encoding: .utf8)
        let probes = try PageProbe.probe([good, page, good])
        #expect(probes.map(\.errors.count) == [0, 3, 0], "\(probes.map(\.errors))")
        #expect(probes[0].links == [scratch.url.appendingPathComponent("bad.html").absoluteString])
    }

    @Test func noFileRefersToAnotherHost() throws {
        let site = try #require(Self.site)
        for path in FileManager.default.subpaths(atPath: site.path) ?? [] {
            guard [".html", ".css", ".js", ".svg"].contains(where: path.hasSuffix) else { continue }
            let text = readText(site.appendingPathComponent(path))
            for pattern in [
                "@import", "url(http", "url(//", "src=\"http", "src=\"//", "<link href=\"http",
            ] {
                #expect(!text.contains(pattern), "\(path) contains \(pattern)")
            }
        }
    }

    @Test func searchFindsAKnownPage() throws {
        let site = try #require(Self.site)
        let probe = try PageProbe.probe(
            site.appendingPathComponent("search.html"), query: "?q=zebracorn",
            extra: """
                var input = document.getElementById("collor--search-input");
                p.wait = window.collorSearchDone.then(function () {
                  p.extra.results = Array.prototype.map.call(
                    document.querySelectorAll(".search-page-results a"),
                    function (a) { return a.firstChild.textContent + "|" + a.getAttribute("href"); }
                  ).join("\\n");
                  input.value = "second";
                  input.dispatchEvent(new Event("input"));
                  return window.collorSearchDone;
                }).then(function () {
                  p.extra.dropdown = document.getElementById("collor--search-results").textContent;
                });
                """)
        #expect(probe.errors == [])
        #expect(probe.extra["results"] == "First guide|guide/one.html")
        #expect(probe.extra["dropdown"]?.hasPrefix("Second guide") == true)
    }

    /// Builds the fixture site with one more page, `text` at `path`; returns the output's
    /// `guide/one.html`, where the searches start.
    private static func fixtureSite(
        adding path: String, _ text: String, in scratch: ScratchFolder
    ) throws -> URL {
        let source = try scratch.copyOfFixtureSite()
        try text.write(
            to: source.appendingPathComponent(path), atomically: true, encoding: .utf8)
        let output = scratch.url.appendingPathComponent("_site")
        _ = try SiteBuilder.buildFixture(output: output, source: source)
        return output.appendingPathComponent("guide/one.html")
    }

    /// A probe's script that types `query` into the search box and records, once the dropdown
    /// shows, each result's title and link (`results`) and whether the index was loaded before
    /// (`before`).
    private static func search(_ query: String) -> String {
        """
        var input = document.getElementById("collor--search-input");
        p.extra.before = String(Array.prototype.some.call(
          document.scripts, function (s) { return /search-index/.test(s.src); }));
        input.value = "\(query)";
        input.dispatchEvent(new Event("input"));
        p.wait = window.collorSearchDone.then(function () {
          p.extra.results = Array.prototype.map.call(
            document.querySelectorAll("#collor--search-results a"),
            function (a) { return a.firstChild.textContent + "|" + a.getAttribute("href"); }
          ).join("\\n");
        });
        """
    }

    /// From `file://`, the dropdown of an ordinary page loads the sharded index on the first
    /// search and finds a word far past the start of a long page (the old index kept only the
    /// first 4,000 characters), and a heading's word leads to the heading.
    @Test func searchFindsAWordDeepInAPageFromFileURLs() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let filler = String(repeating: "Plain words fill this paragraph of the page. ", count: 200)
        let page = try Self.fixtureSite(
            adding: "guide/long.md",
            "# Long page\n\n\(filler)\n\n## Feathered serpents\n\n\(filler) quetzalcoatlus.\n",
            in: scratch)
        let deep = try PageProbe.probe(page, extra: Self.search("Quetzal"))
        #expect(deep.errors == [])
        #expect(deep.extra["before"] == "false", "the index is not loaded before a search")
        #expect(deep.extra["results"] == "Long page|../guide/long.html")
        let heading = try PageProbe.probe(page, extra: Self.search("feathered"))
        #expect(heading.errors == [])
        #expect(
            heading.extra["results"]
                == "Long page › Feathered serpents|../guide/long.html#feathered-serpents")
        let none = try PageProbe.probe(page, extra: Self.search("quetzal nowhere"))
        #expect(none.errors == [])
        #expect(none.extra["results"] == "")
    }

    /// Terms outside ASCII are in bucketed shards (`SearchIndex.shardKey(of:)`), which the script
    /// computes as the index does: a Chinese word, a Japanese one, a French word that starts with
    /// an accent and a Latin word are all found from `file://`.
    @Test func searchFindsCJKAndLatinWords() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let page = try Self.fixtureSite(
            adding: "guide/cjk.md",
            "# 漢字の本\n\n東京都庁舎は、新宿にあります。ひらがなも。Une étoile brille. Zebrafinch.\n",
            in: scratch)
        for query in ["東京", "新宿にあります", "ひらがな", "étoile", "zebrafin", "漢字"] {
            let probe = try PageProbe.probe(page, extra: Self.search(query))
            #expect(probe.errors == [], "\(query)")
            // First, before the folder's index, which lists the page's title.
            #expect(
                probe.extra["results"]?.split(separator: "\n").first == "漢字の本|../guide/cjk.html",
                "\(query)")
        }
    }

    @Test func darkModeApplies() throws {
        let site = try #require(Self.site)
        let script = """
            p.extra.dark = String(matchMedia("(prefers-color-scheme: dark)").matches);
            p.extra.background = getComputedStyle(document.body).backgroundColor;
            """
        let page = site.appendingPathComponent("guide/one.html")
        let light = try PageProbe.probe(page, extra: script)
        let dark = try PageProbe.probe(page, extra: script, flags: ["--force-dark-mode"])
        #expect(light.extra["dark"] == "false")
        #expect(light.extra["background"] == "rgb(255, 255, 255)")
        #expect(dark.extra["dark"] == "true")
        #expect(dark.extra["background"] == "rgb(20, 23, 31)")
    }

    /// Docs pages never scroll sideways, from a phone to a desktop: long names in an API page's
    /// title, headings and table of contents (`OrderedDictionary.Elements.SubSequence.Iterator`,
    /// `supplementaryViewDescribable(at:for:)`) wrap, tables and code blocks scroll inside
    /// themselves. Widths from 320 to 1280 px, in a frame (headless Chromium's window is at
    /// least 500 px wide).
    @Test func docsPagesFitEveryWidth() throws {
        let site = try #require(Self.projectSite)
        let pages = [
            "api/Collor/CollectionData.html", "api/Collor/index.html", "index.html",
            "writing-docs.html", "performance.html", "cli.html",
            // Live galleries, embedded: each picks the layout that fits the column.
            "galleries.html", "layouts.html", "transitions.html", "getting-started.html",
            // A tutorial: steps beside their code on a desktop, each listing under its step on a
            // phone.
            "Tutorials/BuildYourFirstGallery.html", "Tutorials/TeamRoster.html",
        ]
        let results = try pages.concurrentMap(workers: 2) { page in
            try FrameProbe.overflows(of: site.appendingPathComponent(page))
        }
        for (page, overflows) in zip(pages, results) {
            #expect(overflows.isEmpty, "\(page): \(overflows.sorted { $0.key < $1.key })")
        }
        let longNames = try #require(Self.longNameSite)
        let symbolPage = longNames.appendingPathComponent(LongNameModule.page)
        #expect(readText(symbolPage).contains("persistent"))
        let overflows = try FrameProbe.overflows(of: symbolPage)
        #expect(overflows.isEmpty, "\(overflows.sorted { $0.key < $1.key })")
    }

    @Test func phoneWidthHidesTheSidebarBehindTheMenu() throws {
        let site = try #require(Self.site)
        let probe = try PageProbe.probe(
            site.appendingPathComponent("guide/one.html"),
            extra: """
                p.extra.sidebar = getComputedStyle(document.querySelector(".sidebar")).display;
                p.extra.menu = getComputedStyle(document.querySelector(".menu-toggle")).display;
                p.extra.overflow = String(document.documentElement.scrollWidth > innerWidth);
                """,
            flags: ["--window-size=500,900"])
        #expect(probe.extra["sidebar"] == "none")
        // A flex item's display is blockified: any value but `none` shows the menu button.
        #expect(probe.extra["menu"] != "none")
        #expect(probe.extra["overflow"] == "false")
    }
}
