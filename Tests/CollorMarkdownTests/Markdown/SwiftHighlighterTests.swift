import Testing

@testable import CollorMarkdown

@Suite struct SwiftHighlighterTests {
    private let file = "code.md"

    private func render(_ markdown: String) -> RenderedMarkdown {
        MarkdownRenderer.render(
            markdown, context: MarkdownContext(file: file, lineOffset: 4))
    }

    /// Unclosed interpolations nested past the bound are written as escaped text, with a warning
    /// at the block's line (front matter lines included).
    @Test func deepInterpolationsFallBackToEscapedText() {
        let depth = SwiftHighlighter.maximumNesting + 1
        let code = "let s = <b>&" + String(repeating: "\"\\(", count: depth)
        let rendered = render("Intro\n\n```swift\n\(code)\n```\n")
        #expect(
            rendered.html.contains(
                "<pre><code class=\"language-swift\">let s = &lt;b&gt;&amp;"
                    + String(repeating: "&quot;\\(", count: depth) + "\n</code></pre>\n"))
        #expect(!rendered.html.contains("<span"))
        #expect(rendered.errors.isEmpty)
        #expect(
            rendered.warnings == [
                MarkdownDiagnostic(
                    file: file, line: 7, column: 1, severity: .warning,
                    reason: .highlightingSkipped(
                        "brackets or interpolations nested deeper than"
                            + " \(SwiftHighlighter.maximumNesting) levels"))
            ])
    }

    /// Six thousand unclosed interpolations took 1.7 GB in swift-syntax; now they are not parsed.
    @Test func thousandsOfUnclosedInterpolationsRenderAsText() {
        let code = String(repeating: "\"\\(", count: 6_000)
        let rendered = render("```swift\n\(code)\n```\n")
        #expect(rendered.html.contains(String(repeating: "&quot;\\(", count: 6_000)))
        #expect(rendered.warnings.count == 1)
    }

    @Test func nestingUpToTheBoundIsHighlighted() {
        let depth = SwiftHighlighter.maximumNesting
        let code =
            "let s = " + String(repeating: "\"\\(", count: depth - 1) + "1"
            + String(repeating: ")\"", count: depth - 1) + " + f(<)"
        let rendered = render("```swift\n\(code)\n```\n")
        #expect(rendered.warnings.isEmpty)
        #expect(rendered.html.contains("<span class=\"k\">let</span>"))
        #expect(rendered.html.contains("&lt;"))
        #expect(!rendered.html.contains("(<)"))
    }

    @Test func closedBracketsDoNotAddUp() {
        let code = String(
            repeating: "f(a[0], { $0 })\n", count: 2 * SwiftHighlighter.maximumNesting)
        let rendered = render("```swift\n\(code)```\n")
        #expect(rendered.warnings.isEmpty)
        #expect(rendered.html.contains("<span class=\"n\">0</span>"))
    }
}
