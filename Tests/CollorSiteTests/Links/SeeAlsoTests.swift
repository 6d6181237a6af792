import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// DocC's automatic See Also against docc 6.3.1's render JSON for the same catalog and symbol
/// graph (`__Fixtures__/docc-see-also`, written by `scripts/docc-see-also.py`): a group's last
/// item shows it too; a page with its own See Also shows the automatic group after it; a page
/// curated twice shows its nearest curator's group (Echo: the root's, not Alpha's, though
/// `Alpha.md` sorts first); at most 15 others; a page no Topics curate, none; a member its
/// type's group, in its section; a nested type's own page its section's.
@Suite struct SeeAlsoTests {
    private static let folder = Fixtures.folder.appendingPathComponent("docc-see-also")

    /// docc's answer: each page's See Also groups, `[title, [entry titles]]`, in order.
    private static func docc() throws -> [String: [[Any]]] {
        let data = try Data(contentsOf: folder.appendingPathComponent("docc.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: [[Any]]])
    }

    /// docc's groups of one page, the authored one (docc's "Related Documentation", which
    /// collor shows as the page's markdown) left out.
    private static func automatic(_ answer: [[Any]]) -> [Group] {
        answer.compactMap { group in
            guard let title = group.first as? String, title != "Related Documentation",
                let entries = group.last as? [String]
            else { return nil }
            // A nested type's link text (docc's `Basket.Handle`) is another rule's, left to it.
            return Group(
                title: title,
                entries: entries.map { $0.replacingOccurrences(of: "Basket.", with: "") })
        }
    }

    struct Group: Equatable {
        var title: String
        var entries: [String]
    }

    /// The automatic See Also groups of `html`: a page's (titled by an `h3`), or a member's
    /// (`h5`, a level below its `h4` See Also in the member's section).
    static func groups(in html: String, member: Bool = false) -> [Group] {
        let heading = member ? "<h5>" : "<h3>"
        return html.components(separatedBy: "<section class=\"see-also\">").dropFirst().compactMap {
            section in
            let body = section.components(separatedBy: "</section>").first ?? ""
            guard body.contains(heading) else { return nil }
            let title = body.components(separatedBy: heading).dropFirst().first.map {
                String($0.prefix { $0 != "<" })
            }
            let entries = body.matches(of: /<li><a href="[^"]*">(?:<code>)?([^<]*)/).map {
                String($0.output.1)
            }
            return Group(title: title ?? "", entries: entries)
        }
    }

    private static func build() throws -> (BuildReport, URL, ScratchFolder) {
        try ScratchSite.buildCatalog(
            ScratchSite.catalogFiles(in: folder), module: "Demo",
            symbolGraphs: [folder.appendingPathComponent("Demo.symbols.json")])
    }

    @Test func pagesShowTheGroupDoccShows() throws {
        let answers = try Self.docc()
        let (report, output, scratch) = try Self.build()
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        var pages = [
            "Basket": "api/Demo/Basket.html", "Shelf": "api/Demo/Shelf.html",
            "Basket/Handle": "api/Demo/Basket.Handle.html",
        ]
        for name in ["Alpha", "Bravo", "Charlie", "Delta", "Echo"]
            + (1...17).map({ String(format: "Many%02d", $0) })
        {
            pages[name] = "Demo/\(name).html"
        }
        for (name, page) in pages {
            let answer = try #require(answers[name], "\(name)")
            let html = ScratchSite.article(of: page, in: output)
            #expect(!html.isEmpty, "\(page)")
            #expect(Self.groups(in: html) == Self.automatic(answer), "\(name)")
        }
        // Charlie's own See Also first, then the automatic group under the same heading.
        let charlie = ScratchSite.article(of: "Demo/Charlie.html", in: output)
        #expect(charlie.components(separatedBy: ">See Also</h2>").count == 2)
        let own = try #require(charlie.range(of: "Delta.html"))
        let automatic = try #require(charlie.range(of: "<section class=\"see-also\">"))
        #expect(own.lowerBound < automatic.lowerBound)
    }

    @Test func membersShowTheirTypesGroupInTheirSections() throws {
        let answers = try Self.docc()
        let (report, output, scratch) = try Self.build()
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        let html = ScratchSite.article(of: "api/Demo/Basket.html", in: output)
        // Each member's section, from its heading to the next member's (or group's) heading.
        var sections: [String: String] = [:]
        for part in html.components(separatedBy: "<h3 id=\"").dropFirst() {
            let anchor = String(part.prefix { $0 != "\"" })
            sections[anchor] = part.components(separatedBy: "<h2").first
        }
        var checked = 0
        for (path, answer) in answers where path.hasPrefix("Basket/") {
            // docc names a member's page in lower case, as its anchor here.
            let anchor = path.dropFirst("Basket/".count).lowercased()
            let section = try #require(sections[anchor], "\(anchor)")
            #expect(
                Self.groups(in: section, member: true) == Self.automatic(answer), "\(path)")
            checked += 1
        }
        // add(_:), remove(_:), count, isEmpty, clear() and Handle with groups; init() and the
        // three put(_:) not curated, with none.
        #expect(checked == 10)
    }

    /// An automatic Topics group lists its members by docc's path, overloads by their
    /// disambiguation (`put(_:)-3s9ne`), as docc's `AutomaticCuration.topics` sorts them, not in
    /// source order (`topics.json`, written by the same script).
    @Test func automaticGroupsListMembersByDocCPath() throws {
        let data = try Data(
            contentsOf: Self.folder.appendingPathComponent("topics.json"))
        let answers = try #require(
            try JSONSerialization.jsonObject(with: data) as? [String: [[Any]]])
        let basket = try #require(answers["Basket"])
        let methods = try #require(
            basket.first { $0.first as? String == "Instance Methods" }?.last as? [String])
        let (report, output, scratch) = try Self.build()
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        let html = ScratchSite.article(of: "api/Demo/Basket.html", in: output)
        let anchors = html.matches(of: /<h3 id="(put[^"]*)"/).map { String($0.output.1) }
        #expect(anchors == methods)
        #expect(methods.count == 3)
    }
}
