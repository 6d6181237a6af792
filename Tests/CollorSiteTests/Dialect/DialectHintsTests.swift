import Testing

@testable import CollorSite

/// The prefilter that spares pages the dialect's passes: it may say yes too often, never no
/// when a construct is there.
@Suite struct DialectHintsTests {
    private func hints(_ text: String) -> DialectHints {
        var copy = text
        return copy.withUTF8 { DialectHints($0) }
    }

    @Test func codeBlocksAloneNeedNoPass() {
        let page = "# Title\n\n```swift\nlet f: (Int) -> Int = { $0 | 1 }\n```\n\nText - more.\n"
        let found = hints(page)
        #expect(!found.doubleBacktick)
        #expect(!found.blockQuote)
        #expect(!found.table)
        #expect(!found.directive)
        #expect(!found.tilde)
    }

    @Test func eachConstructIsFound() {
        #expect(hints("A ``Symbol`` link.\n").doubleBacktick)
        #expect(hints("> Note: x\n").blockQuote)
        #expect(hints("- > Tip: in a list\n").blockQuote)
        #expect(hints("| a |\n|---|\n").table)
        #expect(hints("a\n:-:\n").table)
        #expect(hints("  @Row {\n").directive)
        #expect(!hints("mail@Example\n").directive)
        #expect(hints("~~gone~~\n").tilde)
    }

    /// `@Test` in a fenced block is not a directive: the page is not rewritten.
    @Test func attributesInCodeAreNotDirectives() {
        let rendered = renderDialect("```swift\n@Test func a() {}\n```\n")
        #expect(rendered.warnings.isEmpty)
        #expect(
            rendered.html
                == "<pre><code class=\"language-swift\">@Test func a() {}\n</code></pre>\n")
    }
}
