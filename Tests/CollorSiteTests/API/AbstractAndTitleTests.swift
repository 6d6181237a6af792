import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// Abstracts and titles as docc 6.3.1 shows them for `__Fixtures__/docc-abstracts-titles`
/// (its `docc.json`, written by `scripts/docc-abstracts-titles.py`): an undocumented inherited
/// member's "Inherited from `Protocol.member`.", a doc comment's abstract ended where
/// swift-markdown ends its first paragraph, an article's abstract only when its first block is
/// a paragraph.
@Suite struct AbstractAndTitleTests {
    private static let folder = Fixtures.folder.appendingPathComponent("docc-abstracts-titles")

    private struct Page: Decodable {
        var title: String
        var abstract: String?
        var identifier: String?
    }
    private struct Answer: Decodable { var pages: [String: Page] }

    /// docc's pages, by their path in the module.
    private static func answers() throws -> [String: Page] {
        let data = try Data(contentsOf: folder.appendingPathComponent("docc.json"))
        return try JSONDecoder().decode(Answer.self, from: data).pages
    }

    /// The fixture built, its report's pages.
    private static func records() throws -> [PageRecord] {
        let (report, _, scratch) = try ScratchSite.buildCatalog(
            ScratchSite.catalogFiles(in: folder), module: "Demo",
            symbolGraphs: [folder.appendingPathComponent("Demo.symbols.json")],
            configure: { $0.recordsPages = true })
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        return report.pageRecords
    }

    /// Each symbol's title and abstract in the report, by its precise identifier.
    private static func symbols(in records: [PageRecord]) -> [String: (String?, String?)] {
        var result: [String: (String?, String?)] = [:]
        for record in records {
            var titles: [String?: String] = [:]
            for section in record.sections where section.kind == .title {
                if let identifier = section.preciseIdentifier {
                    titles[section.symbol] = identifier
                    result[identifier] = (section.text, nil)
                }
            }
            for section in record.sections where section.kind == .abstract {
                if let identifier = titles[section.symbol] {
                    result[identifier]?.1 = section.text
                }
            }
        }
        return result
    }

    /// Abstracts with symbol links, whose text is the targets' titles (`pair()`): the report's
    /// abstracts show the names as written, the pages docc's titles (`SymbolLinkTitleTests`).
    private static let linkingAbstracts: Set<String> = ["pair()", "Connection/init()", "wait()"]

    @Test func symbolsAbstractsAreDocCs() throws {
        let shown = Self.symbols(in: try Self.records())
        var compared = 0
        for (path, page) in try Self.answers().sorted(by: { $0.key < $1.key }) {
            guard let identifier = page.identifier, !path.isEmpty,
                !Self.linkingAbstracts.contains(path)
            else { continue }
            let collor = try #require(shown[identifier], "\(path) \(shown.keys.sorted())")
            #expect(collor.1 == page.abstract, "\(path)")
            compared += 1
        }
        #expect(compared >= 20)
    }

    /// docc titles enum cases, nested types and type aliases by their type's path; the
    /// section's anchor stays DocC's URL name (`seconds(_:)`).
    @Test func membersTitlesAreDocCsAndTheirAnchorsTheirURLNames() throws {
        let records = try Self.records()
        let shown = Self.symbols(in: records)
        var anchors: [String: String] = [:]
        for record in records {
            for section in record.sections where section.kind == .title {
                if let identifier = section.preciseIdentifier, let anchor = section.symbol {
                    anchors[identifier] = anchor
                }
            }
        }
        var qualified = 0
        for (path, page) in try Self.answers().sorted(by: { $0.key < $1.key }) {
            guard let identifier = page.identifier, !path.isEmpty else { continue }
            let collor = try #require(shown[identifier], "\(path)")
            #expect(collor.0 == page.title, "\(path)")
            if let anchor = anchors[identifier], let last = path.split(separator: "/").last {
                #expect(anchor == last.lowercased(), "\(path)")
            }
            if page.title.contains("."), path.contains("/") { qualified += 1 }
        }
        #expect(qualified >= 6)
    }

    @Test func anArticlesAbstractIsItsFirstBlockWhenThatIsAParagraph() throws {
        let records = try Self.records()
        let answers = try Self.answers()
        for name in ["ListFirst", "CommentFirst"] {
            let docc = try #require(answers[name])
            let record = try #require(
                records.first { $0.title == docc.title }, "\(name) \(records.map(\.title))")
            let abstract = record.sections.first { $0.kind == .abstract && $0.symbol == nil }
            #expect(abstract?.text == docc.abstract, "\(name)")
        }
    }
}
