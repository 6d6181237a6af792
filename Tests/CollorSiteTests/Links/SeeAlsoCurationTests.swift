import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// DocC's automatic See Also for pages curated in ways other than a symbol link, against docc
/// 6.3.1's render JSON (`__Fixtures__/docc-see-also-curation`, written by
/// `python3 scripts/docc-see-also.py docc-see-also-curation`): types that the module page curates
/// with `<doc:Demo/Kiwi>` (and `<doc:Melon>`) as with ` ``Mango`` `, in one group; articles in a
/// Topics list before any `###` heading, a group without a title; a nested type curated beside
/// an initializer, its anchor disambiguated from a property's (`#code-swift.struct`); a heading
/// of the module page (`<doc:Demo/Fruit>`) in a group, which docc's See Also lists as its page;
/// a member curated twice, whose nearer curator is found through the nested types docc curates
/// automatically; members that a member's own Topics curate.
@Suite struct SeeAlsoCurationTests {
    private static let folder = Fixtures.folder.appendingPathComponent("docc-see-also-curation")

    struct Group: Equatable {
        var title: String
        var entries: [String]
    }

    /// docc's answer: each page's See Also groups, `[title, [entry titles]]`, in order.
    private static func docc() throws -> [String: [Group]] {
        let data = try Data(contentsOf: folder.appendingPathComponent("docc.json"))
        let answer = try #require(
            try JSONSerialization.jsonObject(with: data) as? [String: [[Any]]])
        return answer.mapValues { groups in
            groups.compactMap { group in
                guard let title = group.first as? String, let entries = group.last as? [String]
                else { return nil }
                // A nested type's link text (docc's `Failure.Code`) is another rule's.
                return Group(
                    title: title,
                    entries: entries.map { $0.replacingOccurrences(of: "Failure.", with: "") })
            }
        }
    }

    /// The fixture's catalog built with its symbol graph.
    private static func build() throws -> (
        report: BuildReport, output: URL, scratch: ScratchFolder
    ) {
        try ScratchSite.buildCatalog(
            ScratchSite.catalogFiles(in: folder), module: "Demo",
            symbolGraphs: [folder.appendingPathComponent("Demo.symbols.json")])
    }

    /// The automatic See Also groups of `html`, titled by the heading a level below `level`'s
    /// See Also heading, or untitled when the group has none.
    static func groups(in html: String, level: Int = 2) -> [Group] {
        let heading = "<h\(level + 1)>"
        return html.components(separatedBy: "<section class=\"see-also\">").dropFirst().map {
            section in
            let body = section.components(separatedBy: "</section>").first ?? ""
            let title = body.components(separatedBy: heading).dropFirst().first.map {
                String($0.prefix { $0 != "<" })
            }
            let entries = body.matches(of: /<li><a href="[^"]*">(?:<code>)?([^<]*)/).map {
                String($0.output.1)
            }
            return Group(title: title ?? "", entries: entries)
        }
    }

    @Test func pagesCuratedByDocLinksAndUntitledGroupsShowDoccsGroups() throws {
        let answers = try Self.docc()
        let (report, output, scratch) = try Self.build()
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        var pages = [
            "Failure/Code-swift.struct": "api/Demo/Failure.Code.html", "Demo": "index.html",
        ]
        for name in ["Kiwi", "Lime", "Mango", "Melon", "Plum", "Failure"] {
            pages[name] = "api/Demo/\(name).html"
        }
        for name in ["First", "Second", "Third"] {
            pages[name] = "Demo/\(name).html"
        }
        for (name, page) in pages {
            let answer = try #require(answers[name], "\(name)")
            let html = ScratchSite.article(of: page, in: output)
            #expect(!html.isEmpty, "\(page)")
            // A type page's own groups: before its members' sections.
            let own = html.components(separatedBy: "<h3 id=\"").first ?? html
            #expect(Self.groups(in: own) == answer, "\(name)")
        }
        // The initializer's section ends with its group, the nested type in it.
        let failure = ScratchSite.article(of: "api/Demo/Failure.html", in: output)
        let initializer = try #require(
            failure.components(separatedBy: "<h3 id=\"init(code:)\"").dropFirst().first?
                .components(separatedBy: "<h3 id=").first)
        #expect(
            Self.groups(in: initializer.components(separatedBy: "<h2").first ?? "", level: 4)
                == answers["Failure/init(code:)"])
        // A member curated by an API collection under its type and by an article under a
        // nested type no Topics curate: docc curates that type under its parent, so the
        // collection is the nearer curator (DocC's `MixedManualAutomaticCuration`).
        let crate = ScratchSite.article(of: "api/Demo/Crate.html", in: output)
        let label = try #require(
            crate.components(separatedBy: "<h3 id=\"label\"").dropFirst().first?
                .components(separatedBy: "<h3 id=").first)
        let expected = try #require(answers["Crate/label"])
        #expect(expected == [Group(title: "Parts", entries: ["width"])])
        #expect(
            Self.groups(in: label.components(separatedBy: "<h2").first ?? "", level: 4)
                == expected)
        // Members a member's own Topics curate show its group (`open()` curates `close()` and
        // `seal()`), as docc's member pages do.
        for name in ["close()", "seal()"] {
            let section = try #require(
                crate.components(separatedBy: "<h3 id=\"\(name)\"").dropFirst().first?
                    .components(separatedBy: "<h3 id=").first)
            let answer = try #require(answers["Crate/\(name)"])
            #expect(!answer.isEmpty)
            #expect(
                Self.groups(in: section.components(separatedBy: "<h2").first ?? "", level: 4)
                    == answer, "\(name)")
        }
    }

    /// A catalog whose folder is not named after the module it documents (swift-syntax's
    /// `Documentation.docc`, read as `--source` reads it): its root page is found as a page no
    /// Topics curate, and its own heading in a group (`<doc:Demo/Fruit>`) does not count as
    /// curating it, or no walk would reach it and no page would get a See Also.
    @Test func aRootPageThatListsItsOwnHeadingStillCurates() throws {
        let answers = try Self.docc()
        let (report, output, scratch) = try ScratchSite.buildCatalog(
            ScratchSite.catalogFiles(in: Self.folder), module: "Documentation",
            symbolGraphs: [Self.folder.appendingPathComponent("Demo.symbols.json")])
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        for name in ["Kiwi", "Lime", "Mango", "Plum"] {
            let html = ScratchSite.article(of: "api/Demo/\(name).html", in: output)
            let own = html.components(separatedBy: "<h3 id=\"").first ?? html
            #expect(Self.groups(in: own) == (answers[name] ?? []), "\(name)")
            #expect(!Self.groups(in: own).isEmpty, "\(name)")
        }
    }

    /// The module's index lists the types its root page curates with `<doc:Demo/Kiwi>` in that
    /// group, beside those curated with ` ``Mango`` `, as docc's module page does (`topics.json`,
    /// written by the same script); not among the uncurated structures.
    @Test func docLinksCurateTheModulesTypes() throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("topics.json"))
        let answers = try #require(
            try JSONSerialization.jsonObject(with: data) as? [String: [[Any]]])
        let curated = try #require(answers["Demo"]).compactMap { group -> Group? in
            guard let title = group.first as? String, ["Fruit", "Alone"].contains(title),
                let entries = group.last as? [String]
            else { return nil }
            // The index lists types; a heading (`Demo#Fruit`) is the module page's.
            return Group(title: title, entries: entries.filter { !$0.contains("#") })
        }
        #expect(curated.count == 2)
        let (report, output, scratch) = try Self.build()
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        let html = ScratchSite.article(of: "api/Demo/index.html", in: output)
        let groups = html.components(separatedBy: "<h2 id=\"").dropFirst().map { section in
            Group(
                title: String(section.prefix { $0 != "\"" }),
                entries: section.matches(of: /<a href="([^"#]*)\.html"/).map {
                    String($0.output.1)
                })
        }
        #expect(Array(groups.prefix(2)) == curated)
    }

    /// docc takes a top-level type out of the module's automatic groups when an article under
    /// the module or a top-level type curates it (`Screw`, in an API collection under `Crate`),
    /// not when the article sits under a nested type (`Nail`, in an article under
    /// `Crate/Lid/Hinge`): DocC's `MixedManualAutomaticCuration` lists such a class.
    @Test func anArticleUnderANestedTypeLeavesItsSymbolsInTheModulesGroups() throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("topics.json"))
        let answers = try #require(
            try JSONSerialization.jsonObject(with: data) as? [String: [[Any]]])
        let structures = try #require(
            answers["Demo"]?.first { $0.first as? String == "Structures" }?.last as? [String])
        #expect(structures == ["Failure", "Nail"])
        let (report, output, scratch) = try Self.build()
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        let html = ScratchSite.article(of: "api/Demo/index.html", in: output)
        let group = try #require(
            html.components(separatedBy: "<h2 id=\"Structures\"").dropFirst().first?
                .components(separatedBy: "<h2").first)
        let listed = group.matches(of: /<a href="([^"#]*)\.html"/).map { String($0.output.1) }
        #expect(listed == structures)
    }
}
