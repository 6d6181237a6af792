import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// A user's own file where the site writes one of its own is an error naming both (hostile-input
/// round three, row 10: `404.html`, `sitemap.xml`, `search-index.js` and `search/…` were
/// replaced by the generated ones without a word, while a `search.html` clash was reported).
@Suite struct GeneratedFileClashTests {
    /// Built with a base URL, so that the site writes its sitemap too.
    private func build(
        _ files: [String: String], theme: [String: String]? = nil,
        baseURL: String? = "https://example.org/"
    ) throws -> (BuildReport, URL) {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let docs = scratch.url.appendingPathComponent("Docs")
        try ScratchSite.write(files, into: docs)
        let themeFolder = scratch.url.appendingPathComponent("Theme")
        if let theme { try ScratchSite.write(theme, into: themeFolder) }
        let output = scratch.url.appendingPathComponent("_site")
        let report = try SiteBuilder(
            configuration: SiteConfiguration(
                source: docs, output: output, theme: theme.map { _ in themeFolder },
                baseURL: baseURL, symbolGraphs: [], siteTitle: "T")
        ).build()
        return (report, output)
    }

    @Test(arguments: [
        ("404.html", "the 404 page"), ("sitemap.xml", "the sitemap"),
        ("search-index.js", "the search index"), ("search/t-ho.js", "the search index's folder"),
        ("search/notes.txt", "the search index's folder"),
    ])
    func aUserFileWhereTheSiteWritesItsOwnIsAnErrorNamingBoth(name: String, writer: String)
        throws
    {
        let (report, _) = try build(["index.md": "# Home\n", name: "mine\n"])
        #expect(report.errors.map(\.file) == ["Docs/" + name])
        #expect(
            report.errors.first?.reason
                == .output(
                    .duplicateOutput(
                        "\(name) (also written by the site: \(writer); rename the file)")))
    }

    /// Without a base URL the site writes no sitemap, so a user's own is published as it is.
    @Test func aUserSitemapWithoutABaseURLIsPublished() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let docs = scratch.url.appendingPathComponent("Docs")
        try ScratchSite.write(["index.md": "# Home\n", "sitemap.xml": "mine\n"], into: docs)
        let output = scratch.url.appendingPathComponent("_site")
        let report = try SiteBuilder(
            configuration: SiteConfiguration(source: docs, output: output, siteTitle: "T")
        ).build()
        #expect(report.errors.isEmpty)
        #expect(readText(output.appendingPathComponent("sitemap.xml")) == "mine\n")
    }

    /// A docs folder's `theme/` is its theme unless another is configured: then its files are
    /// the user's, and the configured theme's would replace them.
    @Test func aDocsThemeFileTheConfiguredThemeReplacesIsAnError() throws {
        let (report, _) = try build(
            ["index.md": "# Home\n", "theme/style.css": "a{}", "theme/logo.svg": "<svg/>"],
            theme: ["style.css": "b{}"])
        #expect(report.errors.map(\.file) == ["Docs/theme/style.css"])
        #expect(
            report.errors.first?.reason
                == .output(
                    .duplicateOutput(
                        "theme/style.css (also written by the site: the theme; rename the file)")))
    }

    @Test func aStaticFileWhereAChartGoesIsAnErrorNamingTheData() throws {
        let chart = """
            {"title": "T", "unit": "ms", "series": ["A"], "rows": [{"label": "1", "values": [2]}]}
            """
        let (report, _) = try build([
            "index.md": "# Home\n", "data/speed.json": chart, "charts/speed.svg": "<svg/>",
        ])
        #expect(report.errors.map(\.file) == ["Docs/charts/speed.svg"])
        #expect(report.errors.first?.message.contains("Docs/data/speed.json") == true)
    }

    @Test func filesBesideTheGeneratedOnesArePublished() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let docs = scratch.url.appendingPathComponent("Docs")
        try ScratchSite.write(
            ["index.md": "# Home\n", "searching/notes.txt": "n\n", "theme/logo.svg": "<svg/>"],
            into: docs)
        let output = scratch.url.appendingPathComponent("_site")
        let report = try SiteBuilder(
            configuration: SiteConfiguration(
                source: docs, output: output, symbolGraphs: [], siteTitle: "T")
        ).build()
        #expect(report.errors.isEmpty)
        #expect(readText(output.appendingPathComponent("searching/notes.txt")) == "n\n")
        #expect(readText(output.appendingPathComponent("theme/logo.svg")) == "<svg/>")
    }
}
