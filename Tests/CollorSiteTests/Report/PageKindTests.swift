import CollorSiteTestSupport
import Foundation
import Testing

@testable import CollorSite

/// Which pages docc 6.3.1 makes API collections (role `collectionGroup`), against its render JSON
/// for `__Fixtures__/docc-page-kinds` (its `docc.json`, written by `scripts/docc-page-kinds.py`):
/// an article whose Topics have a group, titled or not, and a type's "X Implementations" page are
/// reported as collections; one without Topics or with `@PageKind(article)` as an article. The
/// role heading shown above the title is docc's: "API Collection" when a group curates a symbol,
/// none when only articles, the page's own `@TitleHeading`, none under
/// `@AutomaticTitleHeading(disabled)`.
@Suite struct PageKindTests {
    private static let fixture = Fixtures.folder.appendingPathComponent("docc-page-kinds")

    /// collor's page of a docc article or "X Implementations" page, by docc's path in the module.
    private static func output(of path: String) -> String {
        path.contains("/")
            ? "api/Demo/" + path.replacingOccurrences(of: "/", with: ".") + ".html"
            : "Demo/\(path).html"
    }

    /// The role heading a page shows above its title; "" for none.
    private static func roleHeading(of page: String, in site: URL) -> String {
        let html = ScratchSite.article(of: page, in: site)
        guard let found = html.firstMatch(of: /<p class="title-heading">([^<]*)<\/p>/) else {
            return ""
        }
        return String(found.output.1)
    }

    @Test func articlesWithTopicsAndImplementationsPagesAreCollectionsAsInDocc() throws {
        let (report, docc, scratch) = try ScratchSite.buildDoccFixture(Self.fixture)
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        var collections = 0
        for (path, value) in docc {
            let answer = try #require(value as? [String: String])
            guard let role = answer["role"], role == "article" || role == "collectionGroup" else {
                continue
            }
            let page = report.pageRecords.first { $0.path == Self.output(of: path) }
            let found = try #require(page, "\(path): no page \(Self.output(of: path))")
            let expected: PageRecord.Kind = role == "collectionGroup" ? .collection : .article
            #expect(found.kind == expected, "\(path)")
            if role == "collectionGroup" { collections += 1 }
        }
        #expect(collections == 6)
    }

    @Test func collectionsShowTheRoleHeadingDoccShows() throws {
        let (_, docc, scratch) = try ScratchSite.buildDoccFixture(Self.fixture)
        defer { scratch.remove() }
        let site = scratch.url.appendingPathComponent("out")
        var shown = 0
        for (path, value) in docc {
            let answer = try #require(value as? [String: String])
            // Every collection, and the article whose `@PageKind` names its heading.
            guard answer["role"] == "collectionGroup" || path == "Kinded" else { continue }
            let heading = Self.roleHeading(of: Self.output(of: path), in: site)
            #expect(heading == answer["roleHeading"], "\(path)")
            shown += 1
        }
        #expect(shown == 7)
    }

    /// The module page's role heading reaches the report, as docc's `roleHeading` is compared:
    /// docc's "Framework", or the catalog's `CDDefaultModuleKind` (`docc-availability`'s
    /// `Info.plist` names "Tool"), each as docc 6.3.1 recorded it.
    @Test(arguments: [true, false])
    func theModulePageReportsItsKind(withInfoPlist: Bool) throws {
        let fixture = Fixtures.folder.appendingPathComponent("docc-availability")
        let data = try Data(contentsOf: fixture.appendingPathComponent("docc.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let docc = try #require(
            object[withInfoPlist ? "withInfoPlist" : "withoutInfoPlist"]
                as? [String: [String: Any]])
        let expected = try #require(docc["Demo"]?["roleHeading"] as? String)
        let plist = readText(fixture.appendingPathComponent("Info.plist"))
        let (report, _, scratch) = try ScratchSite.buildCatalog(
            withInfoPlist ? ["Info.plist": plist] : [:], module: "Demo",
            symbolGraphs: [fixture.appendingPathComponent("Demo.symbols.json")],
            configure: { $0.recordsPages = true })
        defer { scratch.remove() }
        let module = try #require(report.pageRecords.first { $0.path == "api/Demo/index.html" })
        #expect(module.kind == .module)
        #expect(module.roleHeading == expected)
    }
}
