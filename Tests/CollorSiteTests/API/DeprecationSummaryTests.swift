import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// `@DeprecationSummary` against docc 6.3.1 for the same catalog and symbol graph
/// (`__Fixtures__/docc-deprecation-summary`, written by `scripts/docc-deprecation-summary.py`):
/// one written in an extension file or a doc comment is the page's deprecation summary instead
/// of the graph's message, marks the symbol deprecated in its module's lists even when the graph
/// does not deprecate it, and then gets docc's warning at the directive.
@Suite struct DeprecationSummaryTests {
    private static let folder = Fixtures.folder.appendingPathComponent("docc-deprecation-summary")

    private struct DocC: Decodable {
        struct Diagnostic: Decodable, Equatable {
            var file: String
            var line: Int
            var column: Int
            var summary: String
        }
        var summaries: [String: String?]
        var platforms: [String: [String]]
        var marked: [String]
        var diagnostics: [Diagnostic]
    }

    private static func docc() throws -> DocC {
        try JSONDecoder().decode(
            DocC.self, from: Data(contentsOf: folder.appendingPathComponent("docc.json")))
    }

    private static func build() throws -> (
        report: BuildReport, output: URL, scratch: ScratchFolder
    ) {
        try ScratchSite.buildCatalog(
            ScratchSite.catalogFiles(in: folder), module: "Demo",
            symbolGraphs: [folder.appendingPathComponent("Demo.symbols.json")])
    }

    /// The deprecation summaries a page shows, in order: a `@DeprecationSummary`'s aside and the
    /// graph's message after "Deprecated.", as plain text.
    private func summaries(on page: String, in output: URL) -> [String] {
        let html = ScratchSite.article(of: page, in: output)
        let asides = html.matches(
            of: /<p class="aside-label">Deprecated<\/p>\n<p>(.*?)<\/p>/
        ).map { String($0.output.1) }
        let messages = html.matches(of: /<p><em>Deprecated\.<\/em> ?(.*?)<\/p>/).map {
            String($0.output.1)
        }
        return (asides + messages).map {
            $0.replacing(/<[^>]*>/, with: "")
        }
    }

    @Test func summariesAreDocCs() throws {
        let docc = try Self.docc()
        let (report, output, scratch) = try Self.build()
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        for (title, page) in [
            ("old()", "old-28-29"), ("fresh()", "fresh-28-29"), ("macOnly()", "macOnly-28-29"),
            ("commented()", "commented-28-29"), ("swiftOnly()", "swiftOnly-28-29"),
            ("everyPlatform()", "everyPlatform-28-29"),
        ] {
            let expected = try #require(docc.summaries[title] ?? nil, "\(title)")
            #expect(
                summaries(on: "api/Demo/\(page).html", in: output) == [expected], "\(title)")
        }
        // The type's own summary, then its member's: its extension file's `@DeprecationSummary`
        // instead of the graph's message, shown in its section (it has no page of its own).
        let box = try #require(docc.summaries["Box"] ?? nil)
        let member = try #require(docc.summaries["member()"] ?? nil)
        #expect(summaries(on: "api/Demo/Box.html", in: output) == [box, member])
        #expect(docc.summaries["prose()"] == .some(nil))
        #expect(summaries(on: "api/Demo/prose-28-29.html", in: output).isEmpty)
    }

    /// A platform the graph only deprecates (`@available(swift, deprecated: 5.6)`) is listed
    /// with its deprecation, not as introduced then; the report says so, and a paragraph that
    /// merely starts with the word "Deprecated." is no deprecation summary.
    @Test func platformsOnlyDeprecatedAreListedAsDocCListsThem() throws {
        let docc = try Self.docc()
        let built = try ReportPages.build(
            fixture: Self.folder,
            html: ["swiftOnly-28-29", "everyPlatform-28-29"].map { "api/Demo/\($0).html" })
        for (title, page) in [
            ("swiftOnly()", "swiftOnly-28-29"), ("everyPlatform()", "everyPlatform-28-29"),
        ] {
            let html = try #require(built.html["api/Demo/\(page).html"])
            let pills = html.matches(of: /<li class="deprecated">([^<]*)<\/li>/).map {
                String($0.output.1)
            }
            // docc's "Swift, deprecated 5.6" as a pill: the version the range ends at.
            let expected = (docc.platforms[title] ?? []).map {
                $0.replacing(", deprecated ", with: " –")
            }
            #expect(pills == expected, "\(title)")
            let report = built.pages["api/Demo/\(page).html"]
            let items = (report?["sections"] as? [[String: Any]] ?? []).filter {
                $0["kind"] as? String == "availability"
            }.flatMap { $0["items"] as? [[String: String]] ?? [] }.map {
                "\($0["name"] ?? ""), deprecated \(($0["text"] ?? "").dropFirst())"
            }
            #expect(items == docc.platforms[title], "\(title)")
            let summary = (report?["sections"] as? [[String: Any]] ?? []).first {
                $0["kind"] as? String == "deprecation"
            }
            #expect(summary?["text"] as? String == docc.summaries[title] ?? nil, "\(title)")
        }
        let prose = built.pages["api/Demo/prose-28-29.html"]
        let deprecations = (prose?["sections"] as? [[String: Any]] ?? []).filter {
            $0["kind"] as? String == "deprecation"
        }
        #expect(docc.summaries["prose()"] == .some(nil))
        #expect(deprecations.isEmpty, "\(deprecations)")
    }

    @Test func theModuleMarksWhatDocCMarks() throws {
        let docc = try Self.docc()
        let (_, output, scratch) = try Self.build()
        defer { scratch.remove() }
        let index = ScratchSite.article(of: "api/Demo/index.html", in: output)
        let marked = index.matches(of: /<code>([^<]*)<\/code><\/a> <em>Deprecated<\/em>/).map {
            String($0.output.1)
        }
        #expect(marked.sorted() == docc.marked)
    }

    @Test func aSummaryOfASymbolNotDeprecatedIsWarnedAboutAsDocCDoes() throws {
        let docc = try Self.docc()
        let (report, _, scratch) = try Self.build()
        defer { scratch.remove() }
        let found = report.warnings.filter { $0.reason.identifier.hasPrefix("deprecationSummary.") }
            .map {
                DocC.Diagnostic(
                    file: URL(fileURLWithPath: $0.file).lastPathComponent, line: $0.line,
                    column: $0.column, summary: $0.message)
            }
        #expect(found == docc.diagnostics)
    }
}
