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
        let (report, docc, scratch) = try ScratchSite.buildDoccFixture(Self.fixture)
        defer { scratch.remove() }
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
