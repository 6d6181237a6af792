import Foundation
import Testing

@testable import CollorText

/// Advances (font units, 2048 per em) from `ttx -t hmtx Sources/CollorText/Resources/Fonts/DejaVuSans.ttf`: A 1401, V 1401,
/// W 2025, a 1255, b 1300, c 1126, e 1260, o 1253, i 569, space 651, hyphen 739. At 16 px one
/// unit is 1/128 px. Widths marked "Chromium" were measured with `getBoundingClientRect()` on a
/// `white-space: pre` span in headless Chromium, which rounds widths up to 1/64 px.
@Suite struct TextMeasurerTests {
    let measurer = TextMeasurer(fontSize: 16)

    /// `units` font units at 16 px.
    func px(_ units: Int) -> CGFloat { CGFloat(units) / 128 }

    /// A width rounded up to 1/64 px, as Chromium reports it.
    func chromium(_ width: CGFloat) -> CGFloat { (width * 64).rounded(.up) / 64 }

    // MARK: Widths

    @Test func widthIsTheSumOfAdvancesScaled() {
        #expect(measurer.width(of: "") == 0)
        #expect(measurer.width(of: "a") == px(1255))
        #expect(measurer.width(of: "abc") == px(1255 + 1300 + 1126))
        #expect(TextMeasurer(fontSize: 32).width(of: "abc") == 2 * px(1255 + 1300 + 1126))
        // Chromium: "iiiiiiiiii" 44.453125 px.
        #expect(chromium(measurer.width(of: "iiiiiiiiii")) == 44.453125)
    }

    @Test func widthAppliesKerning() {
        // Legacy kern table: A V -131; Chromium: "AV" 20.875 px, "AVAVAVAVAV" 100.25 px.
        #expect(measurer.width(of: "AV") == px(1401 + 1401 - 131))
        #expect(chromium(measurer.width(of: "AV")) == 20.875)
        #expect(chromium(measurer.width(of: "AVAVAVAVAV")) == 100.25)
        // No kerning across a space.
        #expect(measurer.width(of: "A V") == px(1401 + 651 + 1401))
    }

    @Test func kerningFollowsScriptRunsAndSkipsInvisibles() {
        // Chromium at 128 px, times 16 to font units: "--o" 2769, "ж--o" 4576, "ש--o" 4182, "-A"
        // 2095, "ж-A" 3985, "éTo" 3416, "A", ZWSP, "T" 2493, "A", ZWJ, "T" 2493, "A", SHY, "T" 2493.
        // hmtx: ж 1845, ש 1451; kern: hyphen o +38, hyphen A -45, A T -159, T o -348.
        let units = TextMeasurer(fontSize: 2048)
        let chromium: [(String, CGFloat)] = [
            ("--o", 2769), ("ж--o", 4576), ("ש--o", 4182), ("-A", 2095), ("ж-A", 3985),
            ("éTo", 3416), ("e\u{301}To", 3416), ("A\u{200B}T", 2493), ("A\u{200D}T", 2493),
            ("A\u{AD}T", 2493),
        ]
        for (text, width) in chromium {
            #expect(units.width(of: text) == width, "\(text)")
        }
    }

    @Test func widthAppliesLigatures() {
        // hmtx: f 721, fi 1290, uniFB00 (ff) 1411, uniFB03 (ffi) 1980. Chromium: "ff" 11.03125,
        // "ffi" 15.46875, "office" 43.90625 px.
        #expect(measurer.width(of: "ff") == px(1411))
        #expect(measurer.width(of: "ffi") == px(1980))
        #expect(measurer.width(of: "fi") == px(1290))
        #expect(chromium(measurer.width(of: "office")) == 43.90625)
        #expect(measurer.width(of: "office") == px(1253 + 1980 + 1126 + 1260))
    }

