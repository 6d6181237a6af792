import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// A module whose catalog has no root page: its generated index is its module page, as docc's
/// module page, against docc 6.3.1's render JSON for `__Fixtures__/docc-module-index` (its
/// `docc.json`, written by `scripts/docc-module-index.py`). Its Topics are the catalog's
/// articles (all four: no curation reaches `Tools`, so neither the `Cherry` it curates, sorted
/// in any case), then docc's automatic groups of the top-level symbols (`Shelf.Slot` is on its
/// shelf's page, `Gadget` curated by `Tools`), and it has no abstract: the build report used to
/// list no Topics there and an abstract of its own, then no articles and `Gadget`.
@Suite struct ModuleIndexTests {
    private static let fixture = Fixtures.folder.appendingPathComponent("docc-module-index")

    @Test func theIndexListsDoccsGroupsWithoutAnAbstract() throws {
        let (report, docc, scratch) = try ScratchSite.buildDoccFixture(Self.fixture)
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        let answer = try #require(docc[""] as? [String: Any])
        let index = try #require(report.pageRecords.first { $0.path == "api/Demo/index.html" })
        let titles = Dictionary(
            report.pageRecords.map { ($0.path, $0.title) }, uniquingKeysWith: { first, _ in first })
        let topics = index.sections.filter { $0.kind == .topics }.flatMap(\.groups).map { group in
            [group.title] + group.members.map { titles[$0.page ?? ""] ?? "?" }
        }
        let expected = (answer["topics"] as? [[Any]] ?? []).map { group in
            [group.first as? String ?? ""] + (group.last as? [String] ?? [])
        }
        #expect(topics == expected)
        #expect(topics.first == ["Articles", "apple", "Banana", "Cherry", "Tools"])
        #expect(answer["abstract"] as? String == "")
        #expect(index.sections.filter { $0.kind == .abstract }.isEmpty)
        let html = readText(scratch.url.appendingPathComponent("out/api/Demo/index.html"))
        let body = html.components(separatedBy: "</h1>").last ?? ""
        // The first thing after the title is the first group's heading.
        let next = body.trimmingCharacters(in: .whitespacesAndNewlines).prefix(3)
        #expect(next == "<h2", "\(body.prefix(200))")
    }

    /// With a root page, the index lists the root page's groups (their symbols; the root page
    /// shows their articles, and docc's "Articles"), then docc's automatic groups: not
    /// `Widget`, which an article curates, nor `Gadget`, which `Widget` curates, nor nested
    /// types, as docc's module page. An entry that docc's page links to the root page's own
    /// heading (`<doc:Demo/Count>` under "Count": `demo#count`) lists the symbol it curates.
    @Test func withARootPageTheIndexListsWhatDoccsModulePageLists() throws {
        let fixture = Fixtures.folder.appendingPathComponent("docc-automatic-topics")
        let (report, docc, scratch) = try ScratchSite.buildDoccFixture(fixture)
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        let answer = try #require(docc[""] as? [String: Any])
        let articles: Set<String> = ["tools", "apple", "banana"]
        let expected = (answer["topics"] as? [[Any]] ?? []).map { group in
            [group.first as? String ?? ""]
                + (group.last as? [String] ?? []).map {
                    $0.lowercased().replacingOccurrences(of: "demo#", with: "")
                }
                .filter { !articles.contains($0) }
        }.filter { $0.count > 1 }
        let page = readText(scratch.url.appendingPathComponent("out/api/Demo/index.html"))
        let main = page.components(separatedBy: "<main").last ?? ""
        let html = main.components(separatedBy: "</main>").first ?? ""
        let listed = html.components(separatedBy: "<h2").dropFirst().map { group in
            let title =
                group.components(separatedBy: "</a>").dropFirst().first?
                .components(separatedBy: "</h2>").first ?? ""
            let items = group.components(separatedBy: "<li><a href=").dropFirst().map { item in
                let code =
                    item.components(separatedBy: "<code>").dropFirst().first?
                    .components(separatedBy: "</code>").first ?? ""
                let name = code.replacingOccurrences(of: "&lt;", with: "<")
                    .replacingOccurrences(of: "&gt;", with: ">")
                    .replacingOccurrences(of: "&amp;", with: "&")
                return DocCIdentity.pathSafe(name).lowercased()
            }
            return [title] + items
        }
        #expect(listed == expected)
    }
}
