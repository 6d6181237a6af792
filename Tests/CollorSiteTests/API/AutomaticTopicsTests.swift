import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// docc's automatic Topics groups, against docc 6.3.1's render JSON for
/// `__Fixtures__/docc-automatic-topics` (its `docc.json`, written by
/// `scripts/docc-automatic-topics.py`): the module's page lists its root page's groups, then
/// the articles no curation reaches ("Articles": `apple`, `Banana`, in any case), then
/// the top-level symbols no Topics curate (not `Widget`, curated by an article, nor `Gadget`
/// or `Mode`, curated by `Widget`'s extension file, `Mode` as `<doc:Mode>`, nor `Count`, whose
/// `<doc:Demo/Count>` the root page links to its own "Count" heading) by kind (`Variables`, `Operators`, `Macros`...), each sorted by its
/// URL's path (`Zed` before `alpha`); types list their members by kind in docc's order; a
/// protocol lists no default implementation, whichever protocol's requirement it implements
/// (`Polygon`'s `draw()` for `Shape`, `Describable`'s `description`), nor a synthesized member
/// inherited from an underscored protocol (`Widget`'s `flush()`).
@Suite struct AutomaticTopicsTests {
    private static let fixture = Fixtures.folder.appendingPathComponent("docc-automatic-topics")

    /// collor's page of a docc page, by docc's path in the module: the catalog's root page for
    /// the module's, a type's page (`Square/Side`: `Square.Side.html`), or an "X
    /// Implementations" page named as a page nested in its type's, an article by its file.
    private static func page(of path: String, in report: BuildReport) -> PageRecord? {
        guard !path.isEmpty else {
            return report.pageRecords.first { $0.source?.hasSuffix("Demo.md") == true }
        }
        let output = "api/Demo/" + path.split(separator: "/").joined(separator: ".") + ".html"
        return report.pageRecords.first { $0.path == output }
            ?? report.pageRecords.first { $0.source?.hasSuffix("/\(path).md") == true }
    }

    /// A Topics entry as the last component of docc's URL, lowercased: a member's anchor, a
    /// heading of the root page after the module's name (`demo#count`), an "X Implementations"
    /// page's file name, another page's title as docc's path spells it (`_+_(_:_:)` for
    /// `<+>(_:_:)`), an article's file name.
    private static func component(_ target: ReportTarget, in report: BuildReport) -> String {
        let path = target.page ?? ""
        if let anchor = target.anchor {
            let isRoot = Self.page(of: "", in: report)?.path == path
            return (isRoot ? "demo#" : "") + anchor.lowercased()
        }
        let name = String(path.split(separator: "/").last ?? "").replacingOccurrences(
            of: ".html", with: "")
        if name.hasSuffix("-Implementations") {
            return String(name.split(separator: ".").last ?? "").lowercased()
        }
        guard path.hasPrefix("api/"),
            let page = report.pageRecords.first(where: { $0.path == path })
        else { return name.lowercased() }
        return DocCIdentity.pathSafe(page.title).lowercased()
    }

    @Test func pagesListTheGroupsDoccLists() throws {
        let (report, docc, scratch) = try ScratchSite.buildDoccFixture(Self.fixture)
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(docc.count == 13)
        for (path, value) in docc {
            let answer = try #require(value as? [String: Any])
            let found = try #require(Self.page(of: path, in: report), "\(path): no page")
            let topics = found.sections.filter { $0.kind == .topics }.flatMap(\.groups).map {
                group in [group.title] + group.members.map { Self.component($0, in: report) }
            }
            let expected = (answer["topics"] as? [[Any]] ?? []).map { group in
                [group.first as? String ?? ""]
                    + (group.last as? [String] ?? []).map { $0.lowercased() }
            }
            #expect(topics == expected, "\(path)")
        }
    }

    /// A kind's heading over members no group lists (`Widget`'s synthesized `flush()`, under
    /// "Instance Methods") opens member sections, not discussion: docc's `Widget` has none.
    @Test func aHeadingOverUnlistedMembersIsNoDiscussion() throws {
        let (report, _, scratch) = try ScratchSite.buildDoccFixture(Self.fixture)
        defer { scratch.remove() }
        let widget = try #require(report.pageRecords.first { $0.path == "api/Demo/Widget.html" })
        let discussion = widget.sections.filter { $0.kind == .discussion && $0.symbol == nil }
        #expect(discussion.isEmpty, "\(discussion.map(\.text))")
    }

    @Test func theRootPageShowsTheAutomaticGroupsAfterItsOwn() throws {
        let (report, output, scratch) = try ScratchSite.buildCatalog(
            ScratchSite.catalogFiles(in: Self.fixture), module: "Demo",
            symbolGraphs: SiteConfiguration.symbolGraphs(in: Self.fixture, module: "Demo"),
            configure: { $0.recordsPages = true })
        defer { scratch.remove() }
        let root = try #require(
            report.pageRecords.first { $0.source?.hasSuffix("Demo.md") == true })
        let html = try String(
            contentsOf: output.appendingPathComponent(root.path), encoding: .utf8)
        // One Topics heading: the automatic groups continue the written ones.
        #expect(html.components(separatedBy: ">Topics</h2>").count == 2)
        let essentials = try #require(html.range(of: ">Essentials</h3>"))
        let articles = try #require(html.range(of: ">Articles</h3>"))
        let protocols = try #require(html.range(of: ">Protocols</h3>"))
        #expect(essentials.upperBound <= articles.lowerBound)
        #expect(articles.upperBound <= protocols.lowerBound)
        // An article is linked by its title as text, with its abstract, as docc lists it.
        let listed = html[articles.upperBound..<protocols.lowerBound]
        #expect(listed.contains(">apple</a>"), "\(listed)")
        #expect(listed.contains("docc lists it under Articles"), "\(listed)")
        #expect(!listed.contains("<code>"), "\(listed)")
        #expect(html.contains("api/Demo/Describable.html"))
        // A protocol's abstract, as a Topics list shows it.
        #expect(html.contains("Something described."))
        #expect(!html.contains(">Classes</h3>"))
    }
}
