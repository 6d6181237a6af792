import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// Prose as docc 6.3.1 shows it (`__Fixtures__/docc-smart-punctuation`, written by
/// `scripts/docc-smart-punctuation.py`): swift-markdown parses with cmark's smart punctuation, so
/// `'`, `"…"`, `--`, `---` and `...` in a catalog's pages and in doc comments read `’`, `“…”`,
/// `–`, `—` and `…`; code spans and code blocks keep what was typed, and a heading's anchor and
/// the links to it stay docc's (`#Apples-Heading`).
@Suite struct SmartPunctuationTests {
    private static let folder = Fixtures.folder.appendingPathComponent("docc-smart-punctuation")

    /// docc's answer for one page: its title, blocks' text, headings and code.
    private struct Page: Decodable {
        var title: String
        var blocks: [String]
        var headings: [[String?]]
        var code: [String]
        var fragments: [String]
    }

    private struct Answer: Decodable { var pages: [String: Page] }

    private static func docc() throws -> [String: Page] {
        let data = try Data(contentsOf: folder.appendingPathComponent("docc.json"))
        return try JSONDecoder().decode(Answer.self, from: data).pages
    }

    private static func build() throws -> (output: URL, scratch: ScratchFolder) {
        let (report, output, scratch) = try ScratchSite.buildCatalog(
            ScratchSite.catalogFiles(in: folder), module: "Demo",
            symbolGraphs: [folder.appendingPathComponent("Demo.symbols.json")])
        #expect(report.errors.isEmpty, "\(report.errors)")
        return (output, scratch)
    }

    /// The text a reader sees in `html`: tags dropped (so a
    /// block's text runs into the next one's), entities decoded, white space collapsed.
    static func text(_ html: String) -> String {
        var text = html.replacing(/<[^>]*>/, with: "")
        for (entity, character) in [
            ("&quot;", "\""), ("&#39;", "'"), ("&#x27;", "'"), ("&lt;", "<"), ("&gt;", ">"),
            ("&amp;", "&"),
        ] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func proseReadsAsDocCShowsItAndCodeAsTyped() throws {
        let answers = try Self.docc()
        let (output, scratch) = try Self.build()
        defer { scratch.remove() }
        let article = try #require(answers["Punctuation"])
        let home = try #require(answers[""])
        let symbol = try #require(answers["label(name:)"])
        // The symbol's abstract and discussion; its parameter and Return Value are also
        // capitalised by docc (ParameterCapitalisationTests).
        for (page, title, blocks, headings) in [
            ("Demo/Punctuation.html", article.title, article.blocks, article.headings),
            ("index.html", nil, home.blocks, Array(home.headings.prefix(1))),
            ("api/Demo/label-28name-3A-29.html", nil, [symbol.blocks[0], symbol.blocks[3]], []),
        ] {
            let html = ScratchSite.article(of: page, in: output)
            let shown = Self.text(html)
            if let title { #expect(shown.contains(title), "\(page): \(title)") }
            for block in blocks { #expect(shown.contains(block), "\(page): \(block)\n\(shown)") }
            for heading in headings {
                let (text, anchor) = (heading[0] ?? "", heading[1] ?? "")
                #expect(shown.contains(text), "\(page): \(text)")
                #expect(html.contains("id=\"\(anchor)\""), "\(page): #\(anchor)")
            }
        }
        let html = ScratchSite.article(of: "Demo/Punctuation.html", in: output)
        for fragment in article.fragments {
            #expect(html.contains("href=\"#\(fragment)\""), "#\(fragment)")
        }
        // Code as typed: straight quotes, `--` and `...`.
        let code = Self.text(html)
        for listing in article.code { #expect(code.contains(listing), "\(listing)") }
    }
}
