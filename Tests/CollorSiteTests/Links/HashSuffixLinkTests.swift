import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// A link to a function that is not overloaded, with a hash suffix: its own hash resolves, any
/// other does not, as `docc convert` 6.3.1 answers for `__Fixtures__/docc-hash-suffix` (its
/// `docc.json`, written by `scripts/docc-curation-links.py`). It used to resolve either way.
@Suite struct HashSuffixLinkTests {
    private static let fixture = Fixtures.folder.appendingPathComponent("docc-hash-suffix")

    @Test func aHashThatIsNotTheFunctionsOwnIsNoDisambiguation() throws {
        let (report, docc, scratch) = try ScratchSite.buildDoccFixture(Self.fixture)
        defer { scratch.remove() }
        let page = try #require(
            report.pageRecords.first { $0.source?.hasSuffix("Demo.md") == true })
        let resolved = page.links.filter { $0.target != nil }.map(\.destination)
        #expect(resolved.count == (docc["Demo"] as? [String])?.count)
        #expect(resolved == ["shelve()-1je2u"])
        let unresolved = page.links.filter { $0.target == nil }.map(\.destination)
        #expect(unresolved == ["shelve()-4ddnp"])
        let warnings = report.warnings.map(\.description)
        #expect(warnings.contains { $0.contains("'4ddnp' isn't a disambiguation for 'shelve()'") })
        #expect((docc["diagnostics"] as? [String])?.first?.hasPrefix("'4ddnp' isn't") == true)
    }
}
