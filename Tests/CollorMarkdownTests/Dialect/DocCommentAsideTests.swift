import Foundation
import Testing

@testable import CollorMarkdown

/// A doc comment's list-item callouts, each checked against what `docc convert` 6.3.1 made of
/// it (`__Fixtures__/DocC/list-item-tags.json`, written by `scripts/docc-list-item-tags.py`).
@Suite struct DocCommentAsideTests {
    /// One tag and docc's verdict on it.
    struct DocCTag: Sendable, CustomTestStringConvertible {
        var tag: String
        /// The aside's name when docc shows an aside.
        var aside: String?
        var staysInList: Bool
        var testDescription: String { tag }

        static let fixture = repository.appendingPathComponent(
            "Tests/CollorMarkdownTests/__Fixtures__/DocC/list-item-tags.json")

        static let all: [DocCTag] = {
            guard let data = try? Data(contentsOf: fixture),
                let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let tags = object["tags"] as? [String: [String: Any]]
            else { return [] }
            return tags.keys.sorted().compactMap { tag in
                guard let verdict = tags[tag] else { return nil }
                return DocCTag(
                    tag: tag, aside: verdict["aside"] as? String,
                    staysInList: verdict["list"] as? Bool ?? false)
            }
        }()
    }

    /// The names of the asides in `html`, in order.
    private func asideNames(in html: String) -> [String] {
        html.components(separatedBy: "<p class=\"aside-label\">").dropFirst().map {
            String($0.prefix { $0 != "<" })
        }
    }

    @Test func theFixtureHoldsEveryTagTried() {
        #expect(DocCTag.all.count == 39)
        #expect(DocCTag.all.filter { $0.aside != nil }.count == 28)
    }

    @Test(arguments: DocCTag.all)
    func listItemTagIsShownAsDocCShowsIt(_ expected: DocCTag) {
        let html = renderSymbolDocumentation(
            "Tagged.\n\n- \(expected.tag): text here.\n- Just an item.\n")
        #expect(html.contains("<li>Just an item.</li>"))
        if let name = expected.aside {
            #expect(asideNames(in: html) == [name])
            // After the list, its text capitalized as docc shows it.
            #expect(html.contains("<p class=\"aside-label\">\(name)</p>\n<p>Text here.</p>"))
            #expect(html.range(of: "</ul>")!.lowerBound < html.range(of: "aside-label")!.lowerBound)
            #expect(!html.contains("text here"))
        } else if expected.staysInList {
            #expect(asideNames(in: html).isEmpty)
            #expect(html.contains("<li>\(expected.tag): text here.</li>"))
        } else {
            #expect(asideNames(in: html).isEmpty)
            #expect(!html.contains("text here"))
        }
    }

    /// `CollectionData`'s doc comments write `- Complexity:`; docc shows an aside.
    @Test func complexityInTheSameListAsParametersIsAnAsideAfterTheSections() {
        let html = renderSymbolDocumentation(
            """
            Finds a cell.

            - Parameters:
              - uid: The cell's uid.
              - note: A parameter named like a tag stays a parameter.
            - Complexity: O(n) for n cells.
            - Returns: The cell, or nil.
            - Throws: `Missing` when absent.
            """)
        #expect(asideNames(in: html) == ["Complexity", "Throws"])
        #expect(html.contains("<dt><code>note</code></dt>"))
        let returns = html.range(of: "Return Value")!.lowerBound
        let complexity = html.range(of: "O(n) for n cells.")!.lowerBound
        let throwsText = html.range(of: "<code>Missing</code> when absent.")!.lowerBound
        #expect(returns < complexity && complexity < throwsText)
        #expect(!html.contains("<ul>"))
    }

    @Test func onlyTopLevelListsGiveAsides() {
        let html = renderSymbolDocumentation("- Outer:\n  - Note: nested.\n")
        #expect(asideNames(in: html).isEmpty)
        #expect(html.contains("<li>Note: nested.</li>"))
    }

    @Test func aTagAloneOnItsLineKeepsTheNextLineAsWritten() {
        let html = renderSymbolDocumentation("- Important:\n  keep this as written.\n")
        #expect(asideNames(in: html) == ["Important"])
        #expect(html.contains("<p>keep this as written.</p>"))
    }
}
