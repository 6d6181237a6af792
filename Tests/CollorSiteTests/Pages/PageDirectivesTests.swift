import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// `@CallToAction`, `@PageImage` and `@Column(alignment:)` against docc 6.3.1
/// (`__Fixtures__/docc-page-directives`, written by `scripts/docc-page-directives.py`): the
/// call to action is a button in the page's header, leading where docc's does and labelled as
/// docc labels it; a missing `@PageImage` or `@CallToAction(file:)` and an `alignment:` on a
/// column are warned about at the directive's line and column, as docc warns.
@Suite struct PageDirectivesTests {
    private static let folder = Fixtures.folder.appendingPathComponent("docc-page-directives")

    private struct DocC: Decodable {
        struct Action: Decodable, Equatable {
            var identifier: String
            var label: String
        }
        struct Diagnostic: Decodable {
            var line: Int
            var column: Int
            var summary: String
        }
        var callToAction: [String: Action?]
        var diagnostics: [Diagnostic]
    }

    private static func docc() throws -> DocC {
        try JSONDecoder().decode(
            DocC.self, from: Data(contentsOf: folder.appendingPathComponent("docc.json")))
    }

    @Test func callsToActionAreDocCsButtons() throws {
        let docc = try Self.docc()
        let (report, output, scratch) = try ScratchSite.buildCatalog(
            ScratchSite.catalogFiles(in: Self.folder), module: "Demo")
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        for (title, page) in [
            ("Demo", "Demo/Demo.html"), ("Sample", "Demo/Sample.html"),
            ("Linked", "Demo/Linked.html"), ("Named", "Demo/Named.html"),
            ("Labelled", "Demo/Labelled.html"),
        ] {
            let html = readText(output.appendingPathComponent(page))
            let buttons = html.matches(
                of: /<p class="call-to-action"><a class="button" href="([^"]*)">([^<]*)<\/a><\/p>/
            ).map { DocC.Action(identifier: String($0.output.1), label: String($0.output.2)) }
            let expected = try #require(docc.callToAction[title], "\(title)")
            #expect(buttons == (expected.map { [$0] } ?? []), "\(title)")
        }
    }

    @Test func missingSourcesAndAColumnsAlignmentAreWarnedAboutWhereDocCWarns() throws {
        let docc = try Self.docc()
        let (report, _, scratch) = try ScratchSite.buildCatalog(
            ScratchSite.catalogFiles(in: Self.folder), module: "Demo")
        defer { scratch.remove() }
        let found = report.warnings.map { "\($0.line):\($0.column)" }.sorted()
        #expect(found == docc.diagnostics.map { "\($0.line):\($0.column)" }.sorted())
        // What each is about, in collor's words: the name docc names.
        for diagnostic in docc.diagnostics {
            let name = try #require(
                diagnostic.summary.firstMatch(of: /'([^']+)'|^(\S+) file/).map {
                    String($0.output.1 ?? $0.output.2 ?? "")
                })
            let ours = report.warnings.filter {
                $0.line == diagnostic.line && $0.column == diagnostic.column
            }
            #expect(ours.contains { $0.message.contains(name) }, "\(diagnostic.summary)")
        }
    }
}
