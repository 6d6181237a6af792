import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// Types whose names differ only in case (`struct Item` and `struct item` in module C): each
/// link reaches the symbol docc links it to, and no two written files differ only in case, so a
/// site copied to a case-insensitive file system (macOS, Windows) loses no page.
/// `__Fixtures__/docc-case-names` holds the catalog and graph; `scripts/docc-case-names-fixtures.sh`
/// recorded, for each link of the root page in order, the USR of docc's target
/// (`docc-answers.txt`).
@Suite struct CaseOnlyNamesTests {
    static let fixture = Fixtures.folder.appendingPathComponent("docc-case-names")

    /// docc's target of each link of the root page, by USR, in order.
    static let doccTargets = readText(fixture.appendingPathComponent("docc-answers.txt"))
        .split(separator: "\n").filter { $0.hasPrefix("link ") }
        .compactMap { $0.split(separator: " ").last.map(String.init) }

    @Test func eachLinkReachesDoccsSymbolAndNoFilesDifferOnlyInCase() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        var configuration = SiteConfiguration(
            sources: [.catalog(Self.fixture.appendingPathComponent("C.docc"), module: "C")],
            output: scratch.url.appendingPathComponent("out"), siteTitle: "C",
            symbolGraphs: SiteConfiguration.symbolGraphs(in: Self.fixture, module: "C"))
        configuration.recordsPages = true
        let report = try SiteBuilder(configuration: configuration).build()
        #expect(report.errors.isEmpty && report.warnings.isEmpty, "\(report.warnings)")
        let pages = Dictionary(
            report.pageRecords.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let root = try #require(report.pageRecords.first { $0.source == "C.docc/C.md" })
        let reached = root.links.filter { $0.kind == "symbol" }.map { link -> String? in
            guard let target = link.target, let page = target.page.flatMap({ pages[$0] }) else {
                return nil
            }
            return page.sections.first {
                $0.symbol == target.anchor && $0.preciseIdentifier != nil
            }?.preciseIdentifier
        }
        #expect(Self.doccTargets.count == 4)
        #expect(reached == Self.doccTargets)
        let output = configuration.output
        let files =
            FileManager.default.enumerator(atPath: output.path)?.compactMap { $0 as? String }
            ?? []
        let folded = Dictionary(grouping: files) { $0.lowercased() }.filter { $0.value.count > 1 }
        #expect(files.count > 4)
        #expect(folded.isEmpty, "\(folded.values.sorted { $0[0] < $1[0] })")
    }
}
