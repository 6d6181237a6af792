import Foundation
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
                        "brackets, interpolations, generics or #if nested deeper than"
                            + " \(SwiftHighlighter.maximumNesting) levels"))
            ])
    }

    /// Generics and `#if` nest without brackets: 1,000 `Array<` (a 6 KB page) or 5,000 `#if`
    /// overflowed the stack of a render thread (exit 139), and swift-syntax's time grows with
    /// the square of nested generics. They count toward the nesting bound now, and past it the
    /// block is shown plain with a warning, on a thread with a secondary thread's stack.
    @Test func deepGenericsAndConditionsAreShownPlainWithoutExhaustingTheStack() {
        let generics =
            "let a: " + String(repeating: "Array<", count: 1_000) + "Int"
            + String(repeating: ">", count: 1_000)
        let conditions =
            String(repeating: "#if A\n", count: 5_000) + "let b = 1\n"
            + String(repeating: "#endif\n", count: 5_000)
        let rendered = [generics, conditions].concurrentRender { code in
            MarkdownRenderer.render("```swift\n\(code)\n```\n")
        }
        #expect(rendered[0].html.contains("let a: Array&lt;Array&lt;"))
        #expect(rendered[1].html.contains("#if A\n#if A\n"))
        #expect(rendered.allSatisfy { !$0.html.contains("<span") && $0.errors.isEmpty })
        #expect(rendered.map(\.warnings.count) == [1, 1])
    }

    /// A `>` or an `#endif` in a comment closes nothing: swift-syntax reads comments as trivia, so
    /// `Array</*>*/Array</*>*/…` nests as deep as it has openings.
    @Test func closingsInCommentsDoNotLowerTheCount() {
        let generics = String(repeating: "Array</* a> */", count: 100) + "Int"
        let conditions = String(repeating: "#if A\n// #endif\n", count: 100)
        #expect(SwiftHighlighter.nesting(of: Array(generics.utf8)) == 100)
        #expect(SwiftHighlighter.nesting(of: Array(conditions.utf8)) == 100)
        #expect(SwiftHighlighter.nesting(of: Array("f(x) // a > b\nArray<Int>".utf8)) == 1)
    }

    /// Code at the bound keeps its highlighting: generics, comparisons, arrows and `#if` of
    /// ordinary code count as they nest, not as they occur.
    @Test func ordinaryGenericsComparisonsAndConditionsAreHighlighted() {
        let lines = (0..<100).map { index in
            "#if A\nlet x\(index): Dictionary<String, Array<Int>> = [:]\n"
                + "if a < b && c > d { f = { (x: Int) -> Int in x } }\n#endif"
        }
        let code = lines.joined(separator: "\n")
        #expect(SwiftHighlighter.nesting(of: Array(code.utf8)) == 4)
        let rendered = MarkdownRenderer.render("```swift\n\(code)\n```\n")
        #expect(rendered.warnings.isEmpty)
        #expect(rendered.html.contains("<span class=\"t\">Dictionary</span>"))
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

extension Array where Element == String {
    /// `render` of each element on a thread with the 512 KiB stack of a secondary thread, as
    /// a site renders its pages.
    fileprivate func concurrentRender(_ render: @escaping @Sendable (String) -> RenderedMarkdown)
        -> [RenderedMarkdown]
    {
        map { code in
            nonisolated(unsafe) var result: RenderedMarkdown?
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                result = render(code)
                done.signal()
            }
            thread.stackSize = 512 << 10
            thread.start()
            done.wait()
            return result ?? MarkdownRenderer.render("")
        }
    }
}
