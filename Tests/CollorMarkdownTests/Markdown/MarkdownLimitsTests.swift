import Testing

@testable import CollorMarkdown

/// Every construct whose nesting the input controls goes through the one `MarkdownLimits`
/// value: at growing depths, a page within the limit renders with no diagnostic, one past it has
/// a single error naming the limit (generated text a warning instead), and the output stays
/// linear in the input.
@Suite struct MarkdownLimitsTests {
    private static let limit = MarkdownLimits.handWritten.markdownNesting

    /// A construct nested `depth` times around a word, and how many levels each nesting adds
    /// (a list adds its list and its item).
    private static let constructs: [(name: String, levels: Int, page: @Sendable (Int) -> String)] =
        [
            ("quotes", 1, { String(repeating: "> ", count: $0) + "word\n" }),
            ("lists", 2, { String(repeating: "- ", count: $0) + "word\n" }),
            (
                "emphasis", 1,
                {
                    String(repeating: "*a ", count: $0) + "word"
                        + String(repeating: " a*", count: $0)
                }
            ),
            (
                "emphasis in links", 2,
                {
                    String(repeating: "[*a ", count: $0) + "word"
                        + String(repeating: "*](b)", count: $0)
                }
            ),
            (
                "directives", 1,
                {
                    String(repeating: "@Row {\n", count: $0) + "word\n"
                        + String(repeating: "}\n", count: $0)
                }
            ),
        ]

    @Test(arguments: [10, 100, 1_000, 10_000])
    func eachConstructStaysWithinTheNestingLimit(depth: Int) {
        for construct in Self.constructs {
            let markdown = construct.page(depth)
            let page = MarkdownRenderer.render(markdown)
            // The document, the paragraph (or item) and the nesting.
            let levels = 2 + depth * construct.levels
            let over = levels > Self.limit
            #expect(
                page.errors.count == (over ? 1 : 0),
                "\(construct.name) at \(depth): \(page.errors) \(page.html.prefix(300))")
            if over {
                #expect(
                    page.errors.first?.reason
                        == .overLimit(
                            "markdown nested deeper than \(Self.limit) levels (quotes, lists,"
                                + " directives, emphasis, links)"), "\(construct.name)")
                let generated = MarkdownRenderer.render(
                    markdown, options: MarkdownOptions(limits: .generated))
                #expect(generated.errors.isEmpty && generated.warnings.count == 1)
            }
            #expect(page.html.utf8.count < 64 * markdown.utf8.count + 1_024, "\(construct.name)")
        }
    }

    /// The deepest element nesting a page's HTML has stays below what a browser's parser keeps
    /// (Chromium's 512), whatever the markdown's depth.
    @Test func theHTMLNestsNoDeeperThanTheLimitAllows() {
        for construct in Self.constructs {
            let page = MarkdownRenderer.render(construct.page(10_000))
            #expect(Self.deepestElement(page.html) <= 2 * Self.limit + 4, "\(construct.name)")
        }
    }

    /// Open tags minus closed ones at their deepest (void elements close themselves here).
    private static func deepestElement(_ html: String) -> Int {
        var depth = 0
        var deepest = 0
        let bytes = Array(html.utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count {
                let next = bytes[index + 1]
                var end = index
                while end < bytes.count, bytes[end] != UInt8(ascii: ">") { end += 1 }
                let selfClosing =
                    end > 0 && end < bytes.count && bytes[end - 1] == UInt8(ascii: "/")
                if next == UInt8(ascii: "/") {
                    depth -= 1
                } else if next != UInt8(ascii: "!") && !selfClosing {
                    depth += 1
                    deepest = max(deepest, depth)
                }
                index = end
            }
            index += 1
        }
        return deepest
    }
}
