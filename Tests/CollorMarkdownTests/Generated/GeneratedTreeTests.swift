import Testing

@testable import CollorMarkdown

/// A generated page's blocks become the tree cmark would parse from their markdown: each kind
/// renders as the markdown that generated pages were written as before.
@Suite struct GeneratedTreeTests {
    private func render(_ blocks: [GeneratedBlock], symbolDocumentation: Bool = false)
        -> RenderedMarkdown
    {
        let options = MarkdownOptions(
            symbolDocumentation: symbolDocumentation, limits: .generated)
        return MarkdownRenderer(options: options).render(
            MarkdownDocument(generated: blocks), context: MarkdownContext(), capacity: 0)
    }

    private func render(_ markdown: String, symbolDocumentation: Bool = false)
        -> RenderedMarkdown
    {
        MarkdownRenderer.render(
            markdown,
            options: MarkdownOptions(symbolDocumentation: symbolDocumentation, limits: .generated))
    }

    @Test(
        arguments: [
            ([.heading(level: 1, [.text("Basket")])], "# Basket\n"),
            (
                [.heading(level: 2, [.link("Basket.md", [.code("Basket")])])],
                "## [`Basket`](Basket.md)\n"
            ),
            (
                [.paragraph([.emphasis([.text("Structure")]), .text(" in "), .code("Store")])],
                "*Structure* in `Store`\n"
            ),
            (
                [.code(language: "swift", "struct Basket {\n}")],
                "```swift\nstruct Basket {\n}\n```\n"
            ),
            ([.code(language: "swift", "")], "```swift\n\n```\n"),
            (
                [
                    .list([
                        [.link("a.md", [.text("A")]), .text(": first")], [.symbolLink("Store/B")],
                    ])
                ],
                "- [A](a.md): first\n- ``Store/B``\n"
            ),
            (
                [
                    .heading(level: 1, [.text("T")]),
                    .markdown("A *doc* comment with ``Store/Basket``.\n\n> Note: An aside."),
                    .heading(level: 2, [.text("After")]),
                ],
                "# T\n\nA *doc* comment with ``Store/Basket``.\n\n> Note: An aside.\n\n## After\n"
            ),
            (
                [
                    .list([
                        [.link("B.md", [.code("B")]), .text(": "), .markdown("Holds `x`, *y*.")]
                    ])
                ],
                "- [`B`](B.md): Holds `x`, *y*.\n"
            ),
            ([.html("<div id=\"s\"></div>")], "<div id=\"s\"></div>\n"),
        ] as [([GeneratedBlock], String)])
    func eachBlockRendersAsItsMarkdown(blocks: [GeneratedBlock], markdown: String) {
        let typed = render(blocks)
        let parsed = render(markdown)
        #expect(typed.html == parsed.html)
        #expect(typed.headings == parsed.headings)
        #expect(typed.errors.isEmpty && typed.warnings.isEmpty)
    }

    /// What the dialect's passes made of a doc comment (a table, strikethrough, an aside, a
    /// directive, a symbol link) keeps its meaning in the page's tree.
    @Test func aDocCommentsDialectKeepsItsMeaning() {
        let comment = """
            | Name | Kind |
            |:-----|-----:|
            | ``Store/Basket`` | ~~old~~ |

            > Warning: Not *yet*.

            @Row {
              @Column { Left. }
              @Column { Right. }
            }
            """
        let typed = render([.heading(level: 1, [.text("T")]), .markdown(comment)])
        let parsed = render("# T\n\n" + comment + "\n")
        #expect(typed.html == parsed.html)
        #expect(typed.html.contains("<table") && typed.html.contains("<del>old</del>"))
        #expect(typed.html.contains("warning") && typed.html.contains("class=\"row\""))
    }

    /// A doc comment's tags (`- Parameters:`) are read across the page's tree, as on a parsed
    /// symbol page.
    @Test func aDocCommentsTagsBecomeSections() {
        let comment = "Adds.\n\n- Parameter item: The item.\n- Returns: The count."
        let typed = render(
            [.heading(level: 3, [.code("add(_:)")]), .markdown(comment)],
            symbolDocumentation: true)
        let parsed = render("### `add(_:)`\n\n" + comment + "\n", symbolDocumentation: true)
        #expect(typed.html == parsed.html)
        #expect(typed.html.contains("Parameters"))
    }

    /// A heading's anchor is set as a value: overloads each get DocC's name, whatever bytes it
    /// holds (`_` and `*` stay as they are, since no markdown reads them).
    @Test func aHeadingsAnchorIsItsOwn() {
        let page = render([
            .heading(level: 3, [.code("add(_:)")], anchor: "add(_:)-1syvw"),
            .heading(level: 3, [.code("add(_:)")], anchor: "add(_:)-*x_"),
        ])
        #expect(page.headings.map(\.anchor) == ["add(_:)-1syvw", "add(_:)-*x_"])
        #expect(page.html.contains("<code>add(_:)</code>"))
    }

    /// Text is shown as written: markdown's punctuation, HTML and a NUL (shown as U+FFFD, as
    /// cmark shows it) in a name or title.
    @Test func textIsShownAsWritten() {
        let page = render([
            .heading(level: 1, [.text("zip(_:_:) <b> *a* `c` \\ &amp; \0")])
        ])
        #expect(page.html.contains("zip(_:_:) &lt;b&gt; *a* `c` \\ &amp;amp; \u{FFFD}</h1>"))
    }

    /// A doc comment that leaves a fence open ends with its block: the members after it are
    /// still headings (the markdown text route showed the rest of the page as code).
    @Test func aDocCommentLeavesNothingOpen() {
        let page = render([
            .markdown("Starts code:\n\n```swift\nlet a = 1"),
            .heading(level: 3, [.code("next")]),
        ])
        #expect(page.headings.map(\.title) == ["next"])
    }

    /// Inline markdown reads as it does after other text on a line: a leading `#` or `-` is
    /// text, a line break a space.
    @Test func inlineMarkdownStartsNoBlock() {
        let page = render([.paragraph([.text("A: "), .markdown("# not a heading\n- nor a list")])])
        #expect(page.html == "<p>A: # not a heading - nor a list</p>\n")
    }
}
