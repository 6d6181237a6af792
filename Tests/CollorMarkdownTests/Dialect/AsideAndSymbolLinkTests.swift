import Testing

@testable import CollorMarkdown

@Suite struct AsideAndSymbolLinkTests {
    @Test func asidesCarryTheirKindAndLabel() {
        let rendered = renderDialect(
            "> Note: Baskets hold *fruit*.\n\n> warning:\n> Heavy.\n\n> See Also: Carts.\n\n> Just a quote, with no colon.\n"
        )
        #expect(
            rendered.html == """
                <div class="aside aside-note" role="note" aria-label="Note">
                <p class="aside-label">Note</p>
                <p>Baskets hold <em>fruit</em>.</p>
                </div>
                <div class="aside aside-warning" role="note" aria-label="Warning">
                <p class="aside-label">Warning</p>
                <p>Heavy.</p>
                </div>
                <div class="aside aside-see-also" role="note" aria-label="See Also">
                <p class="aside-label">See Also</p>
                <p>Carts.</p>
                </div>
                <blockquote>
                <p>Just a quote, with no colon.</p>
                </blockquote>

                """)
    }

    /// DocC reads the text before the first colon of a quote's first text as its tag, whatever
    /// its length: a tag that is no kind titles a note (as written when it has a capital, else
    /// capitalized, as swift-docc's `AsideStyle.displayName`). Text that is not the quote's
    /// first (after emphasis or code) is prose. The text after a tag on its line starts with a
    /// capital, as docc 6.3.1 shows it ("> Remember: custom title here." reads "Custom title
    /// here."); a line after a tag alone is kept as written.
    /// In a DocC catalog's page every quote is an aside: docc 6.3.1 rendered each of these as
    /// an aside named "Note" (a nested quote too), with the first letter of its first text in
    /// uppercase ("inner plain" reads "Inner plain"), a tagged line's too ("Éclair first."),
    /// but not the line after a tag alone ("lowercase on next line.") nor text after emphasis.
    @Test func everyQuoteOfACatalogPageIsAnAside() {
        let markdown =
            "> A plain quote.\n\n> Warning: éclair first.\n\n> Tip:\n> lowercase on next line.\n\n"
            + "> **Bold** quote: not a tag.\n\n> Nested\n>\n> > inner plain\n"
        let rendered = MarkdownRenderer.render(
            markdown,
            options: MarkdownOptions(
                headingAnchors: false, highlightSwift: false, doccAnchors: true))
        #expect(
            rendered.html == """
                <div class="aside aside-note" role="note" aria-label="Note">
                <p class="aside-label">Note</p>
                <p>A plain quote.</p>
                </div>
                <div class="aside aside-warning" role="note" aria-label="Warning">
                <p class="aside-label">Warning</p>
                <p>Éclair first.</p>
                </div>
                <div class="aside aside-tip" role="note" aria-label="Tip">
                <p class="aside-label">Tip</p>
                <p>lowercase on next line.</p>
                </div>
                <div class="aside aside-note" role="note" aria-label="Note">
                <p class="aside-label">Note</p>
                <p><strong>Bold</strong> quote: not a tag.</p>
                </div>
                <div class="aside aside-note" role="note" aria-label="Note">
                <p class="aside-label">Note</p>
                <p>Nested</p>
                <div class="aside aside-note" role="note" aria-label="Note">
                <p class="aside-label">Note</p>
                <p>Inner plain</p>
                </div>
                </div>

                """)
        // In a markdown folder a quote without a tag stays a quote.
        #expect(
            renderDialect("> inner plain\n").html
                == "<blockquote>\n<p>inner plain</p>\n</blockquote>\n")
    }

    @Test func aTagThatIsNoKindTitlesANote() {
        let rendered = renderDialect(
            "> The rule can be summarized as: keep it short.\n\n> custom tag:\n> Body.\n\n"
                + "> *Emphasis*: not a tag.\n\n> Call `f()`: not a tag either.\n\n> : no tag.\n")
        #expect(
            rendered.html == """
                <div class="aside aside-note" role="note" aria-label="The rule can be summarized as">
                <p class="aside-label">The rule can be summarized as</p>
                <p>Keep it short.</p>
                </div>
                <div class="aside aside-note" role="note" aria-label="Custom Tag">
                <p class="aside-label">Custom Tag</p>
                <p>Body.</p>
                </div>
                <blockquote>
                <p><em>Emphasis</em>: not a tag.</p>
                </blockquote>
                <blockquote>
                <p>Call <code>f()</code>: not a tag either.</p>
                </blockquote>
                <blockquote>
                <p>: no tag.</p>
                </blockquote>

                """)
    }

    @Test func plainCommonMarkKeepsBlockQuotes() {
        let rendered = MarkdownRenderer.render("> Note: x\n", options: .commonMark)
        #expect(rendered.html == "<blockquote>\n<p>Note: x</p>\n</blockquote>\n")
    }

    @Test func symbolPathsSplitNamesAndDisambiguation() {
        let path = SymbolPath("Fruit/Basket/add(_:)-swift.method")
        #expect(path.components.map(\.name) == ["Fruit", "Basket", "add(_:)"])
        #expect(path.components.last?.disambiguation == "swift.method")
        #expect(SymbolPath("Vector//(_:_:)").components.map(\.name) == ["Vector", "/(_:_:)"])
        #expect(SymbolPath("-(_:_:)-7abc").components.map(\.name) == ["-(_:_:)"])
        #expect(SymbolPath("Basket-struct").components.first?.disambiguation == "struct")
        #expect(SymbolPath("Basket/add(_:)").title == "add(_:)")
    }

    /// Double backticks link to the symbol (shown by its last name, as DocC does); single ones
    /// stay code; an unknown symbol or one in another module is a warning at its position, as in
    /// DocC, and shown as its path as written (`Swift/Array`: docc's `visitSymbolLink`).
    @Test func doubleBackticksAreSymbolLinks() {
        let context = MarkdownContext(
            file: "a.md",
            resolveSymbol: { path in
                switch path {
                case "Basket/add(_:)": return .rewrite("api/Fruit/Basket.html#add")
                case "Swift/Array": return .failure(.externalSymbol(path))
                default: return .failure(.unresolvedSymbol(path))
                }
            })
        let rendered = renderDialect(
            "Use ``Basket/add(_:)``, `Basket/add(_:)` and ```x```.\n\n- ``Swift/Array`` and\n  ``Nope``\n",
            context: context)
        #expect(
            rendered.html == """
                <p>Use <a class="symbol" href="api/Fruit/Basket.html#add"><code>add(_:)</code></a>, <code>Basket/add(_:)</code> and <code>x</code>.</p>
                <ul>
                <li><code>Swift/Array</code> and
                <code>Nope</code></li>
                </ul>

                """)
        #expect(rendered.errors.isEmpty)
        #expect(
            rendered.warnings.map { "\($0.line):\($0.column) \($0.reason)" } == [
                "3:5 externalSymbol(\"Swift/Array\")", "4:5 unresolvedSymbol(\"Nope\")",
            ])
    }

    /// A symbol link that is the whole of the page's title names the page itself: DocC shows a
    /// plain title, not a link in code; an unknown one still warns. A later heading's link, and
    /// one beside other words in the title, stay links. An HTML comment after it leaves it the
    /// whole title, as in docc (swift-nio's `# ``NIO`` <!-- SwiftNIO -->`: docc's title "NIO").
    @Test func aSymbolLinkAsTheWholeTitleIsAPlainTitle() {
        let context = MarkdownContext(
            file: "a.md",
            resolveSymbol: { path in
                path == "Nope" ? .failure(.unresolvedSymbol(path)) : .rewrite("api/\(path).html")
            })
        #expect(
            renderDialect("# ``FreshKit``\n\n# ``Basket``\n", context: context).html == """
                <h1>FreshKit</h1>
                <h1><a class="symbol" href="api/Basket.html"><code>Basket</code></a></h1>

                """)
        #expect(
            renderDialect("# ``Basket/add(_:)``\n", context: context).html
                == "<h1>add(_:)</h1>\n")
        #expect(
            renderDialect("# Using ``Basket``\n", context: context).html
                == "<h1>Using <a class=\"symbol\" href=\"api/Basket.html\"><code>Basket</code></a></h1>\n"
        )
        let commented = renderDialect("# ``FreshKit`` <!-- Fresh -->\n", context: context)
        #expect(commented.html.hasPrefix("<h1>FreshKit"), "\(commented.html)")
        #expect(!commented.html.contains("<a") && !commented.html.contains("<code>"))
        let unknown = renderDialect("# ``Nope``\n", context: context)
        #expect(unknown.html == "<h1>Nope</h1>\n")
        #expect(unknown.warnings.map(\.reason) == [.unresolvedSymbol("Nope")])
    }

    /// A symbol link on a lazy continuation line of an aside (a line without `>`) is a symbol
    /// link: cmark misplaces the columns of such a line's inlines, and swift-nio's
    /// `loops-futures-concurrency.md` showed ``` ``EventLoopFuture/hop(to:)`` ``` as code.
    @Test func aSymbolLinkOnALazyLineOfAnAsideIsALink() {
        let context = MarkdownContext(resolveSymbol: { .rewrite("api/" + $0 + ".html") })
        let rendered = renderDialect(
            "> Warning: ``NIOLoopBound`` and ``NIOLoopBoundBox`` replace\n"
                + "    ``EventLoop``, use ``EventLoopFuture/hop(to:)`` to move it, not `x`.\n",
            context: context)
        #expect(rendered.html.contains("<a class=\"symbol\" href=\"api/EventLoop.html\">"))
        #expect(
            rendered.html.contains(
                "<a class=\"symbol\" href=\"api/EventLoopFuture/hop(to:).html\"><code>hop(to:)</code></a>"
            ), "\(rendered.html)")
        #expect(rendered.html.contains("not <code>x</code>."))
    }
}
