import CollorMarkdown
import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// The page-size limit in a build: a hand-written page over it is an error among the build's,
/// a generated API page is never refused for its size.
@Suite struct PageSizeLimitTests {
    private let limit = MarkdownOptions.maximumPageBytes
    /// The CVE-2023-22486 pattern, just over the limit.
    private var slowPage: String { String(repeating: "![[]()", count: limit / 6 + 1) }

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
                .markdown(.invalidFrontMatter("'order' must be a whole number")),
                .markdown(.pageTooLarge(bytes: page.utf8.count, limit: limit)),
            ])
        #expect(report.errors.map(\.file).allSatisfy { $0.hasSuffix(".md") })
    }

    /// A generated API page grows with the module; it is not a page someone wrote, so a type
    /// with thousands of members still gets its page.
    @Test func aGeneratedAPIPageOverTheLimitIsBuilt() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let docs = scratch.url.appendingPathComponent("Docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        try Data("# Home\n".utf8).write(to: docs.appendingPathComponent("index.md"))
        func symbol(_ path: [String], _ index: Int) -> [String: Any] {
            [
                "identifier": ["precise": "s:big\(index)", "interfaceLanguage": "swift"],
                "names": ["title": path.last ?? ""], "pathComponents": path,
                "accessLevel": "public",
                "kind": ["identifier": "swift.enum.case", "displayName": "Case"],
            ]
        }
        let cases = (0..<4_000).map {
            symbol(["Symbols", "case\($0)WithANameLongEnoughToFillTheReferencePage"], $0 + 1)
        }
        let graph: [String: Any] = [
            "metadata": ["formatVersion": ["major": 0, "minor": 6, "patch": 0], "generator": "t"],
            "module": ["name": "Big", "platform": [String: Any]()],
            "symbols": [symbol(["Symbols"], 0)] + cases, "relationships": [Any](),
        ]
        let graphURL = scratch.url.appendingPathComponent("Big.symbols.json")
        try JSONSerialization.data(withJSONObject: graph).write(to: graphURL)
        let output = scratch.url.appendingPathComponent("_site")
        let builder = SiteBuilder(
            configuration: SiteConfiguration(
                source: docs, output: output, symbolGraphs: [graphURL], siteTitle: "Big"))
        let report = try builder.build()
        #expect(report.errors.isEmpty, "\(report.errors)")
        guard case .generated = builder.allDocuments()["api/Big/Symbols.md"] else {
            Issue.record("no generated page for Symbols")
            return
        }
        let written = try Data(
            contentsOf: output.appendingPathComponent("api/Big/Symbols.html"))
        #expect(written.count > limit)
    }

    /// A construct over a limit fails the page someone wrote, with its place; in a doc comment
    /// from a symbol graph it is shown plain with a warning, so a dependency never fails a build.
    @Test func aDocCommentOverALimitIsAWarningAPageOverItAnError() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let docs = scratch.url.appendingPathComponent("Docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        let deep =
            "let s = " + String(repeating: "[", count: 7) + "1" + String(repeating: "]", count: 7)
        try Data("# Home\n\nIntro.\n\n```swift\n\(deep)\n```\n".utf8).write(
            to: docs.appendingPathComponent("index.md"))
        let symbol: [String: Any] = [
            "identifier": ["precise": "s:deep", "interfaceLanguage": "swift"],
            "names": ["title": "Deep"], "pathComponents": ["Deep"], "accessLevel": "public",
            "kind": ["identifier": "swift.struct", "displayName": "Structure"],
            "docComment": [
                "lines": [
                    ["text": "A deep one."], ["text": ""], ["text": "```swift"], ["text": deep],
                    ["text": "```"],
                ]
            ],
        ]
        let graph: [String: Any] = [
            "metadata": ["formatVersion": ["major": 0, "minor": 6, "patch": 0], "generator": "t"],
            "module": ["name": "Lib", "platform": [String: Any]()],
            "symbols": [symbol], "relationships": [Any](),
        ]
        let graphURL = scratch.url.appendingPathComponent("Lib.symbols.json")
        try JSONSerialization.data(withJSONObject: graph).write(to: graphURL)
        let report = try SiteBuilder(
            configuration: SiteConfiguration(
                source: docs, output: scratch.url.appendingPathComponent("_site"),
                symbolGraphs: [graphURL], siteTitle: "Lib")
        ).build()
        let detail = "[ and generic < nested deeper than 6 levels"
        #expect(report.errors.map(\.reason) == [.markdown(.overLimit(detail))])
        #expect(report.errors.first.map { "\($0.file):\($0.line)" } == "Docs/index.md:5")
        #expect(report.warnings.map(\.reason) == [.markdown(.highlightingSkipped(detail))])
        #expect(report.warnings.first?.file.hasPrefix("api/") == true)
    }
}
