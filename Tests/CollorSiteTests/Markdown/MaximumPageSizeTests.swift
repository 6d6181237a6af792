import Foundation
import Testing

@testable import CollorSite

/// libcmark 0.30.2 takes time quadratic in the length of some inputs, so pages are capped.
@Suite struct MaximumPageSizeTests {
    private let limit = MarkdownOptions.maximumPageBytes
    /// The CVE-2023-22486 pattern, just over the limit.
    private var slowPage: String { String(repeating: "![[]()", count: limit / 6 + 1) }

    @Test func rendererRefusesAPageOverTheLimit() {
        let page = slowPage
        let rendered = MarkdownRenderer.render(page, context: MarkdownContext(file: "big.md"))
        #expect(
            rendered.errors == [
                SiteError(
                    file: "big.md", reason: .pageTooLarge(bytes: page.utf8.count, limit: limit))
            ])
        #expect(rendered.html.isEmpty)
        #expect(rendered.headings.isEmpty)
    }

    @Test func pageAtTheLimitRenders() {
        let page = "# Long\n\n" + String(repeating: "word ", count: (limit - 8) / 5)
        #expect(page.utf8.count <= limit)
        let rendered = MarkdownRenderer.render(page)
        #expect(rendered.errors.isEmpty)
        #expect(rendered.firstHeading == "Long")
    }

    @Test func messageNamesTheFileTheSizeAndTheLimit() {
        let error = SiteError(file: "big.md", reason: .pageTooLarge(bytes: 300_000, limit: limit))
        #expect(
            error.description
                == "big.md: page is 300000 bytes, more than the limit of \(limit) bytes: split it"
                + " into several pages")
    }

    /// The oversized page is one error among the build's; every other page is still read.
    @Test func siteBuildReportsTheOversizedPageAndReadsTheOthers() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let source = try scratch.copyOfFixtureSite()
        let page = "---\ntitle: Big\n---\n" + slowPage
        try Data(page.utf8).write(to: source.appendingPathComponent("guide/big.md"))
        // A second broken page shows that reading went on past the oversized one.
        try Data("---\norder: x\n---\n".utf8).write(
            to: source.appendingPathComponent("guide/bad.md"))
        let output = scratch.url.appendingPathComponent("_site")
        let report = try SiteBuilder(
            configuration: Fixtures.configuration(source: source, output: output)
        ).build()
        #expect(
            report.errors.map(\.reason) == [
                .invalidFrontMatter("'order' must be a whole number"),
                .pageTooLarge(bytes: page.utf8.count, limit: limit),
            ])
        #expect(report.errors.map(\.file).allSatisfy { $0.hasSuffix(".md") })
    }
}
