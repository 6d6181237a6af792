import CollorMarkdown
import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// Every output path has one source (hostile-input finding 11): a static file, a page and a
/// generated file overwrote each other with exit 0.
@Suite struct OutputClashTests {
    private func errors(_ files: [String: String]) throws -> [SiteError] {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let docs = scratch.url.appendingPathComponent("Docs")
        try ScratchSite.write(files, into: docs)
        return try SiteBuilder(
            configuration: SiteConfiguration(
                source: docs, output: scratch.url.appendingPathComponent("_site"),
                symbolGraphs: Fixtures.symbolGraphs, siteTitle: "T")
        ).build().errors
    }

    @Test func aStaticFileAndAPageAtOnePathAreAnErrorNamingBoth() throws {
        let found = try errors(["index.md": "# Home\n", "foo.md": "# Foo\n", "foo.html": "<p>"])
        #expect(found.map(\.file) == ["Docs/foo.md"])
        #expect(
            found.first?.reason
                == .output(.duplicateOutput("foo.html (also written by Docs/foo.html)")))
    }

    @Test func pagesAtTheSitesOwnFilesAreErrors() throws {
        let found = try errors([
            "index.md": "# Home\n", "404.md": "# Lost\n", "search.md": "# Find\n",
            "api/index.md": "# Mine\n", "sitemap.xml.md": "# Fine\n",
        ])
        #expect(
            found.map(\.file).sorted() == ["Docs/404.md", "Docs/api/index.md", "Docs/search.md"])
        #expect(found.allSatisfy { $0.message.contains("two sources write") })
    }

    @Test func aWrittenHomePageStillTakesTheGeneratedOnesPlace() throws {
        #expect(try errors(["index.md": "# Home\n", "guide.md": "# Guide\n"]).isEmpty)
    }
}
