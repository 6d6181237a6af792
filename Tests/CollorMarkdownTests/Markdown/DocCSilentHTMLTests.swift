import Foundation
import Testing

@testable import CollorMarkdown

/// docc says nothing about raw HTML (`__Fixtures__/DocCDiagnostics/RawHTML.diagnostics.json`,
/// written by `scripts/docc-diagnostics-fixtures.sh`); collor warns that it stripped markup a
/// reader would miss, but not about comments or a `<details>` disclosure, which lose nothing.
@Suite struct DocCSilentHTMLTests {
    static let fixtures = repository.appendingPathComponent(
        "Tests/CollorMarkdownTests/__Fixtures__/DocCDiagnostics")

    @Test func commentsAndDisclosuresAreStrippedWithoutAWordAsDoccDoes() throws {
        let markdown = try String(
            contentsOf: Self.fixtures.appendingPathComponent("RawHTML.docc/RawHTML.md"),
            encoding: .utf8)
        let docc = try String(
            contentsOf: Self.fixtures.appendingPathComponent("RawHTML.diagnostics.json"),
            encoding: .utf8)
        #expect(docc.trimmingCharacters(in: .whitespacesAndNewlines) == "[]")
        let context = MarkdownContext(
            file: "RawHTML.md", resolveLink: { _, _ in .rewrite("x.html") })
        let rendered = renderDialect(markdown, context: context)
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        let warned = rendered.warnings.map { String(lines[$0.line - 1]) }
        // Only the markup a reader would miss: the <div>, and <b> and </b>.
        #expect(
            warned == [
                "<div>Raw div</div>", "Inline <b>bold</b> and <!-- inline comment --> end.",
                "Inline <b>bold</b> and <!-- inline comment --> end.",
            ])
        #expect(rendered.html.contains("<p>Inside.</p>"))
    }

    @Test func whatIsSilent() {
        #expect(DocCSilentHTML.isSilent("<!-- a comment -->\n"))
        #expect(DocCSilentHTML.isSilent("<details>\n<summary>More</summary>\n"))
        #expect(DocCSilentHTML.isSilent("</DETAILS>"))
        #expect(!DocCSilentHTML.isSilent("<div>Raw</div>"))
        #expect(!DocCSilentHTML.isSilent("<!-- unclosed"))
        #expect(!DocCSilentHTML.isSilent("<details><img src=x></details>"))
        #expect(!DocCSilentHTML.isSilent("<detailsx>"))
    }
}
