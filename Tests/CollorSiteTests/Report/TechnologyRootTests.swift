import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// A catalog of articles whose root is a `@TechnologyRoot` page, against docc 6.3.1's render
/// JSON for `__Fixtures__/docc-technology-root` (its `docc.json`, written by
/// `scripts/docc-technology-root.py`): the root is reported as a technology root (docc's role
/// `collection`, not an article), and its Topics are its own group, then "Articles" with the
/// articles nothing curates, by title in any case; an article names the heading docc shows
/// (`@PageKind(sampleCode)`'s "Sample Code", `@TitleHeading`'s own). The build reported the
/// root as an article and listed no "Articles", and the report named no heading.
@Suite struct TechnologyRootTests {
    private static let fixture = Fixtures.folder.appendingPathComponent("docc-technology-root")

    private static func build() throws -> (BuildReport, [String: Any], URL, ScratchFolder) {
        let (report, output, scratch) = try ScratchSite.buildCatalog(
            ScratchSite.catalogFiles(in: fixture), module: "Demo",
            configure: { $0.recordsPages = true })
        let data = try Data(contentsOf: fixture.appendingPathComponent("docc.json"))
        let docc = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return (report, docc, output, scratch)
    }

    @Test func theRootListsItsArticlesAsDoccDoes() throws {
        let (report, docc, output, scratch) = try Self.build()
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        let answer = try #require(docc["Guide"] as? [String: Any])
        #expect(answer["role"] as? String == "collection")
        let root = try #require(
            report.pageRecords.first { $0.source?.hasSuffix("Guide.md") == true })
        #expect(root.kind == .technologyRoot)
        let names = Dictionary(
            report.pageRecords.map { ($0.path, $0.title) }, uniquingKeysWith: { first, _ in first })
        let topics = root.sections.filter { $0.kind == .topics }.flatMap(\.groups).map { group in
            [group.title] + group.members.map { names[$0.page ?? ""] ?? "?" }
        }
        let expected = (answer["topics"] as? [[Any]] ?? []).map { group in
            [group.first as? String ?? ""] + (group.last as? [String] ?? [])
        }
        #expect(topics == expected)
        #expect(topics.last == ["Articles", "Bread", "Oven", "Pans", "zest"])
        // On the page: one Topics heading, the written group first, articles as text.
        let html = readText(output.appendingPathComponent(root.path))
        #expect(html.components(separatedBy: ">Topics</h2>").count == 2)
        let starting = try #require(html.range(of: ">Starting</h3>"))
        let articles = try #require(html.range(of: ">Articles</h3>"))
        #expect(starting.upperBound <= articles.lowerBound)
        let listed = html[articles.upperBound...]
        #expect(listed.contains(">Bread</a>"), "\(listed.prefix(400))")
        #expect(listed.contains("Another article nothing curates."), "\(listed.prefix(400))")
    }

    @Test func articlesReportTheHeadingTheyName() throws {
        let (report, docc, _, scratch) = try Self.build()
        defer { scratch.remove() }
        for name in ["Oven", "Pans", "Knives"] {
            let answer = try #require(docc[name] as? [String: Any])
            let page = try #require(
                report.pageRecords.first { $0.source?.hasSuffix("/\(name).md") == true })
            #expect(page.kind == .article, "\(name)")
            // docc heads a plain article "Article", which collor does not show: no heading.
            let expected = name == "Knives" ? nil : answer["roleHeading"] as? String
            #expect(page.roleHeading == expected, "\(name)")
        }
    }
}
