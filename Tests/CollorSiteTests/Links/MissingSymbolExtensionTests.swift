import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// An extension file whose symbol the symbol graph does not have (a removed method, a type of
/// another platform's build) is dropped with one warning at its title, as `docc convert` 6.3.1
/// drops it for `__Fixtures__/docc-missing-extension` (its `docc.json`, written by
/// `scripts/docc-missing-extension.py`): no page, nothing else of it read. It used to be
/// published as an orphan article with a warning for each of its links (swift-snapshot-testing's
/// `AssertSnapshot.md` for a function renamed since, swift-subprocess's Windows-only type).
@Suite struct MissingSymbolExtensionTests {
    private static let fixture = Fixtures.folder.appendingPathComponent("docc-missing-extension")

    @Test func aFileForASymbolTheGraphLacksIsDroppedAsDoccDropsIt() throws {
        let (report, docc, scratch) = try ScratchSite.buildDoccFixture(Self.fixture)
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        let sources = report.pageRecords.compactMap(\.source)
        #expect(!sources.contains { $0.hasSuffix("Gone.md") || $0.hasSuffix("Elsewhere.md") })
        #expect(report.pageRecords.contains { $0.source?.hasSuffix("Demo.md") == true })
        #expect((docc["pages"] as? [String])?.count == 3)
        // One warning per dropped file, at its title's line, as docc's; none for its Topics.
        let expected = (docc["diagnostics"] as? [[Any]] ?? []).map { diagnostic in
            "\(diagnostic[0]):\(diagnostic[1])"
        }
        let found = report.warnings.map { warning in
            "\(URL(fileURLWithPath: warning.file).lastPathComponent):\(warning.line)"
        }
        #expect(found.sorted() == expected.sorted(), "\(report.warnings)")
    }

    /// Built without symbol graphs (for its prose), a catalog's extension files stay articles:
    /// no symbol is known to be missing.
    @Test func withoutSymbolGraphsTheFileStaysAnArticle() throws {
        let (report, _, scratch) = try ScratchSite.buildCatalog(
            ScratchSite.catalogFiles(in: Self.fixture), module: "Demo",
            configure: { $0.recordsPages = true })
        defer { scratch.remove() }
        #expect(report.pageRecords.contains { $0.source?.hasSuffix("Gone.md") == true })
    }
}
