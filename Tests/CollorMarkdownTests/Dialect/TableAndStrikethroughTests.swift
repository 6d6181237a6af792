import Foundation
import Testing

@testable import CollorMarkdown

/// Tables and strikethrough against cmark-gfm (Debian's `cmark-gfm` command, run as a separate
/// process: it cannot be linked beside libcmark), the oracle for GitHub's extensions.
@Suite struct TableAndStrikethroughTests {
    static let cases: [String] = [
        "| a | b |\n|---|:-:|\n| 1 | 2 |\n",
        "intro line\n| a | b |\n|---|:-:|\n| 1 | 2 |\nlazy\n",
        "| x |\n|-|\n",
        "a|b\n-|-\nc|d|e\n",
        "|a|\n|-\n",
        "|a|b|\n|:--|--:|\n|1|\n|1|2|3|\n",
        "| a \\| b | `c | d` |\n|--|--|\n",
        "| a \\| b | c |\n|--|--|\n| `x \\| y` | *e* **s** |\n",
        "| [l][r] | <b>h</b> |\n|---|---|\n| ![i](p.png) | &amp; |\n\n[r]: /url\n",
        "> | q | r |\n> |---|---|\n> | 1 | 2 |\n",
        "- | li | x |\n  |----|---|\n  | 1 | 2 |\n",
        "| a |\n| --- |\n# h\n",
        "| a | b |\n| - | - | - |\n",
        "| # not a heading | - not a list |\n|---|---|\n| > no quote | 1. no |\n",
        "a\n:-:\n",
        // Cells that start with a letter are parsed without a no-break space before them.
        "| abc | 1. x | Zed *e* |\n|---|---|---|\n| a\\|b | *x* y | q `c` |\n| | w_x_ | b<i>t</i> |\n",
        // A dash alone is no delimiter row, even on a page with a table.
        "a\n\t-\n\n|x|\n|-|\n",
        "| a |\n|:-:|\n|  |\n",
        "~~s~~ ~t~ ~~~u~~~ text\n",
        "a ~~b~~c ~~ d ~~ ~~e ~f~ g~~\n",
        "*~~emphasis~~* and ~~*inside*~~ and ~~a\nb~~\n",
        "~~unclosed and ~single~~ mixed~\n",
        "foo~~bar~~baz ~~, punct~~. (~~p~~)\n",
        "`~~code~~` ~~[link](u)~~ ~~\\~~\n",
        "# ~~heading~~\n\n| ~~cell~~ |\n|---|\n",
        "a ~~ b ~~ c\n",
    ]

    private static func oracle(_ markdown: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/cmark-gfm")
        // Smart punctuation, as swift-markdown parses cmark-gfm for docc and the dialect does.
        process.arguments = ["-e", "table", "-e", "strikethrough", "--smart"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(markdown.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// cmark-gfm's output with a column's alignment as this package writes it: an inline style
    /// instead of the obsolete `align` attribute, on cell tags only.
    static func withAlignmentStyles(_ html: String) -> String {
        var result = html
        for tag in ["th", "td"] {
            for alignment in ["left", "center", "right"] {
                result = result.replacingOccurrences(
                    of: "<\(tag) align=\"\(alignment)\">",
                    with: "<\(tag) style=\"text-align: \(alignment)\">")
            }
        }
        return result
    }

    /// A table's cells are bounded by its source, not by its header (hostile-input finding 2: a
    /// 2,000-cell header over 20,000 one-cell rows asked for 40 million cells, 7.7 GB, and
    /// cmark aborted). Short rows are padded as cmark-gfm pads them until the table's padding
    /// budget is spent, then keep their own cells.
    @Test func aWideHeaderOverManyShortRowsStaysLinear() {
        let columns = 2_000
        let header = "|" + String(repeating: " h |", count: columns) + "\n"
        let delimiter = "|" + String(repeating: "---|", count: columns) + "\n"
        let rows = String(repeating: "a\n", count: 20_000)
        let source = header + delimiter + rows
        let rendered = MarkdownRenderer.render(source)
        let cells = rendered.html.components(separatedBy: "<td").count - 1
        #expect(cells >= 20_000)
        #expect(
            cells <= 20_000 + MarkdownLimits.handWritten.tablePaddingPerByte * source.utf8.count)
        // An ordinary short row is still padded to the header's width.
        let small = MarkdownRenderer.render("| a | b | c |\n|---|---|---|\n| x |\n").html
        #expect(small.components(separatedBy: "<td").count - 1 == 3)
    }

    @Test(arguments: cases) func matchesCmarkGFM(_ markdown: String) throws {
        #expect(
            FileManager.default.isExecutableFile(atPath: "/usr/bin/cmark-gfm"),
            "install Debian's cmark-gfm: make test does")
        let expected = Self.withAlignmentStyles(try Self.oracle(markdown))
        let rendered = MarkdownRenderer.render(
            markdown, options: MarkdownOptions(headingAnchors: false, highlightSwift: false))
        #expect(rendered.html == expected)
    }

    @Test func alignedColumnsUseAStyleNotTheObsoleteAttribute() {
        let html = MarkdownRenderer.render("| a | b | c | d |\n|:-|:-:|-:|-|\n| 1 | 2 | 3 | 4 |\n")
            .html
        #expect(!html.contains(" align="))
        #expect(html.contains("<th style=\"text-align: left\">a</th>"))
        #expect(html.contains("<td style=\"text-align: center\">2</td>"))
        #expect(html.contains("<td style=\"text-align: right\">3</td>"))
        #expect(html.contains("<td>4</td>"))
    }

    @Test func brokenLinkInACellIsReportedAtTheCell() {
        let context = MarkdownContext(
            file: "t.md", lineOffset: 2, resolveLink: { _, _ in .failure(.brokenLink("x.md")) })
        let rendered = MarkdownRenderer.render(
            "| a | b |\n|---|---|\n| 1 | see [x](x.md) |\n", context: context)
        #expect(rendered.warnings.map { "\($0.line):\($0.column)" } == ["5:7"])
    }

    @Test func cellsAreSearchableText() {
        let rendered = MarkdownRenderer.render("| apple | pear |\n|---|---|\n| plum | fig |\n")
        #expect(rendered.text == "apple pear plum fig ")
    }
}
