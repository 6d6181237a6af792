import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// A member's platforms in its section of its type's page, as `docc convert` 6.3.1 lists them
/// on the member's own page (`__Fixtures__/docc-member-availability`, written by
/// `scripts/docc-member-availability.py`, its catalog's `Info.plist` giving defaults): a member
/// with its own availability, one with its type's, deprecated ones, one with the defaults alone.
@Suite struct MemberAvailabilityTests {
    private static let folder = Fixtures.folder.appendingPathComponent(
        "docc-member-availability")

    /// docc's platforms of each symbol page, by its path (`Basket/count()`), as the report's
    /// items (`macOS: 13.0–14.0`), and whether docc marks it deprecated.
    private static func docc() throws -> [String: (items: [String], deprecated: Bool)] {
        let data = try Data(contentsOf: folder.appendingPathComponent("docc.json"))
        let pages = try #require(
            try JSONSerialization.jsonObject(with: data) as? [String: [String: Any]])
        return pages.mapValues { page in
            let items = (page["platforms"] as? [[String: String]] ?? []).map { item in
                let name = item["name"] ?? ""
                guard let introduced = item["introducedAt"] else { return name + ": " }
                return name + ": " + introduced
                    + (item["deprecatedAt"].map { "–" + $0 } ?? "+")
            }
            return (items, page["deprecated"] as? Bool ?? false)
        }
    }

    /// The build report's pages and the pages' HTML, from a catalog with the fixture's
    /// `Info.plist` and symbol graph.
    private static func build() throws -> (report: [String: [String: Any]], html: [String: String])
    {
        let built = try ReportPages.build(
            fixture: folder,
            html: ["Basket", "Crate", "Container"].map { "api/Demo/\($0).html" })
        return (
            built.pages,
            Dictionary(
                uniqueKeysWithValues: built.html.map {
                    (String($0.key.dropFirst("api/Demo/".count).dropLast(".html".count)), $0.value)
                })
        )
    }

    /// The availability sections of `page`, by member anchor ("" for the page's own).
    private static func availability(of page: [String: Any]?) -> [String: [String]] {
        var found: [String: [String]] = [:]
        for section in page?["sections"] as? [[String: Any]] ?? []
        where section["kind"] as? String == "availability" {
            found[section["symbol"] as? String ?? ""] =
                (section["items"] as? [[String: String]] ?? []).map {
                    "\($0["name"] ?? ""): \($0["text"] ?? "")"
                }
        }
        return found
    }

    /// Each member's section lists docc's platforms: `count()` its type's, `weigh()` its own
    /// macOS 14.0, `mass()` deprecated on macOS at 14.0, `open()` the defaults, `close()` its
    /// own iOS 17.0, a protocol extension's `empty()` the defaults, not the protocol's.
    @Test func eachMembersSectionListsThePlatformsDocCListsOnItsPage() throws {
        let answers = try Self.docc()
        let (report, _) = try Self.build()
        var checked = 0
        for (path, answer) in answers where path.contains("/") {
            let parts = path.split(separator: "/")
            let anchor = parts[1].lowercased()
            let page = report["api/Demo/\(parts[0]).html"]
            #expect(Self.availability(of: page)[anchor] == answer.items, "\(path)")
            checked += 1
        }
        #expect(checked == 8)
    }

    /// The catalog's root page is the module's page: it lists the `Info.plist` defaults, as
    /// docc's module page does (swift-syntax's `SwiftParser` and `SwiftOperators` showed none).
    @Test func theRootPageListsTheModulesPlatforms() throws {
        let answer = try #require(try Self.docc()[""])
        let (report, _) = try Self.build()
        #expect(!answer.items.isEmpty)
        #expect(Self.availability(of: report["index.html"])[""] == answer.items)
    }

    /// The pills are one list under the member's declaration, before its documentation; a
    /// member deprecated everywhere also says so in words.
    @Test func thePillsFollowTheMembersDeclaration() throws {
        let (_, html) = try Self.build()
        let basket = try #require(html["Basket"])
        let count = try #require(basket.range(of: "id=\"count()\""))
        let rest = basket[count.upperBound...]
        let declaration = try #require(rest.range(of: "</pre>"))
        let list = try #require(
            rest.range(of: "<ul class=\"availability\" aria-label=\"Availability\">"))
        let comment = try #require(rest.range(of: "No availability of its own"))
        #expect(declaration.upperBound <= list.lowerBound)
        #expect(list.upperBound <= comment.lowerBound)
        #expect(rest[list.upperBound...].hasPrefix("\n<li>iOS 16.0+</li>\n"))
        #expect(basket.contains("<li class=\"deprecated\">macOS 13.0–14.0</li>"))
        let size = try #require(basket.range(of: "id=\"size()\""))
        #expect(basket[size.upperBound...].contains("<em>Deprecated.</em> Use count()."))
        #expect(try Self.docc()["Basket/size()"]?.deprecated == true)
    }
}
