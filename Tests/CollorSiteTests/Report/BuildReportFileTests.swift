import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// The build report as a file (`BuildReport.json(paths:)`): a catalog under `Sources/` with a
/// symbol link, a broken link and an unknown directive, built plain and strict.
@Suite struct BuildReportFileTests {
    /// The root page: line 5 holds the symbol link (its backticks at column 5) and the broken
    /// `<doc:>` link (at column 30, after `See `, 20 bytes of link and ` and `); line 7 the
    /// unknown directive.
    static let root = """
        # ``Fruit``

        Fruit.

        See ``Basket/add(_:_:)`` and <doc:Nowhere>.

        @Unknown

        """

    /// Builds the catalog `Sources/Fruit/Fruit.docc` of a scratch package and returns the
    /// report and its JSON, read back.
    private func build(
        strict: Bool, pages: [String: String] = [:]
    ) throws -> (BuildReport, [String: Any]) {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let catalog = scratch.url.appendingPathComponent("Sources/Fruit/Fruit.docc")
        try ScratchSite.write(
            pages.merging(["Fruit.md": Self.root]) { _, root in root }, into: catalog)
        var configuration = SiteConfiguration(
            sources: [.catalog(catalog, module: "Fruit")],
            output: scratch.url.appendingPathComponent("_site"), siteTitle: "Fruit",
            symbolGraphs: DocCDisambiguationTests.graphs)
        configuration.strict = strict
        configuration.recordsPages = true
        let report = try SiteBuilder(configuration: configuration).build()
        let bytes = report.json(paths: ReportPaths(root: scratch.url, sources: [catalog]))
        let object = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
        return (report, try #require(object))
    }

    private func diagnostics(_ json: [String: Any]) -> [String] {
        (json["diagnostics"] as? [[String: Any]] ?? []).map { item in
            [
                "\(item["id"] ?? "")", "\(item["severity"] ?? "")", "\(item["file"] ?? "")",
                "\(item["line"] ?? "")", "\(item["column"] ?? "")",
                "\(item["promoted"] as? Bool ?? false)",
            ].joined(separator: " ")
        }
    }

    private func page(_ path: String, in json: [String: Any]) -> [String: Any]? {
        (json["pages"] as? [[String: Any]])?.first { $0["path"] as? String == path }
    }

    @Test func warningsCarryTheirIdentifierAndPlaceFromThePackageRoot() throws {
        let (report, json) = try build(strict: false)
        #expect(report.succeeded)
        #expect(json["version"] as? Int == 1)
        #expect(json["succeeded"] as? Bool == true)
        #expect(
            diagnostics(json) == [
                "link.unresolved warning Sources/Fruit/Fruit.docc/Fruit.md 5 35 false",
                "directive.unknown warning Sources/Fruit/Fruit.docc/Fruit.md 7 1 false",
            ])
    }

