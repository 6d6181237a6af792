import Testing

@testable import CollorMarkdown

@Suite struct MarkdownNodeTests {
    @Test func plainTextKeepsTextAndCodeAndDropsMarkup() {
        let document = MarkdownDocument("# A *b* `c` [d](e.md) ![f](g.png) <i>h</i>\n")
        let anchors = document.headings()
        #expect(anchors.map(\.title) == ["A b c d f h"])
    }

    /// Emphasis nested 150,000 levels deep: reading the heading's text must not use the stack
    /// in proportion to the nesting (it used to overflow it).
    @Test func deeplyNestedHeadingRendersWithItsText() {
        let depth = 300_000
        let stars = String(repeating: "*", count: depth)
        let document = MarkdownDocument("# \(stars)a\(stars)\n\nafter\n")
        let anchors = document.headings()
        #expect(anchors == [TOCEntry(level: 1, title: "a", anchor: "a")])
        let rendered = MarkdownRenderer().render(
            document, context: MarkdownContext(file: "deep.md"), capacity: depth * 8)
        #expect(rendered.headings == [TOCEntry(level: 1, title: "a", anchor: "a")])
        #expect(rendered.firstHeading == "a")
        #expect(rendered.html.hasPrefix("<h1 id=\"a\"><a class=\"anchor\" href=\"#a\""))
        #expect(rendered.html.hasSuffix("</h1>\n<p>after</p>\n"))
    }
}
