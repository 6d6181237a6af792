import Testing

@testable import CollorMarkdown

@Suite struct DocCommentTagTests {
    /// An aside's opening as the walker writes it: a note, not a landmark.
    private func aside(_ cssName: String, _ label: String) -> String {
        "<div class=\"aside aside-\(cssName)\" role=\"note\" aria-label=\"\(label)\">\n"
            + "<p class=\"aside-label\">\(label)</p>"
    }

    private let asideEnd = "</div>"

    @Test func parametersAndReturnsBecomeSectionsAndThrowsAnAside() {
        let html = renderSymbolDocumentation(
            """
            Adds fruit.

            - Parameters:
              - fruit: The fruit to add.
              - count: How *many*.
            - Returns: The new total.
            - Throws: `BasketError.full` when full.
            """)
        #expect(
            html == """
                <p>Adds fruit.</p>
                <section class="symbol-section symbol-section-parameters">
                <h4>Parameters</h4>
                <dl>
                <dt><code>fruit</code></dt>
                <dd>
                <p>The fruit to add.</p>
                </dd>
                <dt><code>count</code></dt>
                <dd>
                <p>How <em>many</em>.</p>
                </dd>
                </dl>
                </section>
                <section class="symbol-section symbol-section-returns">
                <h4>Return Value</h4>
                <p>The new total.</p>
                </section>
                \(aside("throws", "Throws"))
                <p><code>BasketError.full</code> when full.</p>
                \(asideEnd)

                """)
    }

    @Test func singleParameterTagsGatherInOneSectionAndOtherItemsStay() {
        let html = renderSymbolDocumentation(
            """
            - parameter a: First.
            - Just an item.
            - Parameter b:
              Second, on its own line.

            Between.

            - RETURNS: Both.
            """)
        #expect(
            html == """
                <ul>
                <li>Just an item.</li>
                </ul>
                <section class="symbol-section symbol-section-parameters">
                <h4>Parameters</h4>
                <dl>
                <dt><code>a</code></dt>
                <dd>
                <p>First.</p>
                </dd>
                <dt><code>b</code></dt>
                <dd>
                <p>Second, on its own line.</p>
                </dd>
                </dl>
                </section>
                <p>Between.</p>
                <section class="symbol-section symbol-section-returns">
                <h4>Return Value</h4>
                <p>Both.</p>
                </section>

                """)
    }

    /// An API page documents its members one after another: each heading starts a symbol whose
    /// sections are its own. (`- Returns: b.` reads "B.", its first word capitalised as docc
    /// does.)
    @Test func eachHeadingStartsAnotherSymbolsSections() {
        let html = renderSymbolDocumentation(
            "### `a()`\n\n- Throws: A.\n\n### `b()`\n\n- Throws: B.\n- Returns: b.\n")
        #expect(
            html == """
                <h3><code>a()</code></h3>
                \(aside("throws", "Throws"))
                <p>A.</p>
                \(asideEnd)
                <h3><code>b()</code></h3>
                <section class="symbol-section symbol-section-returns">
                <h4>Return Value</h4>
                <p>B.</p>
                </section>
                \(aside("throws", "Throws"))
                <p>B.</p>
                \(asideEnd)

                """)
    }

    /// As `docc convert` 6.3.1 reads them (a scratch module's render JSON): a tag needs a colon,
    /// `Parameter` a name, and the list must be at the top; `Parameters` and `Returns` are
    /// read by their first word (`- Returns nothing: prose.` is a Return Value, `- Parameters
    /// includeHidden:` a Parameters tag without parameters, dropped), and a parameter's name
    /// is all the rest (`two words`).
    @Test func tagsAreReadByTheirFirstWordAndListsThatOnlyLookLikeTagsStayLists() {
        let markdown = """
            - Parameters are passed by value.
            - Parameter: no name.
            - Parameter two words: a sentence.
            - Parameters includeHidden: Include hidden.
            - Returns nothing: prose.
            - Throws
            - 1. Parameter x: nested deeper.

            > - Returns: in a quote.
            """
        let html = renderSymbolDocumentation(markdown)
        #expect(html.contains("<li>Parameters are passed by value.</li>"))
        #expect(html.contains("<li>Parameter: no name.</li>"))
        #expect(html.contains("<li>Returns: in a quote.</li>"))
        #expect(!html.contains("includeHidden") && !html.contains("Include hidden"))
        #expect(html.contains("<h4>Return Value</h4>\n<p>Prose.</p>"))
        #expect(html.contains("<dt><code>two words</code></dt>"))
        #expect(html.components(separatedBy: "<h4>Parameters</h4>").count == 2)
    }

    @Test func articlesKeepTagListsAsLists() {
        let html = MarkdownRenderer.render(
            "- Returns: a list item.\n",
            options: MarkdownOptions(headingAnchors: false, highlightSwift: false)
        ).html
        #expect(html == "<ul>\n<li>Returns: a list item.</li>\n</ul>\n")
    }
}
