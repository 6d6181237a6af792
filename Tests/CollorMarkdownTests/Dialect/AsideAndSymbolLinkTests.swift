import Testing

@testable import CollorMarkdown

@Suite struct AsideAndSymbolLinkTests {
    @Test func asidesCarryTheirKindAndLabel() {
        let rendered = renderDialect(
            "> Note: Baskets hold *fruit*.\n\n> warning:\n> Heavy.\n\n> See Also: Carts.\n\n> Just a quote: with a colon.\n"
        )
        #expect(
            rendered.html == """
                <aside class="aside aside-note" aria-label="Note">
                <p class="aside-label">Note</p>
                <p>Baskets hold <em>fruit</em>.</p>
                </aside>
                <aside class="aside aside-warning" aria-label="Warning">
                <p class="aside-label">Warning</p>
                <p>Heavy.</p>
                </aside>
                <aside class="aside aside-see-also" aria-label="See Also">
                <p class="aside-label">See Also</p>
                <p>Carts.</p>
                </aside>
                <blockquote>
                <p>Just a quote: with a colon.</p>
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
    /// DocC.
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
                <li><code>Array</code> and
                <code>Nope</code></li>
                </ul>

                """)
        #expect(rendered.errors.isEmpty)
        #expect(
            rendered.warnings.map { "\($0.line):\($0.column) \($0.reason)" } == [
                "3:3 externalSymbol(\"Swift/Array\")", "4:3 unresolvedSymbol(\"Nope\")",
            ])
    }
}
