import Testing

@testable import CollorMarkdown

/// Blocks in languages other than Swift: the renderer asks the context for their HTML, and the
/// document lists them for a batch highlighter.
@Suite struct CodeBlockHighlightingTests {
    private let context = MarkdownContext(highlightCode: { language, code in
        language == "json" ? "<span class=\"s\">" + code.uppercased() + "</span>" : nil
    })

    @Test func aBlockTheContextHighlightsIsWrittenAsItAnswers() {
        let page = MarkdownRenderer.render("```json\n{\"a\": 1}\n```\n", context: context)
        #expect(
            page.html
                == "<pre><code class=\"language-json\"><span class=\"s\">{\"A\": 1}\n</span></code></pre>\n"
        )
    }

    @Test func aBlockTheContextLeavesIsEscapedAsBefore() {
        let page = MarkdownRenderer.render("```yaml\na: <b>\n```\n", context: context)
        #expect(page.html == "<pre><code class=\"language-yaml\">a: &lt;b&gt;\n</code></pre>\n")
        let plain = MarkdownRenderer.render("```\n{\"a\": 1}\n```\n", context: context)
        #expect(plain.html == "<pre><code>{&quot;a&quot;: 1}\n</code></pre>\n")
    }

    @Test func swiftStaysWithSwiftSyntax() {
        let swiftContext = MarkdownContext(highlightCode: { _, _ in "unexpected" })
        let page = MarkdownRenderer.render("```swift\nlet a = 1\n```\n", context: swiftContext)
        #expect(page.html.contains("<span class=\"k\">let</span>"))
        #expect(!page.html.contains("unexpected"))
    }

    @Test func theDocumentListsTheBlocksItShowsThatNameALanguage() {
        let document = MarkdownDocument(
            "```json title=x\n{}\n```\n\n```\nplain\n```\n\n> ```yaml\n> a: 1\n> ```\n\n"
                + "@Row {\n  @Column {\n    ```c\n    int a;\n    ```\n  }\n}\n\n"
                + "@Comment {\n  ```json\n  {\"hidden\": true}\n  ```\n}\n")
        let blocks = document.codeBlocks().map { "\($0.language):\($0.code)" }
        #expect(blocks == ["json:{}\n", "yaml:a: 1\n", "c:int a;\n"])
    }
}