    @Test func widthMatchesChromiumOnASentence() {
        // Chromium: 359.875 px and 103 px.
        #expect(
            chromium(measurer.width(of: "The quick brown fox jumps over the lazy dog")) == 359.875)
        #expect(chromium(measurer.width(of: "Hello, World!")) == 103)
    }

    @Test func widthCollapsesWhiteSpaceAndTakesTheWidestLine() {
        #expect(measurer.width(of: "  a \t\t b  ") == measurer.width(of: "a b"))
        #expect(measurer.width(of: "a\nabc\nab") == measurer.width(of: "abc"))
        #expect(measurer.width(of: " \n\t ") == 0)
    }

    // MARK: Wrapping

    @Test func shortTextFitsOnOneLine() {
        #expect(measurer.lines(of: "a b c", width: 200) == ["a b c"])
        let size = measurer.size(of: "a b c", width: 200)
        #expect(size.width == measurer.width(of: "a b c"))
        #expect(size.height == 19)
    }

    @Test func breaksAtTheLastSpaceThatFits() {
        let width = measurer.width(of: "aa bb")
        #expect(measurer.lines(of: "aa bb cc", width: width) == ["aa bb", "cc"])
        #expect(measurer.lines(of: "aa bb cc", width: width - 0.1) == ["aa", "bb cc"])
        #expect(measurer.size(of: "aa bb cc", width: width).height == 38)
    }

    @Test func trailingSpaceDoesNotNeedToFit() {
        // The space broken at hangs: "aa" fits in its own width even though "aa " would not.
        let width = measurer.width(of: "aa")
        #expect(measurer.lines(of: "aa aa", width: width) == ["aa", "aa"])
    }

    @Test func collapsesWhiteSpaceBeforeWrapping() {
        #expect(measurer.lines(of: "  aa   \t bb  ", width: 1000) == ["aa bb"])
        let width = measurer.width(of: "bb")
        #expect(measurer.lines(of: "  aa   \t bb  ", width: width) == ["aa", "bb"])
    }

    @Test func cutsAWordLongerThanALine() {
        // W is 2025 units (15.82 px): three fit in 50 px, four do not.
        #expect(measurer.lines(of: "WWWWWWWWWW", width: 50) == ["WWW", "WWW", "WWW", "W"])
        // The word goes to a line of its own before it is cut.
        #expect(measurer.lines(of: "a WWWWWWWWWW", width: 50) == ["a", "WWW", "WWW", "WWW", "W"])
        // What is left of the cut word shares its line with the next word when it fits.
        #expect(measurer.lines(of: "WWWW a", width: 50) == ["WWW", "W a"])
    }

    @Test func breaksAfterHyphensAsChromium() {
        // Chromium's breaks of each text in a 1 px wide box (`overflow-wrap: normal`), measured.
        let chromium: [(String, [String])] = [
            ("ab-cd", ["ab-", "cd"]), ("x-11", ["x-", "11"]), ("1-11", ["1-", "11"]),
            ("é-11", ["é-11"]), ("a.-1", ["a.-1"]), ("-11", ["-11"]), ("a -1", ["a", "-1"]),
            ("-ab", ["-", "ab"]), ("é-ab", ["é-", "ab"]), ("a--b", ["a-", "-", "b"]),
            ("x--1", ["x-", "-1"]), ("é-a-1", ["é-", "a-", "1"]),
            ("b--x-1", ["b-", "-", "x-", "1"]),
            ("\u{2010}ab", ["\u{2010}ab"]), ("a\u{2010}b", ["a\u{2010}", "b"]),
            ("a\u{200B}\u{2010}b", ["a\u{200B}", "\u{2010}b"]), ("x -\u{3B1}", ["x", "-\u{3B1}"]),
            ("x -e\u{301}", ["x", "-", "e\u{301}"]), ("x -\u{E9}", ["x", "-\u{E9}"]),
            ("x \u{2010}a", ["x", "\u{2010}a"]),
        ]
        for (text, lines) in chromium {
            #expect(pieces(text) == lines, "\(text)")
        }
        let width = measurer.width(of: "well-kn")
        #expect(measurer.lines(of: "well-known", width: width) == ["well-", "known"])
    }

    @Test func breaksAtPunctuationAsChromium() {
        // Chromium's breaks in a 1 px wide box, measured pair by pair for ASCII punctuation.
        let chromium: [(String, [String])] = [
            ("a\u{2014}b", ["a", "\u{2014}", "b"]), ("x\u{2013}y", ["x\u{2013}", "y"]),
            ("wait\u{2026}what", ["wait\u{2026}", "what"]), ("page?query", ["page?", "query"]),
            ("end.(see", ["end.", "(see"]), ("a!(b", ["a!", "(b"]), ("a\"(b", ["a\"", "(b"]),
            ("a/b", ["a/b"]), ("a/\u{E9}", ["a/", "\u{E9}"]), ("a!b", ["a!b"]),
            ("a\u{A0}b", ["a\u{A0}b"]), ("\u{201C}quoted\u{201D}", ["\u{201C}quoted\u{201D}"]),
            ("don't", ["don't"]), ("3:45pm", ["3:45pm"]), ("(see)", ["(see)"]),
        ]
        for (text, lines) in chromium {
            #expect(pieces(text) == lines, "\(text)")
        }
    }

    /// The pieces of `text` between its break opportunities, as a 1 px wide box without
    /// `overflow-wrap` shows them.
    func pieces(_ text: String) -> [String] {
        let characters = Array(text)
        var pieces: [String] = []
        var current = ""
        for index in characters.indices {
            if characters[index] == " " {
                pieces.append(current)
                current = ""
                continue
            }
            current.append(characters[index])
            if LineBreakRules.allowsBreak(after: index, in: characters) {
                pieces.append(current)
                current = ""
            }
        }
        pieces.append(current)
        return pieces
    }

    @Test func aLineKeepsItsKerningWithTheNextLine() {
        // Chromium, 16 px: "co-operate" in 24.66 px gives "co | - | op | er | at | e", in 24.96 px
        // "co- | op | er | at | e". "co-" alone is 3156 units (24.656 px), but its hyphen kerns
        // +38 with the next "o": 3194 units (24.953 px).
        #expect(
            measurer.lines(of: "co-operate", width: 24.66) == ["co", "-", "op", "er", "at", "e"])
        #expect(measurer.lines(of: "co-operate", width: 24.96) == ["co-", "op", "er", "at", "e"])
        #expect(measurer.size(of: "co-operate", width: 24.96).width == px(3194))
        // Negative kerning across the break does not help: "x-A" in 15 px is "x | - | A" in
        // Chromium, in 15.3 px "x- | A" ("x-" is 1951 units, 15.24 px; hyphen A kerns -45).
        #expect(measurer.lines(of: "x-A", width: 15) == ["x", "-", "A"])
        #expect(measurer.lines(of: "x-A", width: 15.3) == ["x-", "A"])
    }

    @Test func fitsInLayoutUnits() {
        // Chromium, 13 px, 77 px wide: "supercalifra | gilisticexpia | lidocious": the second
        // line is 77.0098 px (12132 units at 13/2048 px), which truncates to 77 px in 1/64 px.
        let small = TextMeasurer(fontSize: 13)
        #expect(
            small.lines(of: "supercalifragilisticexpialidocious", width: 77) == [
                "supercalifra", "gilisticexpia", "lidocious",
            ])
        #expect(small.lines(of: "gilisticexpia", width: 77 - 1.0 / 64) == ["gilisticexpi", "a"])
    }

    @Test func aLineStartsItsBreakContextAfresh() {
        // Chromium, 20 px in 35 px: "Wx-1x-1" gives "Wx | -1x | -1" (a hyphen that starts a line
        // is a minus sign); 13 px in 21 px: "éTi‐LTAword" gives "éTi | ‐LT | Aw | or | d".
        let large = TextMeasurer(fontSize: 20)
        #expect(large.lines(of: "Wx-1x-1", width: 35) == ["Wx", "-1x", "-1"])
        let small = TextMeasurer(fontSize: 13)
        #expect(
            small.lines(of: "éTi\u{2010}LTAword", width: 21) == [
                "éTi", "\u{2010}LT", "Aw", "or", "d",
            ])
    }

    @Test func breaksAroundIdeographsAndEmoji() {
        // An em of fallback per ideograph: 16 px each at 16 px.
        #expect(
            measurer.lines(of: "ab 中文字", width: measurer.width(of: "ab 中文")) == [
                "ab 中文", "字",
            ])
        // No break before IDEOGRAPHIC FULL STOP.
        #expect(
            measurer.lines(of: "中文。字", width: measurer.width(of: "中文")) == [
                "中", "文。", "字",
            ])
        #expect(measurer.lines(of: "ab😀cd", width: measurer.width(of: "ab😀c")) == ["ab😀", "cd"])
    }

    @Test func forcedBreaksAsPreLine() {
        // Chromium, `white-space: pre-line` block heights at 16 px: "" 0, " " 0, "\n" 19,
        // "a\n" 19, "a\n\nb" 57, "\na" 38.
        #expect(measurer.lines(of: "", width: 100) == [])
        #expect(measurer.lines(of: "   ", width: 100) == [])
        #expect(measurer.lines(of: "\n", width: 100) == [""])
        #expect(measurer.lines(of: "a\n", width: 100) == ["a"])
        #expect(measurer.lines(of: "a\n\nb", width: 100) == ["a", "", "b"])
        #expect(measurer.lines(of: "\na", width: 100) == ["", "a"])
        #expect(measurer.lines(of: "a  \n  b", width: 100) == ["a", "b"])
        #expect(measurer.lines(of: "a\r\nb\rc\u{2028}d", width: 100) == ["a", "b", "c", "d"])
        let heights = ["", " ", "\n", "a\n", "a\n\nb", "\na"].map {
            measurer.size(of: $0, width: 100).height
        }
        #expect(heights == [0, 0, 19, 19, 57, 38])
        #expect(measurer.size(of: "", width: 100) == .zero)
    }

    @Test func heightIsLinesTimesLineHeight() {
        let tall = TextMeasurer(fontSize: 16, lineHeight: 24)
        #expect(tall.lineHeight == 24)
        #expect(tall.size(of: "WWWWWWWWWW", width: 50).height == 96)
        #expect(measurer.lineHeight == 19)
    }

    @Test func cssDeclarationsNameTheMeasuredStyle() {
        let css = TextMeasurer(fontSize: 13.5, lineHeight: 18).cssDeclarations
        #expect(css.contains("font-size: 13.5px;"))
        #expect(css.contains("line-height: 18px;"))
        #expect(css.contains("white-space: pre-line;"))
        #expect(css.contains("overflow-wrap: anywhere;"))
        #expect(css.contains("word-break: normal"))
    }

    // MARK: Hostile input

    @Test func oddWidthsPutOneCharacterOnEachLine() {
        for width in [0, -1, -.infinity, .nan, -.greatestFiniteMagnitude] as [CGFloat] {
            #expect(measurer.lines(of: "ab c", width: width) == ["a", "b", "c"], "\(width)")
            #expect(measurer.size(of: "ab c", width: width).height == 57, "\(width)")
        }
        #expect(measurer.lines(of: "ab c", width: .infinity) == ["ab c"])
    }

    @Test func oddFontSizesMeasureZero() {
        for size in [0, -16, .nan, .infinity] as [CGFloat] {
            let odd = TextMeasurer(fontSize: size, lineHeight: .nan)
            #expect(odd.fontSize == 0)
            #expect(odd.lineHeight == 0)
            #expect(odd.width(of: "abc") == 0)
            #expect(odd.size(of: "abc def", width: 10) == CGSize(width: 0, height: 0))
        }
        let huge = TextMeasurer(fontSize: .greatestFiniteMagnitude)
        #expect(huge.lines(of: "ab c", width: 100) == ["a", "b", "c"])
    }

    @Test func emojiAndMarksAndRightToLeftText() {
        // u1F600 is in the font (2135); the family and the flag are not: one em each.
        #expect(measurer.width(of: "😀") == px(2135))
        #expect(measurer.width(of: "👨‍👩‍👧🇫🇷") == px(2 * 2048))
        #expect(measurer.width(of: "e\u{301}\u{302}\u{303}") == px(1260))
        let zalgo = "Z" + String(repeating: "\u{336}\u{301}", count: 500) + "a"
        #expect(measurer.lines(of: zalgo, width: 0).count == 2)
        #expect(measurer.lines(of: "שלום עולם", width: 1000) == ["שלום עולם"])
        #expect(measurer.lines(of: "مرحبا بالعالم", width: 1).count == 12)
        #expect(measurer.width(of: "\u{202E}abc\u{202C}") == measurer.width(of: "abc"))
    }

    @Test func controlCharactersAreZeroWidth() {
        let controls = "a\u{0}\u{1}\u{7}\u{1B}\u{7F}\u{85}\u{B}\u{C}b"
        #expect(measurer.width(of: controls) == measurer.width(of: "ab"))
        #expect(measurer.lines(of: controls, width: 1000).count == 1)
        #expect(measurer.lines(of: "\u{200B}\u{200D}\u{FEFF}", width: 0).count >= 1)
    }

    @Test func longTextIsLinear() {
        let words = (0..<2_000).map { "w\($0 % 97)" }.joined(separator: " ")
        let long = String(words.prefix(10_000)).trimmingCharacters(in: .whitespaces)
        let lines = measurer.lines(of: long, width: 300)
        #expect(lines.count > 10)
        #expect(lines.joined(separator: " ") == long)
        let oneWord = String(repeating: "x", count: 10_000)
        let cut = measurer.lines(of: oneWord, width: 100)
        #expect(cut.joined() == oneWord)
        #expect(cut.allSatisfy { measurer.width(of: $0) <= 100 })
        #expect(measurer.lines(of: oneWord, width: 0).count == 10_000)
    }
}
