import Testing

@testable import CollorMarkdown

@Suite struct HighlightedLinesTests {
    /// A span over several lines (a block comment) is closed at each line's end and opened again
    /// on the next, and there are as many lines as the text has.
    @Test func spansOverLinesAreClosedAndReopened() {
        let html = "<span class=\"c\">/* a\nb */</span> <span class=\"k\">let</span> x\n\nend\n"
        #expect(
            HighlightedLines.split(html) == [
                "<span class=\"c\">/* a</span>",
                "<span class=\"c\">b */</span> <span class=\"k\">let</span> x",
                "",
                "end",
            ])
        #expect(HighlightedLines.lines(of: "/* a\nb */ let x\n\nend\n").count == 4)
        #expect(HighlightedLines.split("a\nb") == ["a", "b"])
        #expect(HighlightedLines.lines(of: "a\nb") == ["a", "b"])
        #expect(HighlightedLines.split("") == [] && HighlightedLines.lines(of: "") == [])
    }

    /// Each step's listing goes to `MarkdownContext.codeListing` with the previous listing of
    /// the same name, none after `reset: true`, and `previousFile:`'s when it names one.
    @Test func eachListingComesWithThePreviousOneOfItsName() {
        // Lines end as the file ends them: `2.txt`, written on Windows, has the same lines.
        let files = ["1.txt": "a\n", "2.txt": "a\r\nb\r\n", "3.txt": "c\n"]
        let seen = Seen()
        _ = MarkdownRenderer.render(
            """
            @Tutorial(time: 1) {
              @Intro(title: "T") {
              }
              @Section(title: "S") {
                @Steps {
                  @Step {
                    @Code(name: "F", file: 1.txt)
                  }
                  @Step {
                    @Code(name: "F", file: 2.txt)
                  }
                  @Step {
                    @Code(name: "F", file: 3.txt, reset: true)
                  }
                  @Step {
                    @Code(name: "G", file: 3.txt, previousFile: 1.txt)
                  }
                }
              }
            }
            """,
            context: MarkdownContext(
                resolveFile: { files[$0] },
                codeListing: { listing in
                    seen.append(listing)
                    return "<p>listing</p>\n"
                }))
        #expect(
            seen.listings.map { "\($0.index): \($0.previousLines ?? []) → \($0.lines)" } == [
                "1: [] → [\"a\"]", "2: [\"a\"] → [\"a\", \"b\"]", "3: [] → [\"c\"]",
                "4: [\"a\"] → [\"c\"]",
            ])
        #expect(seen.listings[2].previousLines == nil)
    }
}

/// The listings a test's context saw, from a `@Sendable` closure.
private final class Seen: @unchecked Sendable {
    private(set) var listings: [CodeListing] = []
    func append(_ listing: CodeListing) { listings.append(listing) }
}
