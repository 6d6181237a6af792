import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// docc's "Default Implementations" and "X Implementations" pages, against docc 6.3.1's render
/// JSON for `__Fixtures__/docc-default-implementations` (its `docc.json`, written by
/// `scripts/docc-default-implementations.py`): a type's members inherited from a protocol's
/// extension (`Sized.half`, the standard library's `Equatable.!=`) leave its kind groups for one
/// page per protocol, listed by its last group; a member the type implements itself
/// (`Box.size`) stays; a protocol lists no "Default Implementations" group; the automatic
/// groups come in docc's order of kinds (operators, then initializers, ... enumerations).
@Suite struct DefaultImplementationsTests {
    private static let fixture = Fixtures.folder.appendingPathComponent(
        "docc-default-implementations")

    /// collor's page of a docc page, by docc's path in the module: a type's page
    /// (`Box/Kind`: `Box.Kind.html`), or an "X Implementations" page named as a page nested in
    /// its type's (`Box.Sized-Implementations.html`).
    private static func output(of path: String) -> String {
        let parts = path.split(separator: "/").map(String.init)
        if let last = parts.last, last.hasSuffix("-Implementations") {
            return "api/Demo/" + parts.joined(separator: ".") + ".html"
        }
        return "api/Demo/" + parts.joined(separator: ".") + ".html"
    }

    /// A Topics entry as the last component of docc's URL: a member's anchor, the last
    /// component of a page's name; lowercased, as collor's anchors are.
    private static func component(_ target: ReportTarget) -> String {
        if let anchor = target.anchor { return anchor.lowercased() }
        // An "X Implementations" page: `api/Demo/Box.Sized-Implementations.html`.
        let name = (target.page ?? "").replacingOccurrences(of: ".html", with: "")
        return String(name.split(separator: ".").last ?? "").lowercased()
    }

    @Test func typesAndCollectionsListTheGroupsDoccLists() throws {
        let (report, docc, scratch) = try ScratchSite.buildDoccFixture(Self.fixture)
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(docc.count == 12)
        for (path, value) in docc where path != "Demo" {
            let answer = try #require(value as? [String: Any])
            let page = report.pageRecords.first { $0.path == Self.output(of: path) }
            let found = try #require(page, "\(path): no page \(Self.output(of: path))")
            let topics = found.sections.filter { $0.kind == .topics }.flatMap(\.groups).map {
                group in [group.title] + group.members.map(Self.component)
            }
            let expected = (answer["topics"] as? [[Any]] ?? []).map { group in
                [group.first as? String ?? ""]
                    + (group.last as? [String] ?? []).map { $0.lowercased() }
            }
            #expect(topics == expected, "\(path)")
            #expect(found.title == answer["title"] as? String, "\(path)")
        }
    }

    @Test func membersOfACollectionKeepTheirSectionsOnTheTypesPage() throws {
        let (report, _, scratch) = try ScratchSite.buildDoccFixture(Self.fixture)
        defer { scratch.remove() }
        let box = try #require(report.pageRecords.first { $0.path == "api/Demo/Box.html" })
        let anchors = Set(box.sections.compactMap(\.symbol))
        for anchor in ["half", "isempty", "describe()", "make()", "loudname", "!=(_:_:)"] {
            #expect(anchors.contains(anchor), "\(anchor)")
        }
        let collection = try #require(
            report.pageRecords.first { $0.path == "api/Demo/Box.Sized-Implementations.html" })
        #expect(collection.kind == .collection)  // docc's role: collectionGroup
        let links = collection.sections.filter { $0.kind == .topics }.flatMap(\.groups)
            .flatMap(\.members)
        #expect(links.allSatisfy { $0.page == "api/Demo/Box.html" && $0.anchor != nil })
    }
}
