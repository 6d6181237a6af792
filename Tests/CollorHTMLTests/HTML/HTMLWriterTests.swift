import Collor
import CollorHTML
import CollorTestSupport
import Foundation
import Testing

@Suite struct HTMLWriterTests {
    @Test func textIsEscaped() {
        var html = HTMLWriter()
        html.text("<script>alert(\"x\") & 'y'</script>")
        #expect(html.string == "&lt;script&gt;alert(\"x\") &amp; 'y'&lt;/script&gt;")
    }

    @Test func attributeValuesEscapeQuotes() {
        var html = HTMLWriter()
        html.attribute("title", "a\"b'c<d>&")
        #expect(html.string == " title=\"a&quot;b&#39;c&lt;d&gt;&amp;\"")
    }

    @Test func controlCharactersAreDroppedButLineBreaksKept() {
        var html = HTMLWriter()
        html.text("a\u{0}b\u{7}c\u{1B}d\te\nf\r\u{7F}")
        #expect(html.string == "abcd\te\nf\r")
    }

    @Test func longUnicodeSurvivesUnchanged() {
        let text = String(repeating: "Ünïcødé 漢字 🇫🇷👩‍👩‍👧 ", count: 500)
        var html = HTMLWriter()
        html.text(text)
        #expect(html.string == text)
    }

    @Test(arguments: [
        ("https://example.org/a?b=c", true), ("http://x", true), ("mailto:a@b.c", true),
        ("#state-2", true), ("galleries/random.html", true), ("../up.html", true), ("a/b:c", true),
        ("javascript:alert(1)", false), ("JaVaScRiPt:alert(1)", false),
        (" javascript:alert(1)", false),
        ("java\nscript:alert(1)", false), ("java\u{0}script:x", false),
        ("data:text/html,<b>", false),
        ("vbscript:x", false), ("file:///etc/passwd", false),
    ])
    func linksAreFiltered(url: String, safe: Bool) {
        #expect((URLSafety.safeHref(url) != nil) == safe)
        var html = HTMLWriter()
        html.link(url)
        #expect(html.string.isEmpty != safe)
    }

    @Test(arguments: [
        (CGFloat(0), "0"), (12, "12"), (-3, "-3"), (0.5, "0.5"), (1.0 / 3, "0.333"),
        (2.0 / 3, "0.667"),
        (-0.0004, "0"), (99.9996, "100"), (1e6, "1000000"), (.nan, "0"), (.infinity, "0"),
        (10.05, "10.05"),
    ])
    func cssNumbersAreCanonical(value: CGFloat, expected: String) {
        var html = HTMLWriter()
        html.number(value)
        #expect(html.string == expected)
    }

    /// An output that keeps each chunk it is handed.
    struct ChunkOutput: HTMLOutput {
        var chunks: [[UInt8]] = []
        mutating func write(_ bytes: [UInt8]) { chunks.append(bytes) }
    }

    @Test func pagesStreamInChunksOfAboutSixtyFourKilobytes() throws {
        let cells = (0..<3_000).map { ("c\($0)", "Cell \($0) & <label>", 0) }
        let layout = try preparedLayout(LabelData([("A", cells)]))
        var output = ChunkOutput()
        try PageRenderer().writePage(layout, to: &output)
        #expect(output.chunks.count > 3)
        #expect(
            output.chunks.dropFirst().dropLast().allSatisfy {
                (1 << 16)..<(1 << 16) + 2_048 ~= $0.count
            })
        #expect(output.chunks.joined().elementsEqual(try PageRenderer().page(layout).utf8))
    }
}
