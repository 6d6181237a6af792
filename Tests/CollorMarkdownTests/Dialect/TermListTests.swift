import Foundation
import Testing

@testable import CollorMarkdown

/// A DocC article's bullet lists as `docc convert` 6.3.1 shows them
/// (`__Fixtures__/DocC/article-lists.json`, written by `scripts/docc-article-lists.py`): runs of
/// `- term Name: definition` items as term lists between the bullets around them, and the
/// list-item tags read as in a doc comment (asides after the list; Parameters and Returns
/// dropped, as an article shows neither).
@Suite struct TermListTests {
    private static let fixture = repository.appendingPathComponent(
        "Tests/CollorMarkdownTests/__Fixtures__/DocC/article-lists.json")

    /// The fixture's markdown, and docc's discussion as `[kind, …]` blocks.
    private static func load() throws -> (markdown: String, blocks: [[AnyHashable]]) {
        let data = try Data(contentsOf: fixture)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let markdown = try #require(object["markdown"] as? String)
        let blocks = try #require(object["blocks"] as? [[Any]])
        return (markdown, blocks.map { $0.map(Self.hashable) })
    }

    private static func hashable(_ value: Any) -> AnyHashable {
        if let list = value as? [Any] { return list.map(hashable) }
        return value as? String ?? ""
    }

    /// The blocks of `html` from its first paragraph after the abstract, read as the fixture
    /// writes docc's: a paragraph's text, a list's items, a term list's pairs, an aside.
    private static func blocks(of html: String) throws -> [[AnyHashable]] {
        let start = try #require(html.range(of: "<p>Before the list.</p>"))
        let body = String(html[start.lowerBound...])
        let block = try NSRegularExpression(
            pattern: #"<p>(.*?)</p>\n|<ul>\n(.*?)</ul>\n|<dl class="terms">\n(.*?)</dl>\n|"#
                + #"<div class="aside[^>]*>\n<p class="aside-label">(.*?)</p>\n(.*?)</div>\n"#,
            options: .dotMatchesLineSeparators)
        let item = try NSRegularExpression(
            pattern: "<li>(.*?)</li>", options: .dotMatchesLineSeparators)
        let pair = try NSRegularExpression(
            pattern: "<dt>(.*?)</dt>\n<dd>(.*?)</dd>", options: .dotMatchesLineSeparators)
        let whole = NSRange(body.startIndex..., in: body)
        func group(_ match: NSTextCheckingResult, _ index: Int, in text: String) -> String? {
            Range(match.range(at: index), in: text).map { String(text[$0]) }
        }
        func plain(_ html: String) -> String {
            html.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
                .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        return block.matches(in: body, range: whole).map { match -> [AnyHashable] in
            if let paragraph = group(match, 1, in: body) { return ["paragraph", plain(paragraph)] }
            if let list = group(match, 2, in: body) {
                let items = item.matches(in: list, range: NSRange(list.startIndex..., in: list))
                return ["bullets", items.map { plain(group($0, 1, in: list) ?? "") }]
            }
            if let terms = group(match, 3, in: body) {
                let pairs = pair.matches(in: terms, range: NSRange(terms.startIndex..., in: terms))
                return [
                    "terms",
                    pairs.map {
                        [
                            plain(group($0, 1, in: terms) ?? ""),
                            plain(group($0, 2, in: terms) ?? ""),
                        ]
                    },
                ]
            }
            return [
                "aside", group(match, 4, in: body) ?? "", plain(group(match, 5, in: body) ?? ""),
            ]
        }
    }

    @Test func anArticlesListsAreShownAsDoccShowsThem() throws {
        let (markdown, expected) = try Self.load()
        #expect(expected.count == 14)
        let html = MarkdownRenderer.render(
            markdown,
            options: MarkdownOptions(
                headingAnchors: false, highlightSwift: false, doccAnchors: true)
        ).html
        #expect(try Self.blocks(of: html) == expected)
    }

    /// Outside DocC's pages, `term` is a word like another.
    @Test func aMarkdownPageKeepsItsBullets() {
        let html = MarkdownRenderer.render(
            "- term Expression: code.\n",
            options: MarkdownOptions(headingAnchors: false, highlightSwift: false)
        ).html
        #expect(html == "<ul>\n<li>term Expression: code.</li>\n</ul>\n")
    }

    /// A doc comment's term list, after its tags are taken out (docc renders the list left).
    @Test func aDocCommentsTermsFollowItsTags() {
        let html = renderSymbolDocumentation(
            "Summary.\n\n- Returns: A value.\n- term Key: The key.\n")
        #expect(html.contains("<dl class=\"terms\">\n<dt>Key</dt>\n<dd>The key.</dd>\n</dl>"))
        #expect(!html.contains("<ul>"))
    }
}
