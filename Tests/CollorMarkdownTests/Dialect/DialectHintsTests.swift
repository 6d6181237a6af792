import CollorGallery
import Testing

@testable import CollorMarkdown

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

    /// Every text of up to 10 bytes of backticks and letters: a run of exactly two is found
    /// wherever it lies against the eight-byte words the scan reads.
    @Test func doubleBackticksMatchARunByRunReading() {
        for length in 0...10 {
            for bits in 0..<(1 << length) {
                let text = String(
                    (0..<length).map { bits & (1 << $0) != 0 ? "`" : "a" as Character })
                let runs = text.split(separator: "a", omittingEmptySubsequences: true)
                #expect(
                    hints(text).doubleBacktick == runs.contains { $0.count == 2 },
                    "\(text.debugDescription)")
            }
        }
    }

    /// Longer texts, read 32 bytes at a time: runs of every length at every place against the
    /// blocks, up to the text's last bytes, on texts with and without a run of two.
    @Test func doubleBackticksInLongTextsMatchARunByRunReading() {
        let pieces = ["a", "aaaaaaa", "b c", "`", "```", "````", "``"]
        var random = SeededRandom(seed: 5)
        var found = 0
        for _ in 0..<3_000 {
            // Runs of two only now and then, so that most texts are read to their end.
            let text = (0..<Int(random.next() % 40)).map { _ in
                let piece = pieces[Int(random.next() % UInt64(pieces.count))]
                return piece == "``" && random.next() % 8 != 0 ? "a" : piece
            }.joined(separator: "a")
            let runs = text.split(omittingEmptySubsequences: true) { $0 != "`" }
            let expected = runs.contains { $0.count == 2 }
            if expected { found += 1 }
            #expect(hints(text).doubleBacktick == expected, "\(text.debugDescription)")
        }
        #expect(found > 300 && found < 2_700)
    }

    /// Delimiter rows are found at the same lines as a line-by-line reading would find them,
    /// on texts of the bytes rows hold and others, with both line endings.
    @Test func delimiterRowsMatchALineByLineReading() {
        let alphabet: [UInt8] = Array("-|: >a\n\r".utf8)
        var random = SeededRandom(seed: 13)
        for _ in 0..<5_000 {
            let length = Int(random.next() % 24)
            let bytes = (0..<length).map { _ in alphabet[Int(random.next() % 8)] }
            var expected: [Int] = []
            var start = 0
            for index in 0...bytes.count
            where index == bytes.count || bytes[index] == 10 || bytes[index] == 13 {
                let line = bytes[start..<index]
                if line.contains(UInt8(ascii: "-")),
                    line.contains(UInt8(ascii: "|")) || line.contains(UInt8(ascii: ":")),
                    line.allSatisfy({ "-|: \t>".utf8.contains($0) })
                {
                    expected.append(start)
                }
                start = index + 1
            }
            let found = bytes.withUnsafeBufferPointer { DialectHints($0).delimiterRowStarts }
            #expect(found == expected, "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
        }
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
