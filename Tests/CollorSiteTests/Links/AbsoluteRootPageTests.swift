import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// A catalog's root page titled with its module's absolute symbol path (` # ``/Demo`` `) is the
/// module's page, as `docc convert` 6.3.1 makes it for `__Fixtures__/docc-absolute-root` (its
/// `docc.json`, written by `scripts/docc-absolute-root.py`): titled `Demo`, with the page's
/// abstract and Topics.
@Suite struct AbsoluteRootPageTests {
    private static let fixture = Fixtures.folder.appendingPathComponent("docc-absolute-root")

    @Test func aRootPageTitledWithTheModulesAbsolutePathIsTheModulesPage() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let catalog = scratch.url.appendingPathComponent("Sources/Demo/Demo.docc")
        let root = try String(
            contentsOf: Self.fixture.appendingPathComponent("Demo.docc/Demo.md"), encoding: .utf8)
        try ScratchSite.write(["Demo.md": root], into: catalog)
        var configuration = SiteConfiguration(
            sources: [.catalog(catalog, module: "Demo")],
            output: scratch.url.appendingPathComponent("_site"), siteTitle: "Demo",
            symbolGraphs: SiteConfiguration.symbolGraphs(in: Self.fixture, module: "Demo"))
        configuration.recordsPages = true
        let report = try SiteBuilder(configuration: configuration).build()
        let data = try Data(contentsOf: Self.fixture.appendingPathComponent("docc.json"))
        let docc = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let page = try #require(
            report.pageRecords.first { $0.source?.hasSuffix("Demo.md") == true })
        let title = page.sections.first { $0.kind == .title }
        #expect(title?.text == docc["title"] as? String)
        #expect(title?.symbolKind == "module")
        #expect(page.sections.first { $0.kind == .abstract }?.text == docc["abstract"] as? String)
        let topics = page.sections.filter { $0.kind == .topics }.flatMap(\.groups).map(\.title)
        let doccTopics = (docc["topics"] as? [[Any]] ?? []).compactMap { $0.first as? String }
        #expect(topics == doccTopics)
    }
}
