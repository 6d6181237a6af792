import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// A Topics entry whose link resolves to nothing is left out of the page, and a group whose
/// entries all are goes with them, as `docc convert` 6.3.1 renders this catalog (its render
/// JSON: the groups "Kept" and "Last", each with `Other`; three warnings): swift-case-paths' "Swift support"
/// group linked three `Swift` types docc has no page for, and showed three names in code.
@Suite struct UnresolvedTopicsEntryTests {
    static let root = """
        # Demo

        The root.

        ## Topics

        ### Kept

        - ``Missing``
        - <doc:Other>

        ### Gone

        - ``Nowhere``
        - <doc:AlsoNowhere>

        ### Last

        - <doc:Other>

        """

    @Test func anEntryThatResolvesToNothingIsLeftOutAndAGroupLeftEmptyWithIt() throws {
        let (report, output, scratch) = try ScratchSite.buildCatalog(
            ["Demo.md": Self.root, "Other.md": "# Other\n\nAnother page.\n"], module: "Demo",
            configure: { $0.recordsPages = true })
        defer { scratch.remove() }
        let home = try #require(
            report.pageRecords.first { $0.source?.hasSuffix("Demo.md") == true })
        let html = try String(
            contentsOf: output.appendingPathComponent(home.path), encoding: .utf8)
        #expect(html.contains("id=\"Kept\""))
        #expect(html.contains("Other</a>"))
        #expect(!html.contains("Gone"))
        #expect(!html.contains("Missing") && !html.contains("Nowhere"))
        let groups = home.sections.filter { $0.kind == .topics }.flatMap(\.groups)
        // The group after the one left out keeps its own title.
        #expect(groups.map(\.title) == ["Kept", "Last"])
        #expect(groups.map(\.members.count) == [1, 1])
        #expect(html.contains("href=\"#Last\""))
        // Each still warned about where it is written, as docc warns.
        #expect(report.warnings.count == 3, "\(report.warnings)")
    }
}
