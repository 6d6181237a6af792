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
}
