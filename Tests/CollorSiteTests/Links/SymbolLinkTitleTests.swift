import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// A symbol link's text on a page as docc 6.3.1 shows it for `__Fixtures__/docc-abstracts-titles`
/// (its `docc.json`, written by `scripts/docc-abstracts-titles.py`): the target's title, qualified
/// for a nested type or an enum case however the path is written (` ``Client`` ` from
/// `Connection` shows `Connection.Client`), and an unresolved link's path as written
/// (`Swift/Never/forever`), docc's `RenderContentCompiler.visitSymbolLink`.
@Suite struct SymbolLinkTitleTests {
    private static let folder = Fixtures.folder.appendingPathComponent("docc-abstracts-titles")

    private struct Page: Decodable { var abstract: String? }
    private struct Answer: Decodable { var pages: [String: Page] }

    /// The paragraph of `html` that starts with `start`, as a reader reads it (tags removed).
    private static func paragraph(starting start: String, in html: String) -> String? {
        for part in html.components(separatedBy: "<p>").dropFirst() {
            guard let end = part.range(of: "</p>") else { continue }
            var text = ""
            var inTag = false
            for character in part[..<end.lowerBound] {
                if character == "<" {
                    inTag = true
                } else if character == ">" {
                    inTag = false
                } else if !inTag {
                    text.append(character)
                }
            }
            text = text.replacingOccurrences(of: "&amp;", with: "&")
            if text.hasPrefix(start) { return text }
        }
        return nil
    }

    @Test func symbolLinksShowTheirTargetsTitlesAsDocCDoes() throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("docc.json"))
        let answers = try JSONDecoder().decode(Answer.self, from: data).pages
        let (_, output, scratch) = try ScratchSite.buildCatalog(
            ScratchSite.catalogFiles(in: Self.folder), module: "Demo",
            symbolGraphs: [Self.folder.appendingPathComponent("Demo.symbols.json")])
        defer { scratch.remove() }
        var pages = ""
        let files = FileManager.default.enumerator(atPath: output.path)
        while let file = files?.nextObject() as? String {
            guard file.hasSuffix(".html"), file.hasPrefix("api/") else { continue }
            pages += readText(output.appendingPathComponent(file))
        }
        for path in ["pair()", "wait()", "Connection/init()"] {
            let abstract = try #require(answers[path]?.abstract, "\(path)")
            let start = String(abstract.prefix(while: { $0 != " " }))
            #expect(Self.paragraph(starting: start, in: pages) == abstract, "\(path)")
        }
    }
}
