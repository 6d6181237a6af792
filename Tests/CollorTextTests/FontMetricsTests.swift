import Foundation
import Testing

@testable import CollorText

/// Expected numbers are read from the font with fontTools' `ttx -t head -t hhea -t hmtx -t cmap
/// -t kern Sources/CollorText/Resources/Fonts/DejaVuSans.ttf` (hmtx `width`, hhea `ascent`/`descent`/`lineGap`, legacy `kern`
/// pairs), or measured in headless Chromium 2026 with the font served by `@font-face`; each test
/// names its source. None comes from this package's code.
@Suite struct FontMetricsTests {
    let font = FontMetrics.dejaVuSans

    @Test func headerMetricsAreHhea() {
        // ttx head: unitsPerEm 2048; hhea: ascent 1901, descent -483, lineGap 0.
        #expect(font.familyName == "DejaVu Sans")
        #expect(font.unitsPerEm == 2048)
        #expect(font.ascender == 1901)
        #expect(font.descender == 483)
        #expect(font.lineGap == 0)
        #expect(font.fallbackAdvance == 2048)
    }

    @Test func advancesAreHmtxWidths() {
        // ttx hmtx, through cmap: A, V, T, o, i, f, space, W, nonbreakingspace, eacute, uni0422
        // (CYRILLIC CAPITAL TE), acutecomb (U+0301), uni200D (ZWJ), u1F600, uni05D0 (HEBREW
        // ALEF), uniFB03 (ffi).
        let expected: [(Unicode.Scalar, Int)] = [
            ("A", 1401), ("V", 1401), ("T", 1251), ("o", 1253), ("i", 569), ("f", 721),
            (" ", 651), ("W", 2025), ("\u{A0}", 651), ("\u{E9}", 1260), ("\u{422}", 1251),
            ("\u{301}", 0), ("\u{200D}", 0), ("\u{1F600}", 2135), ("\u{5D0}", 1369),
            ("\u{FB03}", 1980),
        ]
        for (scalar, advance) in expected {
            #expect(font.advance(of: scalar) == advance, "U+\(String(scalar.value, radix: 16))")
        }
    }

    @Test func scalarsOutsideTheCmapHaveNoAdvance() {
        // ttx cmap has no entry below U+0020, for U+4E2D or for U+1F468.
        #expect(font.advance(of: "\u{0}") == nil)
        #expect(font.advance(of: "\n") == nil)
        #expect(font.advance(of: "\u{4E2D}") == nil)
        #expect(font.advance(of: "\u{1F468}") == nil)
        #expect(font.advance(of: "\u{10FFFF}") == nil)
    }

    @Test func characterAdvances() {
        // e + COMBINING ACUTE: e 1260 + acutecomb 0; Chromium sets "é" both ways 9.84375 px wide.
        #expect(font.advance(of: Character("e\u{301}")) == 1260)
        // SOFT HYPHEN has a glyph (sfthyphen, 739) but browsers do not draw it.
        #expect(font.advance(of: Character("\u{AD}")) == 0)
        // Not in the font: one fallback em per character, however many scalars.
        #expect(font.advance(of: Character("\u{4E2D}")) == 2048)
        #expect(font.advance(of: Character("👨‍👩‍👧")) == 2048)
        #expect(font.advance(of: Character("🇫🇷")) == 2048)
        #expect(font.advance(of: Character("\u{7}")) == 0)
    }

    @Test func kerningIsGposForLatinOnly() {
        // Legacy kern table: A V -131, V A -131, T o -348, T period -243, A A +57. (Its 2,727
        // pairs agree with the GPOS Latin lookup that the script extracts, but for 20 pairs of
        // tone-letter glyphs that GPOS kerns in another lookup.)
        #expect(font.kerning(0x41, 0x56) == -131)
        #expect(font.kerning(0x56, 0x41) == -131)
        #expect(font.kerning(0x54, 0x6F) == -348)
        #expect(font.kerning(0x54, 0x2E) == -243)
        #expect(font.kerning(0x41, 0x41) == 57)
        // CYRILLIC CAPITAL TE + period: not kerned, as Chromium sets "Т." 14.859375 px wide at
        // 16 px, (1251 + 651) / 128, where "T." is 12.96875 px, (1251 + 651 - 243) / 128 rounded
        // up to 1/64 px.
        #expect(font.kerning(0x422, 0x2E) == 0)
        #expect(font.kerning(0x41, 0x20) == 0)
        #expect(font.kerning(0x20, 0x41) == 0)
    }

    @Test func normalLineHeightRoundsAscentAndDescentApart() {
        // Measured in Chromium: the height of four `line-height: normal` lines, divided by four.
        let measured: [(CGFloat, CGFloat)] = [
            (8, 9), (10, 11), (11, 13), (13.5, 16), (15, 18), (16, 19), (20, 24), (22, 25),
            (32, 38), (36, 41), (64, 74),
        ]
        for (size, height) in measured {
            #expect(font.normalLineHeight(fontSize: size) == height, "\(size) px")
        }
    }
}
