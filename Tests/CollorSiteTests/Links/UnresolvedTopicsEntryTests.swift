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
        // Each still warned about where it is written, as docc warns, saying it is left out.
        #expect(report.warnings.count == 3, "\(report.warnings)")
        #expect(
            report.warnings.allSatisfy {
                $0.description.hasSuffix(": left out of the Topics, as docc leaves it out")
            }, "\(report.warnings)")
    }

    /// The same on a type's page, from its extension file, as docc 6.3.1 rendered a scratch
    /// module (`Basket` with `add()` and `remove()`; `basket.json`'s Topics: "Adding" with
    /// `add()` and its description, then the automatic "Instance Methods"; two warnings):
    /// swift-collections' `Box.md` listed five members its type alias lacks, shown as code.
    @Test func anExtensionFilesEntryThatNamesNothingIsLeftOutAndAGroupLeftEmptyWithIt() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let graph = try SymbolGraphJSON(
            module: "M",
            symbols: [
                .init(path: ["Basket"], kind: "struct", displayName: "Structure"),
                .init(path: ["Basket", "add()"], kind: "method", displayName: "Instance Method"),
                .init(
                    path: ["Basket", "remove()"], kind: "method", displayName: "Instance Method"),
            ]
        ).write(in: scratch.url)
        let file = """
            # ``M/Basket``

            ## Topics

            ### Adding

            The ways to add.

            - ``add()``
            - ``gone()``

            ### Gone

            Nothing here.

            - ``nothing()``

            """
        let (report, output, built) = try ScratchSite.buildCatalog(
            ["M.md": "# ``M``\n\nThe module.\n", "Basket.md": file], module: "M",
            symbolGraphs: [graph], configure: { $0.recordsPages = true })
        defer { built.remove() }
        let html = readText(output.appendingPathComponent("api/M/Basket.html"))
        #expect(html.contains("The ways to add."))
        #expect(!html.contains("gone()") && !html.contains("nothing()"))
        #expect(!html.contains("Nothing here.") && !html.contains(">Gone<"))
        let page = try #require(report.pageRecords.first { $0.path == "api/M/Basket.html" })
        let groups = page.sections.filter { $0.kind == .topics }.flatMap(\.groups)
        #expect(groups.map(\.title) == ["Adding", "Instance Methods"], "\(groups)")
        #expect(report.warnings.count == 2, "\(report.warnings)")
        #expect(report.warnings.allSatisfy { $0.description.hasPrefix("M.docc/Basket.md:") })
        #expect(
            report.warnings.map(\.description).sorted() == [
                "M.docc/Basket.md:10:3: symbol link ``gone()`` names no symbol of the documented"
                    + " modules: left out of the Topics, as docc leaves it out",
                "M.docc/Basket.md:16:3: symbol link ``nothing()`` names no symbol of the"
                    + " documented modules: left out of the Topics, as docc leaves it out",
            ], "\(report.warnings)")
    }
}
