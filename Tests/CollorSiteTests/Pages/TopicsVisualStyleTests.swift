import CollorSiteTestSupport
import Foundation
import Testing

@testable import CollorSite

/// `@Options { @TopicsVisualStyle(…) }` as docc 6.3.1 reads it
/// (`__Fixtures__/docc-topics-style/docc.json`, written by `scripts/docc-topics-style.py`): a
/// grid style makes the page's Topics a grid of cards, still a list (the compact grid without the
/// abstracts, as docc's); `list` and no option a plain list.
@Suite struct TopicsVisualStyleTests {
    private static let folder = Fixtures.folder.appendingPathComponent("docc-topics-style")

    @Test func topicsAreShownInTheStyleDoccGivesEachPage() throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("docc.json"))
        let answers = try #require(
            try JSONSerialization.jsonObject(with: data) as? [String: [String: Any]])
        let (report, output, scratch) = try ScratchSite.buildCatalog(
            ScratchSite.catalogFiles(in: Self.folder), module: "Demo")
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        var styles: [String: String] = [:]
        for title in ["List", "CompactGrid", "DetailedGrid", "Plain"] {
            let article = ScratchSite.article(of: "Demo/\(title).html", in: output)
            let list = article.firstMatch(of: /<ul( class="([a-z -]+)")?>\n<li><a href="Leaf.html"/)
            let classes = list.flatMap { $0.output.2.map(String.init) } ?? ""
            styles[title] =
                classes == "topics-grid topics-compact"
                ? "compactGrid" : classes == "topics-grid" ? "detailedGrid" : "list"
            #expect(list != nil, "\(title): \(article)")
            let showsAbstract = article.contains("<p class=\"topic-abstract\">The leaf’s abstract.")
            #expect(showsAbstract == (styles[title] != "compactGrid"), "\(title)")
        }
        for (title, style) in styles {
            #expect(answers[title]?["style"] as? String == style, "\(title)")
        }
        #expect(styles["CompactGrid"] == "compactGrid" && styles["DetailedGrid"] == "detailedGrid")
    }
}