    @Test func aStrictBuildReportsItsWarningsAsErrors() throws {
        let (report, json) = try build(strict: true)
        #expect(!report.succeeded)
        #expect(json["succeeded"] as? Bool == false)
        #expect(
            diagnostics(json) == [
                "link.unresolved error Sources/Fruit/Fruit.docc/Fruit.md 5 35 true",
                "directive.unknown error Sources/Fruit/Fruit.docc/Fruit.md 7 1 true",
            ])
    }

    /// docc 6.3.1 linked ` ``Basket/add(_:_:)`` ` to the member `add(_:_:)` of `Basket`'s page
    /// (`DocCDisambiguationTests.links`); `<doc:Nowhere>` to nothing.
    @Test func linksLeadToTheirPageAndAnchorOrNowhere() throws {
        let (_, json) = try build(strict: false)
        let home = try #require(page("index.html", in: json))
        #expect(home["source"] as? String == "Sources/Fruit/Fruit.docc/Fruit.md")
        #expect(home["kind"] as? String == "article")
        let links = try #require(home["links"] as? [[String: Any]])
        let symbol = try #require(links.first { $0["kind"] as? String == "symbol" })
        #expect(symbol["destination"] as? String == "Basket/add(_:_:)")
        #expect(symbol["line"] as? Int == 5)
        #expect(symbol["column"] as? Int == 5)
        #expect(
            symbol["target"] as? [String: String] == [
                "page": "api/Fruit/Basket.html", "anchor": "add(_:_:)",
            ])
        let broken = try #require(links.first { $0["kind"] as? String == "doc" })
        #expect(broken["destination"] as? String == "doc:Nowhere")
        #expect(broken["line"] as? Int == 5)
        #expect(broken["column"] as? Int == 30)
        #expect(broken["target"] == nil)
        let basket = try #require(page("api/Fruit/Basket.html", in: json))
        #expect(basket["kind"] as? String == "symbol")
        #expect(basket["source"] == nil)
    }

    /// An extension file's Topics curate its type's page: their symbol links are the page's
    /// link occurrences (at the extension file's line 9, after `- `), and its Topics group lists
    /// the member. The catalog's root page is its module's.
    @Test func anExtensionFilesTopicsAreLinksAndGroupsOfItsTypesPage() throws {
        let basket =
            "# ``Fruit/Basket``\n\nA basket.\n\n## Topics\n\n### Adding\n\n- ``add(_:_:)``\n"
        let (_, json) = try build(strict: false, pages: ["Basket.md": basket])
        let page = try #require(self.page("api/Fruit/Basket.html", in: json))
        #expect(page["extensionFiles"] as? [String] == ["Sources/Fruit/Fruit.docc/Basket.md"])
        let links = try #require(page["links"] as? [[String: Any]])
        let curated = links.filter { $0["file"] as? String == "Sources/Fruit/Fruit.docc/Basket.md" }
        #expect(curated.map { $0["line"] as? Int } == [9])
        #expect(curated.map { $0["column"] as? Int } == [3])
        #expect(
            curated.first?["target"] as? [String: String] == [
                "page": "api/Fruit/Basket.html", "anchor": "add(_:_:)",
            ])
        let sections = try #require(page["sections"] as? [[String: Any]])
        let topics = try #require(sections.first { $0["kind"] as? String == "topics" })
        let groups = try #require(topics["groups"] as? [[String: Any]])
        #expect(groups.first?["title"] as? String == "Adding")
        let members = groups.first?["members"] as? [[String: String]]
        #expect(members?.first == ["page": "api/Fruit/Basket.html", "anchor": "add(_:_:)"])
        let home = try #require(self.page("index.html", in: json))
        let title = (home["sections"] as? [[String: Any]])?.first
        #expect(title?["symbolKind"] as? String == "module")
    }

    /// A full build times its five stages, in order, within its total.
    @Test func aBuildTimesItsStages() throws {
        let (report, json) = try build(strict: false)
        #expect(report.stageTimes.map(\.stage) == ["read", "load", "highlight", "render", "write"])
        let timing = try #require(json["timing"] as? [String: Any])
        let stages = try #require(timing["stages"] as? [String: Double])
        #expect(stages.keys.sorted() == ["highlight", "load", "read", "render", "write"])
        let total = try #require(timing["totalSeconds"] as? Double)
        #expect(stages.values.reduce(0, +) <= total)
    }

    /// Everything but `timing` is the same from one build to the next.
    @Test func twoBuildsWriteTheSameReportButForTheirTimes() throws {
        var (_, first) = try build(strict: false)
        var (_, second) = try build(strict: false)
        #expect(first.removeValue(forKey: "timing") != nil)
        second["timing"] = nil
        let options: JSONSerialization.WritingOptions = [.sortedKeys]
        #expect(
            try JSONSerialization.data(withJSONObject: first, options: options)
                == JSONSerialization.data(withJSONObject: second, options: options))
    }
}
