import CollorMarkdown
import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

@Suite struct SiteBuilderTests {
    @Test func buildsTheFixtureSite() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let output = scratch.url.appendingPathComponent("_site")
        let report = try SiteBuilder.buildFixture(output: output)
        let expected = [
            "index.html", "guide/one.html", "guide/second.html", "search.html", "404.html",
            "api/index.html", "api/Collor/index.html", "api/Collor/CollectionData.html",
            "api/Collor/IndexPath.html", "theme/DejaVuSans.ttf", "theme/LICENSE-DejaVu.txt",
            "galleries/random.html", "images/dot.svg", "charts/bars.svg", "theme/style.css",
            "theme/search.js", "search-index.js", "search/d-0.js", ".collor-build",
        ]
        for path in expected {
            #expect(
                FileManager.default.fileExists(atPath: output.appendingPathComponent(path).path),
                "\(path)")
        }
        #expect(report.galleries == 1)
        #expect(report.warnings.isEmpty)
        let home = readText(output.appendingPathComponent("index.html"))
        #expect(home.contains("<a href=\"guide/one.html\">the first guide</a>"))
        #expect(home.contains("<a href=\"guide/second.html#details\">the details</a>"))
        #expect(
            home.contains(
                "<a class=\"symbol\" href=\"api/Collor/CollectionData.html\"><code>CollectionData</code></a>"
            ))
        #expect(home.contains("<title>Fixture home – Fixture Docs</title>"))
        let one = readText(output.appendingPathComponent("guide/one.html"))
        // No front matter: the title comes from the first heading.
        #expect(one.contains("<title>First guide – Fixture Docs</title>"))
        #expect(one.contains("<a href=\"../index.html#welcome\">home</a>"))
        #expect(one.contains("<a href=\"second.html\">second page</a>"))
        #expect(one.contains("<link rel=\"stylesheet\" href=\"../theme/style.css\">"))
        #expect(one.contains("<aside class=\"toc\""))
        // Ordered pages first (home 0, second 2), then the others, then the API reference.
        #expect(one.contains("<a class=\"prev\" rel=\"prev\" href=\"second.html\">"))
        #expect(one.contains("<a class=\"next\" rel=\"next\" href=\"../api/index.html\">"))
    }

    @Test func outputIsDeterministic() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let first = scratch.url.appendingPathComponent("a")
        let second = scratch.url.appendingPathComponent("b")
        _ = try SiteBuilder.buildFixture(output: first)
        _ = try SiteBuilder.buildFixture(output: second)
        let files = try FileManager.default.subpathsOfDirectory(atPath: first.path).sorted()
        #expect(
            files == (try FileManager.default.subpathsOfDirectory(atPath: second.path).sorted()))
        for file in files {
            let a = try? Data(contentsOf: first.appendingPathComponent(file))
            let b = try? Data(contentsOf: second.appendingPathComponent(file))
            #expect(a == b, "\(file)")
        }
    }

    /// DocC does not check a plain link at all and only warns about a `<doc:>` link it cannot
    /// resolve: a broken link is a warning, and the site is written.
    @Test func brokenLinksAreWarningsAndTheSiteIsWritten() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let source = try scratch.copyOfFixtureSite()
        let output = scratch.url.appendingPathComponent("_site")
        try Self.breakLinks(in: source)
        let report = try SiteBuilder(
            configuration: Fixtures.configuration(source: source, output: output)
        ).build()
        #expect(report.errors.map(\.description) == [])
        #expect(report.warnings.map(\.description) == Self.brokenLinks)
        #expect(readText(output.appendingPathComponent("guide/one.html")).contains("nope.md"))
    }

    /// A strict build fails on the same warnings, names each at its file, line and column, and
    /// leaves the last output as it was.
    @Test func aStrictBuildFailsOnBrokenLinksAndLeavesTheOutput() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let source = try scratch.copyOfFixtureSite()
        let output = scratch.url.appendingPathComponent("_site")
        _ = try SiteBuilder.buildFixture(output: output, source: source)
        let before = readText(output.appendingPathComponent("guide/one.html"))
        try Self.breakLinks(in: source)
        var configuration = Fixtures.configuration(source: source, output: output)
        configuration.strict = true
        let report = try SiteBuilder(configuration: configuration).build()
        #expect(report.errors.map(\.description) == Self.brokenLinks)
        #expect(report.warningsAsErrors == 3)
        #expect(report.warnings.isEmpty)
        #expect(
            report.errorCount == "3 error(s), 3 of them warnings turned into errors by strict mode")
        #expect(readText(output.appendingPathComponent("guide/one.html")) == before)
    }

    static let brokenLinks = [
        "Site/guide/one.md:3:5: broken link 'nope.md': no such page or file in the site",
        "Site/guide/one.md:3:28: broken link 'two.md#nowhere': the page has no heading with that anchor",
        // Another page linked to a heading the edit removed.
        "Site/guide/two.md:10:9: broken link 'one.md#usage-1': the page has no heading with that anchor",
    ]

    static func breakLinks(in source: URL) throws {
        try "# First guide\n\nSee [nothing](nope.md) and [no anchor](two.md#nowhere).\n"
            .write(
                to: source.appendingPathComponent("guide/one.md"), atomically: true, encoding: .utf8
            )
    }

    @Test func refusesForeignFolders() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let output = scratch.url.appendingPathComponent("mine")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try "keep me".write(
            to: output.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        #expect(
            throws: SiteError(file: output.standardizedFileURL.path, reason: .output(.notOwned))
        ) {
            try SiteBuilder(configuration: Fixtures.configuration(output: output)).build()
        }
        #expect(readText(output.appendingPathComponent("notes.txt")) == "keep me")
    }

    @Test func refusesToReplaceAnOutputHoldingUserFiles() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let output = scratch.url.appendingPathComponent("_site")
        _ = try SiteBuilder.buildFixture(output: output)
        try "mine".write(
            to: output.appendingPathComponent("guide/user.txt"), atomically: true, encoding: .utf8)
        #expect(
            throws: SiteError(
                file: output.standardizedFileURL.path,
                reason: .output(.foreignFiles(["guide/user.txt"])))
        ) {
            try SiteBuilder(configuration: Fixtures.configuration(output: output)).build()
        }
        #expect(readText(output.appendingPathComponent("guide/user.txt")) == "mine")
        #expect(
            FileManager.default.fileExists(atPath: output.appendingPathComponent("index.html").path)
        )
    }

    @Test func rebuildsIntoEmptyAndPreviousOutputs() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let output = scratch.url.appendingPathComponent("_site")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        _ = try SiteBuilder.buildFixture(output: output)
        _ = try SiteBuilder.buildFixture(output: output)
        let siblings = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path)
        #expect(siblings == ["_site"])
        // The sitemap protocol allows only absolute locations: no base URL, no sitemap.
        #expect(
            !FileManager.default.fileExists(
                atPath: output.appendingPathComponent("sitemap.xml").path))
    }

    @Test func notFoundPageIsSelfContained() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let output = scratch.url.appendingPathComponent("_site")
        var configuration = Fixtures.configuration(output: output)
        configuration.baseURL = "https://example.org/docs"
        _ = try SiteBuilder(configuration: configuration).build()
        let page = readText(output.appendingPathComponent("404.html"))
        #expect(page.contains("<h1>Page not found</h1>"))
        #expect(page.contains("<style>\n/* The built-in theme of collor build."))
        #expect(page.contains("href=\"https://example.org/docs/\""))
        #expect(!page.contains("<link"))
        let sitemap = readText(output.appendingPathComponent("sitemap.xml"))
        #expect(sitemap.contains("<loc>https://example.org/docs/guide/one.html</loc>"))
    }

    @Test func sitemapListsEveryPageSortedAndAbsolute() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let output = scratch.url.appendingPathComponent("_site")
        var configuration = Fixtures.configuration(output: output)
        configuration.baseURL = "https://example.org/docs"
        _ = try SiteBuilder(configuration: configuration).build()
        let sitemap = readText(output.appendingPathComponent("sitemap.xml"))
        let locations = sitemap.split(separator: "\n").filter { $0.hasPrefix("<url>") }
            .map {
                $0.replacingOccurrences(of: "<url><loc>https://example.org/docs/", with: "")
                    .replacingOccurrences(of: "</loc></url>", with: "")
            }
        #expect(locations == locations.sorted())
        #expect(locations.contains("guide/second.html"))
        #expect(locations.contains("api/Collor/CollectionData.html"))
        #expect(!locations.contains("search.html"))
        #expect(!locations.contains { $0.contains(":") })
    }

    @Test func searchIndexHoldsTitlesHeadingsAndText() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let output = scratch.url.appendingPathComponent("_site")
        _ = try SiteBuilder.buildFixture(output: output)
        let documents = readText(output.appendingPathComponent("search/d-0.js"))
        #expect(documents.contains("[\"First guide\",\"guide/one.html\",[[\"Usage\",\"usage\"],"))
        #expect(SearchShards.shard("7a65", in: output).contains("\"zebracorn\""))
        // Pages do not load the index: search.js does, on the first search.
        let page = readText(output.appendingPathComponent("guide/one.html"))
        #expect(!page.contains("search-index.js"))
        #expect(page.contains("<script src=\"../theme/search.js\"></script>"))
    }

    @Test func rebuildRendersOnlyTheChangedPage() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let source = try scratch.copyOfFixtureSite()
        let output = scratch.url.appendingPathComponent("_site")
        let builder = SiteBuilder(
            configuration: Fixtures.configuration(source: source, output: output))
        let full = try builder.build()
        #expect(full.renderedPages.contains("api/Collor/CollectionData.html"))
        let page = source.appendingPathComponent("guide/one.md")
        try (readText(page) + "\nA new sentence about unicorns.\n").write(
            to: page, atomically: true, encoding: .utf8)
        let partial = try builder.rebuild()
        #expect(partial.errors.isEmpty)
        #expect(partial.renderedPages == ["guide/one.html"])
        // The page, and the search shards of its new words (no other page).
        #expect(partial.writtenFiles.contains("guide/one.html"))
        let unicorns = try #require(SearchShards.file(holding: "756e", in: output))
        #expect(partial.writtenFiles.contains(unicorns))
        #expect(
            partial.writtenFiles.allSatisfy { $0 == "guide/one.html" || $0.hasPrefix("search") })
        #expect(readText(output.appendingPathComponent("guide/one.html")).contains("unicorns"))
        // A new title changes the navigation of every page, but the API reference is not decoded again.
        try readText(page).replacingOccurrences(of: "# First guide", with: "# Renamed guide")
            .write(to: page, atomically: true, encoding: .utf8)
        let renamed = try builder.rebuild()
        #expect(renamed.renderedPages.count == full.renderedPages.count)
        // The other page of its folder lists it under its new title.
        #expect(
            readText(output.appendingPathComponent("guide/second.html")).contains("Renamed guide"))
        let unchanged = try builder.rebuild()
        #expect(unchanged.renderedPages.isEmpty && unchanged.writtenFiles.isEmpty)
    }

    /// A strict build, so that a broken link fails the rebuild.
    @Test func aFailedRebuildKeepsTheOutputAndTheNextOneRecovers() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let source = try scratch.copyOfFixtureSite()
        let output = scratch.url.appendingPathComponent("_site")
        var configuration = Fixtures.configuration(source: source, output: output)
        configuration.strict = true
        let builder = SiteBuilder(configuration: configuration)
        _ = try builder.build()
        let before = readText(output.appendingPathComponent("index.html"))
        // Renaming the second "Usage" breaks the link to it from two.md.
        let one = source.appendingPathComponent("guide/one.md")
        let text = readText(one)
        let renamed = text.replacingOccurrences(
            of: "## Usage\n\n![", with: "## Pictures\n\n![")
        try renamed.write(to: one, atomically: true, encoding: .utf8)
        let failed = try builder.rebuild()
        #expect(failed.errors.count == 1)
        #expect(failed.warningsAsErrors == 1)
        #expect(readText(output.appendingPathComponent("index.html")) == before)
        let two = source.appendingPathComponent("guide/two.md")
        try readText(two).replacingOccurrences(of: "one.md#usage-1", with: "one.md#pictures")
            .write(to: two, atomically: true, encoding: .utf8)
        let fixed = try builder.rebuild()
        #expect(fixed.errors.isEmpty)
        #expect(
            readText(output.appendingPathComponent("guide/second.html")).contains(
                "one.html#pictures"))
        #expect(
            readText(output.appendingPathComponent("guide/one.html")).contains("id=\"pictures\""))
    }

    @Test func theProjectSiteBuildsWithoutErrorsOrWarnings() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let output = scratch.url.appendingPathComponent("_site")
        let configuration = SiteConfiguration(
            sources: Fixtures.projectSources, output: output, siteTitle: "Collor for the web",
            symbolGraphs: Fixtures.symbolGraphs,
            galleries: GalleryPlaceholder(
                names: ["Random", "Pantone", "RealTime", "Weather", "Alphabet", "Columns"]))
        let report = try SiteBuilder(configuration: configuration).build()
        #expect(report.errors.map(\.description) == [])
        #expect(report.warnings.map(\.description) == [])
        #expect(report.pages >= 20)
        #expect(
            FileManager.default.fileExists(
                atPath: output.appendingPathComponent("charts/diff-benchmark.svg").path))
    }

    @Test func duplicateOutputsAreReported() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let source = try scratch.copyOfFixtureSite()
        try "---\nslug: one\n---\n# Clash\n".write(
            to: source.appendingPathComponent("guide/other.md"), atomically: true, encoding: .utf8)
        let report = try SiteBuilder(
            configuration: Fixtures.configuration(
                source: source, output: scratch.url.appendingPathComponent("out"))
        ).build()
        #expect(report.errors.count == 1)
        #expect(report.errors.first?.file == "Site/guide/other.md")
    }
}

@Suite struct OutputInsideSourceTests {
    @Test func anOutputInsideTheSourceIsNotReadBack() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let source = try scratch.copyOfFixtureSite()
        let output = source.appendingPathComponent("_site")
        _ = try SiteBuilder.buildFixture(output: output, source: source)
        let second = try SiteBuilder.buildFixture(output: output, source: source)
        #expect(!second.writtenFiles.contains { $0.hasPrefix("_site/") })
    }
}
