import Testing

@testable import CollorMarkdown

/// DocC shows, under each entry of a `## Topics` list, the abstract of the page or symbol it
/// links to; the site answers `topicAbstract` by the URL the link was written with.
@Suite struct TopicsAbstractTests {
    static let context = MarkdownContext(
        resolveDocument: { name, _ in .titled("\(name).html", title: name) },
        resolveSymbol: { path in .rewrite("api/\(path).html") },
        topicAbstract: { url in
            ["Ordering.html": "How to order.", "api/Basket.html": "A basket & more."][url]
        })

    @Test func eachLinkOfATopicsListShowsItsTargetsAbstract() {
        let rendered = renderDialect(
            """
            # Shop

            ## Topics

            ### Essentials

            - <doc:Ordering>
            - ``Basket``
            - ``Unknown``
            - ``Basket`` and more

            ## Overview

            - <doc:Ordering>

            """, context: Self.context)
        #expect(
            rendered.html == """
                <h1>Shop</h1>
                <h2>Topics</h2>
                <h3>Essentials</h3>
                <ul>
                <li><a href="Ordering.html">Ordering</a>
                <p class="topic-abstract">How to order.</p>
                </li>
                <li><a class="symbol" href="api/Basket.html"><code>Basket</code></a>
                <p class="topic-abstract">A basket &amp; more.</p>
                </li>
                <li><a class="symbol" href="api/Unknown.html"><code>Unknown</code></a></li>
                <li><a class="symbol" href="api/Basket.html"><code>Basket</code></a> and more</li>
                </ul>
                <h2>Overview</h2>
                <ul>
                <li><a href="Ordering.html">Ordering</a></li>
                </ul>

                """)
    }

    /// The abstract is the first paragraph after the title, skipping directives, as plain text.
    @Test func aPagesAbstractIsItsFirstParagraph() {
        let document = MarkdownDocument(
            "# ``Shop``\n\n@Metadata {\n  @DisplayName(\"Shop\")\n}\n\nSells *fresh* `fruit`.\n\nMore.\n"
        )
        #expect(document.abstract == "Sells fresh fruit.")
        #expect(MarkdownDocument("# Title\n\n## Section\n\nText.\n").abstract == nil)
        #expect(MarkdownDocument.abstract(of: "The price of `basket`.") == "The price of basket.")
    }
}
