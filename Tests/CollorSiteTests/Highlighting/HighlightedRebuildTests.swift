import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// A rebuild looks at the edited pages' blocks only (`CodeBlockUses`): a block that two pages
/// show stays highlighted, and warned about, at the page that still shows it when the other
/// drops it, as a full build of the same sources says.
@Suite struct HighlightedRebuildTests {
    /// Over the JSON lexer's bound on one line: left plain, with a warning at each place.
    private static let longJSON = String(repeating: "1", count: 1_001)

    @Test func aBlockOnePageDropsStaysWarnedAboutWhereTheOtherShowsIt() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let source = scratch.url.appendingPathComponent("docs")
        let block = "```json\n\(Self.longJSON)\n```\n"
        let shared = "```json\n{\"shared\": 1}\n```\n"
        try ScratchSite.write(
            [
                "index.md": "# Home\n\n\(block)\n\(shared)",
                "guide/setup.md": "# Setup\n\n\(block)\n\(shared)",
            ], into: source)
        var configuration = SiteConfiguration(
            source: source, output: scratch.url.appendingPathComponent("_site"),
            siteTitle: "Code")
        configuration.highlighter = Pygments()
        let builder = SiteBuilder(configuration: configuration)
        let first = try builder.build()
        // Warnings name files from where the build runs: their ends are the pages'.
        let files = { (report: BuildReport) in
            report.warnings.map { $0.file.split(separator: "/").suffix(2).joined(separator: "/") }
        }
        #expect(files(first) == ["guide/setup.md", "docs/index.md"])
        let setup = source.appendingPathComponent("guide/setup.md")
        try "# Setup\n\nNo code.\n".write(to: setup, atomically: true, encoding: .utf8)
        let rebuilt = try builder.rebuild(changed: [setup.path])
        var fresh = configuration
        fresh.output = scratch.url.appendingPathComponent("full")
        let full = try SiteBuilder(configuration: fresh).build()
        #expect(rebuilt.warnings.map(\.description) == full.warnings.map(\.description))
        #expect(files(rebuilt) == ["docs/index.md"])
        let home = ScratchSite.article(of: "index.html", in: configuration.output)
        #expect(home == ScratchSite.article(of: "index.html", in: fresh.output))
        #expect(home.contains("<span class=\"t\">&quot;shared&quot;</span>"))
        // The page that showed it alone goes: so does its warning.
        try FileManager.default.removeItem(at: source.appendingPathComponent("index.md"))
        let last = try builder.rebuild()
        #expect(last.errors.map(\.description) == [])
        #expect(last.warnings.isEmpty)
    }
}
