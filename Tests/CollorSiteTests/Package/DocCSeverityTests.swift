import CollorMarkdown
import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// DocC's severities: what `docc convert` accepts without a word or only warns about never
/// fails a build, and a strict build (`strict: true`, `--strict`) fails on every warning. The
/// fixture package's catalog gets the links docc accepts.
@Suite struct DocCSeverityTests {
    /// The catalog's landing page, with a lowercase fragment (the catalog's anchors keep the
    /// heading's case: `#Overview`, which the link reaches), a relative link to an article that
    /// does not exist, and a link to a tutorial; and the tutorial itself, which is a page the
    /// link reaches.
    static func package(in scratch: ScratchFolder, configuration: String? = nil) throws -> URL {
        let root = try PackageSiteTests.package(in: scratch, configuration: configuration)
        let catalog = root.appendingPathComponent("Sources/FreshKit/FreshKit.docc")
        let landing = catalog.appendingPathComponent("FreshKit.md")
        try
            (readText(landing)
            + "\nRead the [overview](#overview), [ordering](./other-article) and <doc:Picking>.\n")
            .write(to: landing, atomically: true, encoding: .utf8)
        try
            ("@Tutorial(time: 5) {\n  @Intro(title: \"Pick Fruit\") {\n  }\n"
            + "  @Section(title: \"Pick\") {\n  }\n}\n").write(
                to: catalog.appendingPathComponent("Picking.tutorial"), atomically: true,
                encoding: .utf8)
        return root
    }

    /// The fixture's own warning: a symbol link into the standard library.
    static let symbolWarning =
        "FreshKit.docc/FreshKit.md:18:30: symbol link ``Swift/Array`` is not in the documented "
        + "modules (another module's?): shown as code"
    static let linkWarnings = [
        symbolWarning,
        "FreshKit.docc/FreshKit.md:35:33: broken link './other-article': no such page or file in "
            + "the site",
    ]

    @Test func linksDocCAcceptsAreWarningsAndTheSiteIsWritten() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let site = try PackageSiteTests.site(try Self.package(in: scratch))
        let report = try SiteBuilder(configuration: site.configuration).build()
        #expect(report.errors.map(\.description) == [])
        #expect(report.warnings.map(\.description) == Self.linkWarnings)
        #expect(report.tutorialLinks == 0)
        // The catalog's root page, the home of a site that is one catalog.
        let landing = site.configuration.output.appendingPathComponent("index.html")
        #expect(FileManager.default.fileExists(atPath: landing.path))
        // The lowercase fragment reaches the heading docc's anchor names (`#Overview`).
        let page = readText(
            site.configuration.output.appendingPathComponent("index.html"))
        #expect(page.contains("Read the <a href=\"#Overview\">overview</a>"))
        #expect(page.contains("<a href=\"FreshKit/Picking.html\">Pick Fruit</a>.</p>"))
        let tutorial = readText(
            site.configuration.output.appendingPathComponent("FreshKit/Picking.html"))
        #expect(tutorial.contains("<h1>Pick Fruit</h1>") && tutorial.contains("<h2 id=\"Pick\">"))
        #expect(!tutorial.contains("@Step"))
    }

    @Test func strictInCollorYMLFailsOnEachWarningAtItsPlace() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = try Self.package(in: scratch, configuration: "strict: true\ncolour: blue\n")
        let site = try PackageSiteTests.site(root)
        #expect(site.configuration.strict)
        let report = try SiteBuilder(configuration: site.configuration).build()
        #expect(
            report.errors.map(\.description)
                == [
                    "collor.yml:2:1: unknown key 'colour' is ignored (known: "
                        + ConfigurationFile.keys.joined(separator: ", ") + ")"
                ] + Self.linkWarnings)
        #expect(report.warningsAsErrors == 3)
        #expect(report.warnings.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: site.configuration.output.path))
    }

    @Test func theStrictOptionFailsTheSameBuild() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = try Self.package(in: scratch)
        let site = try PackageSite(
            options: PackageSite.Options(
                root: root, symbolGraphs: [PackageSiteTests.graphs.path], strict: true))
        let report = try SiteBuilder(configuration: site.configuration).build()
        #expect(report.errors.map(\.description) == Self.linkWarnings)
        #expect(report.warningsAsErrors == 2)
    }

    /// Limits on input and output clashes are errors whether or not the build is strict.
    @Test func aPageOverTheLimitAndAnOutputClashStayErrorsWithoutStrict() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let docs = scratch.url.appendingPathComponent("Docs")
        let tooLarge = String(repeating: "a", count: MarkdownOptions.maximumPageBytes + 1)
        try ScratchSite.write(
            ["index.md": "# Home\n\n[gone](gone.md)\n", "big.md": tooLarge], into: docs)
        let output = scratch.url.appendingPathComponent("_site")
        let configuration = SiteConfiguration(source: docs, output: output, siteTitle: "T")
        #expect(!configuration.strict)
        let tooLargeReport = try SiteBuilder(configuration: configuration).build()
        #expect(
            tooLargeReport.errors.map(\.reason) == [
                .markdown(.pageTooLarge(bytes: tooLarge.utf8.count, limit: tooLarge.utf8.count - 1))
            ])
        #expect(tooLargeReport.warningsAsErrors == 0)
        try FileManager.default.removeItem(at: docs.appendingPathComponent("big.md"))
        try ScratchSite.write(["big.md": "# Big\n", "big.html": "<p>"], into: docs)
        let clash = try SiteBuilder(configuration: configuration).build()
        #expect(clash.errors.map(\.file) == ["Docs/big.md"])
        #expect(clash.errors.first?.message.contains("two sources write") == true)
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}
