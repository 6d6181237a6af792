import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// `@Options(scope: global)`, `@TopicsVisualStyle(hidden)` and `@AutomaticTitleHeading` as docc
/// 6.3.1 reads them (`__Fixtures__/docc-options-scope/docc.json`, written by
/// `scripts/docc-options-scope.py`): the module page's global options reach every page of the
/// catalog, a page's own `@Options` overrides them; hidden Topics still curate (sidebar, See
/// Also); a symbol's role heading (the module's kind, a type's kind line) follows the option.
@Suite struct PageOptionsScopeTests {
    private static let folder = Fixtures.folder.appendingPathComponent("docc-options-scope")

    private static func answers(_ catalog: String) throws -> [String: [String: Any]] {
        let data = try Data(contentsOf: folder.appendingPathComponent("docc.json"))
        let object = try #require(
            try JSONSerialization.jsonObject(with: data) as? [String: [String: [String: Any]]])
        return try #require(object[catalog])
    }

    private static func build(_ catalog: String) throws -> (BuildReport, URL, ScratchFolder) {
        try ScratchSite.buildCatalog(
            Fixtures.catalogFiles(folder.appendingPathComponent(catalog + ".docc")),
            module: "Demo", symbolGraphs: [folder.appendingPathComponent("Demo.symbols.json")])
    }

    /// The page of each title the fixture's docc answer names: the module's is the catalog's
    /// root (its Topics), with its kind on the module's API index.
    private static let pages = [
        "Demo": "index.html", "Basket": "api/Demo/Basket.html",
        "Crate": "api/Demo/Crate.html", "Guide": "Demo/Guide.html", "Own": "Demo/Own.html",
        "Hidden": "Demo/Hidden.html", "Leaf": "Demo/Leaf.html", "Other": "Demo/Other.html",
    ]

    /// The style a page's Topics are shown in: docc's name, `hidden` when none are shown.
    private static func topicsStyle(_ html: String) -> String {
        guard let topics = html.range(of: ">Topics</h2>") else { return "hidden" }
        let rest = html[topics.upperBound...]
        if rest.hasPrefix("\n<h3") == false { return "none" }
        let list = rest.firstMatch(of: /<ul( class="([a-z -]+)")?>/)
        switch list.flatMap({ $0.output.2.map(String.init) }) {
        case "topics-grid topics-compact": return "compactGrid"
        case "topics-grid": return "detailedGrid"
        default: return "list"
        }
    }

    /// The role heading the page shows above or under its title: the module's kind (a title
    /// heading), a type's kind (its kind line), nil when none.
    private static func roleHeading(_ html: String) -> String? {
        if let heading = html.firstMatch(of: /<p class="title-heading">([^<]*)<\/p>/) {
            return String(heading.output.1)
        }
        return html.firstMatch(of: /<\/h1>\n<p><em>([^<]*)<\/em> in <code>Demo<\/code><\/p>/)
            .map { String($0.output.1) }
    }

    @Test(arguments: ["Global", "Local"])
    func optionsReachThePagesDoccAppliesThemTo(catalog: String) throws {
        let answers = try Self.answers(catalog)
        let (report, output, scratch) = try Self.build(catalog)
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        var checked = 0
        for (title, answer) in answers {
            let page = try #require(Self.pages[title], "\(title)")
            let html = ScratchSite.article(of: page, in: output)
            try #require(!html.isEmpty, "\(page)")
            if ["Demo", "Basket", "Crate"].contains(title) {
                let module = ScratchSite.article(of: "api/Demo/index.html", in: output)
                let symbol = title == "Demo" ? module : html
                #expect(
                    Self.roleHeading(symbol) == answer["roleHeading"] as? String,
                    "\(catalog) \(title)")
            }
            // Types' Topics here are their member lists, which no style changes.
            if !(answer["topics"] as? [String] ?? []).isEmpty, title != "Basket", title != "Crate" {
                #expect(
                    Self.topicsStyle(html) == answer["style"] as? String, "\(catalog) \(title)")
                checked += 1
            }
        }
        #expect(checked == (catalog == "Global" ? 3 : 2))
    }

    /// Hidden Topics still curate: the sidebar lists the pages under the page that hides them,
    /// and each shows its group as See Also, as docc's navigator and See Also do.
    @Test func hiddenTopicsStillCurate() throws {
        let answers = try Self.answers("Local")
        let (report, output, scratch) = try Self.build("Local")
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(answers["Hidden"]?["navigator"] as? [String] == ["Leaf", "Other"])
        let hidden = ScratchSite.article(of: "Demo/Hidden.html", in: output)
        #expect(!hidden.contains("Leaf.html") && !hidden.contains(">Topics<"), "\(hidden)")
        let sidebar = ScratchSite.sidebar(of: "Demo/Leaf.html", in: output)
        let nested = try #require(sidebar.range(of: "Hidden.html"), "\(sidebar)")
        for leaf in ["Leaf.html", "Other.html"] {
            let link = try #require(sidebar.range(of: leaf), "\(leaf): \(sidebar)")
            #expect(nested.upperBound < link.lowerBound)
        }
        for leaf in ["Leaf", "Other"] {
            let html = ScratchSite.article(of: "Demo/\(leaf).html", in: output)
            let groups = SeeAlsoTests.groups(in: html).map(\.title)
            #expect(groups == answers[leaf]?["seeAlso"] as? [String], "\(leaf)")
        }
    }
}
