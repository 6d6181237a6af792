import Foundation
import Testing

@testable import CollorMarkdown

@Suite struct SwiftHighlighterTests {
    private let file = "code.md"

    private func render(_ markdown: String) -> RenderedMarkdown {
        MarkdownRenderer.render(
            markdown, context: MarkdownContext(file: file, lineOffset: 4))
    }

    private let limits = MarkdownLimits.handWritten

    private func render(_ markdown: String, limits: MarkdownLimits) -> RenderedMarkdown {
        MarkdownRenderer.render(
            markdown, options: MarkdownOptions(limits: limits),
            context: MarkdownContext(file: file, lineOffset: 4))
    }

    /// Interpolations nested past the bound are written as escaped text: in a page people write
    /// that is an error at the block's line (front matter lines included) naming the limit; in
    /// text from a symbol graph, a warning.
    @Test func deepInterpolationsAreAnErrorInAPageAndShownPlainInGeneratedText() {
        let depth = limits.swiftInterpolationNesting + 1
        let code = "let s = <b>&" + String(repeating: "\"\\(", count: depth)
        let markdown = "Intro\n\n```swift\n\(code)\n```\n"
        let detail = "string interpolations nested deeper than 3 levels"
        let page = render(markdown)
        #expect(
            page.html.contains(
                "<pre><code class=\"language-swift\">let s = &lt;b&gt;&amp;"
                    + String(repeating: "&quot;\\(", count: depth) + "\n</code></pre>\n"))
        #expect(!page.html.contains("<span"))
        #expect(
            page.errors == [
                MarkdownDiagnostic(
                    file: file, line: 7, column: 1, severity: .error, reason: .overLimit(detail))
            ])
        #expect(page.errors.first?.description.contains("code.md:7:1") == true)
        let generated = render(markdown, limits: .generated)
        #expect(generated.html == page.html)
        #expect(generated.errors.isEmpty)
        #expect(
            generated.warnings == [
                MarkdownDiagnostic(
                    file: file, line: 7, column: 1, severity: .warning,
                    reason: .highlightingSkipped(detail))
            ])
    }

    /// Row 4 of the hostile-input issue: an open `"""` with 60 `\(` (under the old bound of 64)
    /// then a long expression cost swift-syntax's recovery the square of the depth times the
    /// length (a 60 KB page took 52 s; 30 took 36 s at 16 KB). Past 3 nested interpolations it
    /// is not parsed.
    @Test func anOpenStringWithManyInterpolationsIsNotParsed() {
        let code =
            "let s = \"\"\"\n" + String(repeating: "\\(", count: 30)
            + String(repeating: "a + ", count: 15_000)
        let page = render("```swift\n\(code)\n```\n")
        #expect(!page.html.contains("<span"))
        #expect(
            page.errors.map(\.reason) == [
                .overLimit("string interpolations nested deeper than 3 levels")
            ])
    }

    /// swift-syntax's type lookahead doubles its work with each `[` or generic `<` nested in
    /// another (20 nested `[` before two names took 25 s, even closed: `[[[…a]]]` 20 deep took
    /// 20 s): past 6, the block is not parsed.
    @Test func nestedArrayBracketsAndGenericsAreBounded() {
        let seven =
            "let s = " + String(repeating: "[", count: 7) + "a" + String(repeating: "]", count: 7)
        let mixed = "let s = " + String(repeating: "[A<", count: 4) + "a"
        for code in [seven, mixed] {
            let page = render("```swift\n\(code)\n```\n")
            #expect(
                page.errors.map(\.reason) == [
                    .overLimit("[ and generic < nested deeper than 6 levels")
                ])
        }
        let six =
            "let s = " + String(repeating: "[", count: 6) + "a" + String(repeating: "]", count: 6)
        let page = render("```swift\n\(six)\n```\n")
        #expect(page.errors.isEmpty && page.warnings.isEmpty)
        #expect(page.html.contains("<span class=\"k\">let</span>"))
    }

    /// Recovery from each bracket left open scans the rest of the block again: 60 open `(`
    /// before 16 KB of names took 8.5 s. A snippet cut mid-declaration leaves a few open.
    @Test func manyBracketsLeftOpenAreBounded() {
        let cut = "struct A {\n  func f() {\n    if x {\n      g(a, [b,"
        #expect(SwiftNesting(Array(cut.utf8)).unclosed == 5)
        #expect(render("```swift\n\(cut)\n```\n").errors.isEmpty)
        let open =
            "let s = " + String(repeating: "(", count: 9) + String(repeating: "a ", count: 100)
        #expect(
            render("```swift\n\(open)\n```\n").errors.map(\.reason) == [
                .overLimit("more than 8 brackets, interpolations or #if left open")
            ])
    }

    /// Generics and `#if` nest without brackets: 1,000 `Array<` (a 6 KB page) or 5,000 `#if`
    /// overflowed the stack of a render thread (exit 139), and swift-syntax's time grows with
    /// the square of nested generics. They count toward the nesting bound now, and past it the
    /// block is shown plain, on a thread with a secondary thread's stack.
    @Test func deepGenericsAndConditionsAreShownPlainWithoutExhaustingTheStack() {
        let generics =
            "let a: " + String(repeating: "Array<", count: 1_000) + "Int"
            + String(repeating: ">", count: 1_000)
        let conditions =
            String(repeating: "#if A\n", count: 5_000) + "let b = 1\n"
            + String(repeating: "#endif\n", count: 5_000)
        let rendered = [generics, conditions].concurrentRender { code in
            MarkdownRenderer.render(
                "```swift\n\(code)\n```\n", options: MarkdownOptions(limits: .generated))
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
        #expect(SwiftNesting(Array(generics.utf8)).deepest == 100)
        #expect(SwiftNesting(Array(generics.utf8)).deepestTypes == 100)
        #expect(SwiftNesting(Array(conditions.utf8)).deepest == 100)
        #expect(SwiftNesting(Array("f(x) // a > b\nArray<Int>".utf8)).deepest == 1)
    }

    /// A closing bracket closes only an opening of its kind: `)` in a string does not close a
    /// `[`, so `[")"[")"…` nests as its `[` do.
    @Test func aClosingOfAnotherKindClosesNothing() {
        let code = String(repeating: "[\")\"", count: 10)
        #expect(SwiftNesting(Array(code.utf8)).deepestTypes == 10)
        let interpolated = "\"\\(\"\\(\"\\(\"\\(a)\")\")\")\""
        #expect(SwiftNesting(Array(interpolated.utf8)).deepestInterpolations == 4)
        #expect(SwiftNesting(Array(interpolated.utf8)).unclosed == 0)
    }

    /// Code at the bound keeps its highlighting: generics, comparisons, arrows and `#if` of
    /// ordinary code count as they nest, not as they occur; a `<` that was a comparison
    /// (`x<0 {`) ends at the `{`.
    @Test func ordinaryGenericsComparisonsAndConditionsAreHighlighted() {
        let lines = (0..<100).map { index in
            "#if A\nlet x\(index): Dictionary<String, Array<Int>> = [:]\n"
                + "if a < b && c > d { f = { (x: Int) -> Int in x } }\nif x<0 { y = z<1 ? 1 : 2 }\n#endif"
        }
        let code = lines.joined(separator: "\n")
        let nesting = SwiftNesting(Array(code.utf8))
        #expect(nesting.deepest == 4)
        #expect(nesting.deepestTypes == 2)
        #expect(nesting.unclosed == 0)
        let rendered = MarkdownRenderer.render("```swift\n\(code)\n```\n")
        #expect(rendered.warnings.isEmpty && rendered.errors.isEmpty)
        #expect(rendered.html.contains("<span class=\"t\">Dictionary</span>"))
    }

    /// Six thousand unclosed interpolations took 1.7 GB in swift-syntax; now they are not parsed.
    @Test func thousandsOfUnclosedInterpolationsRenderAsText() {
        let code = String(repeating: "\"\\(", count: 6_000)
        let rendered = render("```swift\n\(code)\n```\n", limits: .generated)
        #expect(rendered.html.contains(String(repeating: "&quot;\\(", count: 6_000)))
        #expect(rendered.warnings.count == 1)
    }

    @Test func nestingUpToTheBoundsIsHighlighted() {
        let interpolations = limits.swiftInterpolationNesting
        let brackets = limits.swiftNesting - interpolations
        let code =
            "let s = " + String(repeating: "(", count: brackets)
            + String(repeating: "\"\\(", count: interpolations) + "1"
            + String(repeating: ")\"", count: interpolations)
            + String(repeating: ")", count: brackets) + " + f(<)"
        #expect(SwiftNesting(Array(code.utf8)).deepest == limits.swiftNesting)
        let rendered = render("```swift\n\(code)\n```\n")
        #expect(rendered.warnings.isEmpty && rendered.errors.isEmpty)
        #expect(rendered.html.contains("<span class=\"k\">let</span>"))
        #expect(rendered.html.contains("&lt;"))
        #expect(!rendered.html.contains("(<)"))
    }

    @Test func closedBracketsDoNotAddUp() {
        let code = String(repeating: "f(a[0], { $0 })\n", count: 2 * limits.swiftNesting)
        let rendered = render("```swift\n\(code)```\n")
        #expect(rendered.warnings.isEmpty && rendered.errors.isEmpty)
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
