import CollorMarkdown
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// Row 1 of the third hostile-input round, through a whole build: a `try? ` chain in a
/// declaration fragment or a doc comment of a symbol graph crashed the build (exit 139) from
/// 20 KB. Up to `MarkdownLimits.swiftBlockBytes` it is highlighted; past it, shown plain with a
/// warning at its API page, and the build succeeds.
@Suite struct SwiftBlockCapTests {
    private func build(declaration: String, comment: String) throws -> (BuildReport, String) {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let docs = scratch.url.appendingPathComponent("Docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        try Data("# Home\n\nIntro.\n".utf8).write(to: docs.appendingPathComponent("index.md"))
        let graph = SymbolGraphJSON(
            module: "Lib",
            symbols: [
                .init(
                    path: ["chain"], kind: "var", displayName: "Global Variable",
                    doc: "A chain.\n\n```swift\n\(comment)\n```",
                    declaration: [(kind: "text", spelling: declaration)])
            ])
        let graphURL = try graph.write(in: scratch.url)
        let output = scratch.url.appendingPathComponent("_site")
        let report = try SiteBuilder(
            configuration: SiteConfiguration(
                source: docs, output: output, symbolGraphs: [graphURL], siteTitle: "Lib")
        ).build()
        let pages =
            FileManager.default.enumerator(atPath: output.path)?
            .compactMap { $0 as? String }.filter { $0.hasPrefix("api/") && $0.hasSuffix(".html") }
            .sorted() ?? []
        let html = try pages.map {
            try String(contentsOf: output.appendingPathComponent($0), encoding: .utf8)
        }.joined()
        return (report, html)
    }

    /// The chain of the crash, 20 KB, over lines of 100 units (one line of it is over
    /// `swiftLineTokens`, which `SwiftHighlighterBoundsTests` checks).
    @Test func aChainWithinTheCapIsHighlightedInADeclarationAndADocComment() throws {
        let line = String(repeating: "try? ", count: 100) + "\n"
        let chain = "let x = " + String(repeating: line, count: 40) + "a"
        let (report, html) = try build(declaration: chain, comment: chain)
        #expect(report.errors.isEmpty)
        #expect(report.warnings.map(\.reason) == [])
        let highlighted = html.contains("<span class=\"k\">try</span>")
        #expect(highlighted)
    }

    @Test func aChainOverTheCapIsPlainWithAWarning() throws {
        let chain =
            "let x = "
            + String(repeating: "try? ", count: MarkdownLimits.generated.swiftBlockBytes / 5)
        let (report, html) = try build(declaration: chain, comment: chain)
        #expect(report.errors.isEmpty)
        let detail = "larger than 65536 bytes"
        #expect(
            report.warnings.map(\.reason) == [
                .markdown(.highlightingSkipped(detail)), .markdown(.highlightingSkipped(detail)),
            ])
        let plain = html.contains("let x = try? try? ") && !html.contains("<span class=\"k\">try")
        #expect(plain)
    }
}
