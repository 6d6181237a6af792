import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// A site's blocks in languages other than Swift: highlighted in one batch per build, plain with
/// one warning when Pygments is missing, plain without one for languages it is not asked about.
@Suite struct HighlightedSiteTests {
    private let pages = [
        "index.md": "# Home\n\n```json\n{\"name\": \"Collor\"}\n```\n\n```klingon\nQapla'\n```\n",
        "guide/setup.md":
            "# Setup\n\n```console\n$ swift build\n```\n\n```json\n{\"name\": \"Collor\"}\n```\n",
    ]

    private func build(
        in scratch: ScratchFolder, output: String = "_site", highlighter: Pygments?
    ) throws -> (report: BuildReport, output: URL) {
        let source = scratch.url.appendingPathComponent("docs")
        try ScratchSite.write(pages, into: source)
        let output = scratch.url.appendingPathComponent(output)
        var configuration = SiteConfiguration(source: source, output: output, siteTitle: "Code")
        configuration.highlighter = highlighter
        let report = try SiteBuilder(configuration: configuration).build()
        #expect(report.errors.map(\.description) == [])
        return (report, output)
    }

    @Test func blocksAreHighlightedAndUnknownLanguagesStayPlainWithoutAWarning() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let site = try build(in: scratch, highlighter: Pygments())
        #expect(site.report.warnings.isEmpty)
        let home = ScratchSite.article(of: "index.html", in: site.output)
        #expect(
            home.contains(
                "<pre><code class=\"language-json\">{<span class=\"t\">&quot;name&quot;</span>"))
        #expect(home.contains("<pre><code class=\"language-klingon\">Qapla'\n</code></pre>"))
        let setup = ScratchSite.article(of: "guide/setup.html", in: site.output)
        #expect(setup.contains("<span class=\"gp\">$ </span>swift build\n</code></pre>"))
    }

    @Test func aMissingHighlighterLeavesBlocksPlainWithOneWarning() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let site = try build(
            in: scratch, highlighter: Pygments(interpreters: ["/nonexistent/python3"]))
        #expect(site.report.warnings.count == 1)
        let warning = try #require(site.report.warnings.first)
        #expect(
            warning.description
                == "pygments: code in languages other than Swift is shown without highlighting: "
                + "/nonexistent/python3 not found (install Pygments; on Debian: apt-get install "
                + "python3-pygments)")
        let home = ScratchSite.article(of: "index.html", in: site.output)
        #expect(
            home.contains(
                "<pre><code class=\"language-json\">{&quot;name&quot;: &quot;Collor&quot;}\n"))
        #expect(!home.contains("<span"))
    }

    @Test func noHighlighterLeavesBlocksPlainWithoutAWarning() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let site = try build(in: scratch, highlighter: nil)
        #expect(site.report.warnings.isEmpty)
        #expect(!ScratchSite.article(of: "index.html", in: site.output).contains("<span"))
    }

    @Test func aRebuildHighlightsTheBlocksItHasNotSeen() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let source = scratch.url.appendingPathComponent("docs")
        try ScratchSite.write(pages, into: source)
        var configuration = SiteConfiguration(
            source: source, output: scratch.url.appendingPathComponent("_site"), siteTitle: "Code")
        configuration.highlighter = Pygments()
        let builder = SiteBuilder(configuration: configuration)
        _ = try builder.build()
        #expect(builder.cache.highlights.html.count == 2)
        try ScratchSite.write(
            ["guide/setup.md": "# Setup\n\n```yaml\nname: Collor\n```\n"], into: source)
        let report = try builder.rebuild()
        #expect(report.warnings.isEmpty)
        #expect(report.renderedPages == ["guide/setup.html"])
        let setup = ScratchSite.article(of: "guide/setup.html", in: configuration.output)
        #expect(setup.contains("<span class=\"t\">name</span>: Collor"))
        // The console block no page shows any more is forgotten; the home page's JSON is kept.
        #expect(Set(builder.cache.highlights.html.keys.map(\.lexer)) == ["json", "yaml"])
    }

    @Test func twoBuildsWriteTheSameBytes() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let first = try build(in: scratch, output: "a", highlighter: Pygments())
        let second = try build(in: scratch, output: "b", highlighter: Pygments())
        for page in ["index.html", "guide/setup.html"] {
            let bytes = try Data(contentsOf: first.output.appendingPathComponent(page))
            #expect(bytes == (try Data(contentsOf: second.output.appendingPathComponent(page))))
            #expect(String(decoding: bytes, as: UTF8.self).contains("<span class=\"t\">"))
        }
    }
}
