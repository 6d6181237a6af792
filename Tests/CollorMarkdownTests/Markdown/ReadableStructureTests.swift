import Testing

@testable import CollorMarkdown

/// What a screen reader reads from the structure of a page: headings that follow from the page,
/// no empty heading or link, and long names in headings that wrap where a reader expects.
@Suite struct ReadableStructureTests {
    private func render(_ markdown: String, symbol: Bool = false) -> String {
        MarkdownRenderer.render(
            markdown,
            options: MarkdownOptions(
                headingAnchors: false, highlightSwift: false, symbolDocumentation: symbol)
        ).html
    }

    /// A top-level function's page: its Parameters go under its title (h2), not as an h4 that
    /// skips two levels.
    @Test func aSymbolSectionGoesUnderTheHeadingBeforeIt() {
        let markdown = "- Parameters:\n  - x: The x.\n- Returns: A value."
        let onAPage = render("# f(x:)\n\nDoes f.\n\n" + markdown, symbol: true)
        #expect(onAPage.contains("<h2>Parameters</h2>"))
        #expect(onAPage.contains("<h2>Return Value</h2>") || onAPage.contains("<h2>Returns</h2>"))
        #expect(!onAPage.contains("<h4>"))
        let member = render("### `f(x:)`\n\nDoes f.\n\n" + markdown, symbol: true)
        #expect(member.contains("<h4>Parameters</h4>"))
        // A doc comment alone is a member's, under the h3 its page writes around it.
        #expect(render(markdown, symbol: true).contains("<h4>Parameters</h4>"))
    }

    @Test func anEmptyHeadingIsNotWritten() {
        #expect(render("## \n\nText.\n\n##\n") == "<p>Text.</p>\n")
        #expect(render("## Kept\n") == "<h2>Kept</h2>\n")
    }

    /// `- SeeAlso: [](https://example.com)` wrote `<a href="…"></a>`, a link with no name.
    @Test func aLinkWithoutTextReadsAsItsDestination() {
        #expect(
            render("See [](https://example.com/a).")
                == "<p>See <a href=\"https://example.com/a\">https://example.com/a</a>.</p>\n")
        #expect(
            render("[x](https://example.com)") == "<p><a href=\"https://example.com\">x</a></p>\n")
    }

    @Test func aLongNameInAHeadingWrapsAtItsDotAndCaseChange() {
        #expect(render("# DatabaseValue.Storage\n") == "<h1>Database<wbr>Value.<wbr>Storage</h1>\n")
        #expect(render("DatabaseValue.Storage\n") == "<p>DatabaseValue.Storage</p>\n")
        #expect(
            render("### `storedValueRepresentation`\n")
                == "<h3><code>stored<wbr>Value<wbr>Representation</code></h3>\n")
    }
}
