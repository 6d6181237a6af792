import CollorMarkdown
import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

@Suite struct ParseOnceTests {
    /// A full build parses each page once: loading keeps the tree for the render (each page was
    /// parsed twice, once for its headings and once to render). Counted inside
    /// `MarkdownDocument.init`, by a word only these pages hold.
    @Test func aFullBuildParsesEachPageOnce() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let marker = "parseonce" + UUID().uuidString.filter(\.isLetter).lowercased()
        var pages = ["index.md": "# Home\n\nThe start.\n"]
        for index in 0..<12 {
            pages["page-\(index).md"] =
                "# Page \(index)\n\n## Part\n\nAbout \(marker) and [home](index.md).\n\n"
                + "```swift\nlet x = \(index)\n```\n"
        }
        ParseCounter.watch(marker)
        let built = try ScratchSite.build(pages, in: scratch, siteTitle: "Once")
        #expect(ParseCounter.stop(marker) == 12)
        // A rebuild after one page's edit parses that page alone.
        let edited = built.source.appendingPathComponent("page-3.md")
        try (readText(edited) + "\nMore.\n").write(to: edited, atomically: true, encoding: .utf8)
        ParseCounter.watch(marker)
        let report = try built.builder.rebuild()
        #expect(ParseCounter.stop(marker) == 1)
        #expect(report.renderedPages == ["page-3.html"])
    }

    /// An API page's doc comments are parsed when its page is loaded; a page curated by an
    /// extension file's Topics is generated again with its groups (its headings change), and
    /// that tree is the one its render walks: twice, not three times (loaded, curated, and
    /// again to render). An uncurated page's, once.
    @Test func aCuratedAPIPagesTreeIsTheOneItsRenderWalks() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let marker = "curatedonce" + UUID().uuidString.filter(\.isLetter).lowercased()
        let graph = SymbolGraphJSON(
            module: "Shop",
            symbols: [
                .init(
                    path: ["Basket"], kind: "struct", displayName: "Structure",
                    doc: "A basket.\n\nHolds \(marker)b."),
                .init(
                    path: ["Basket", "count"], kind: "property",
                    displayName: "Instance Property", doc: "How many.\n\nCounts \(marker)c."),
                .init(
                    path: ["Cart"], kind: "struct", displayName: "Structure",
                    doc: "A cart.\n\nRolls \(marker)r."),
            ])
        let pages = [
            "index.md": "# Home\n",
            "Basket.md": "# ``Shop/Basket``\n\n## Topics\n\n### Counting\n\n- ``count``\n",
            "Shop.md": "# ``Shop``\n\n## Topics\n\n### Shopping\n\n- ``Cart``\n- ``Basket``\n",
        ]
        ParseCounter.watch(marker)
        ParseCounter.watch(marker + "b")
        ParseCounter.watch(marker + "c")
        ParseCounter.watch(marker + "r")
        _ = try graph.buildSite(pages: pages, title: "Shop", in: scratch.url)
        // The curated type and its member, on its page.
        #expect(ParseCounter.stop(marker + "b") == 2)
        #expect(ParseCounter.stop(marker + "c") == 2)
        // A type the module's root page curates: its own page is not generated again.
        #expect(ParseCounter.stop(marker + "r") == 1)
        #expect(ParseCounter.stop(marker) == 5)
    }
}
