import Foundation

/// The horizontal metrics of one font, in font units: what `TextMeasurer` needs to predict how wide
/// a browser sets a text and how tall its lines are.
///
/// The values come from the font file that the rendered pages serve with `@font-face`, so that the
/// measurement and the browser read the same numbers. Only the shaping that changes widths in
/// Latin text is modelled: advances, the `liga` ligatures and `kern` pairs of the `latn` script.
public struct FontMetrics: Sendable {
    /// The font's family name, as the pages should name it in `font-family`.
    package let familyName: String
    /// Font units per em: an advance of `unitsPerEm` is one font size wide.
    package let unitsPerEm: Int
    /// The hhea ascender, in font units above the baseline.
    package let ascender: Int
    /// The hhea descender, in font units below the baseline (positive).
    package let descender: Int
    /// The hhea line gap, in font units.
    package let lineGap: Int
    /// The advance given to a scalar the font has no glyph for and that is not zero-width.
    ///
    /// A browser draws such a scalar with a fallback font whose width is unknown here; one em is
    /// the width of a CJK ideograph in practically every font and close to emoji fonts.
    package let fallbackAdvance: Int

    // Runs of consecutive mapped scalars: run k covers `runStarts[k]...` with the advances
    // `advances[runOffsets[k]..<runOffsets[k + 1]]`.
    let runStarts: [UInt32]
    let runOffsets: [UInt16]
    let advances: [UInt16]
    // Ligatures as [components..., ligature scalar], longest first.
    let ligatures: [[UInt32]]
    let kernFirstScalars: [UInt32]
    let kernFirstClasses: [UInt8]
    let kernSecondScalars: [UInt32]
    let kernSecondClasses: [UInt8]
    let kernSecondClassCount: Int
    let kernValues: [Int16]

    /// DejaVu Sans Book 2.37, the font that the pages ship: `Resources/Fonts/DejaVuSans.ttf` of this
    /// module, from which `DejaVuSansMetrics` is generated.
    public static let dejaVuSans = FontMetrics(
        familyName: DejaVuSansMetrics.familyName,
        unitsPerEm: DejaVuSansMetrics.unitsPerEm,
        ascender: DejaVuSansMetrics.ascender,
        descender: DejaVuSansMetrics.descender,
        lineGap: DejaVuSansMetrics.lineGap,
        fallbackAdvance: DejaVuSansMetrics.unitsPerEm,
        runStarts: DejaVuSansMetrics.runStarts,
        runOffsets: DejaVuSansMetrics.runOffsets,
        advances: DejaVuSansMetrics.advances,
        ligatures: DejaVuSansMetrics.ligatures,
        kernFirstScalars: DejaVuSansMetrics.kernFirstScalars,
        kernFirstClasses: DejaVuSansMetrics.kernFirstClasses,
        kernSecondScalars: DejaVuSansMetrics.kernSecondScalars,
        kernSecondClasses: DejaVuSansMetrics.kernSecondClasses,
        kernSecondClassCount: DejaVuSansMetrics.kernSecondClassCount,
        kernValues: DejaVuSansMetrics.kernValues)

    /// The height of a line with `line-height: normal` at a font size, in pixels, as Chromium on
    /// Linux computes it: the hhea ascender, descender and line gap, each scaled and rounded to
    /// whole pixels, then added.
    ///
    /// Rounding each part makes 16 px DejaVu Sans 19 px high, not 18.625. Pages had better set
    /// `line-height` explicitly (`TextMeasurer.cssDeclarations` does), because other browsers and
    /// platforms round differently.
    package func normalLineHeight(fontSize: CGFloat) -> CGFloat {
        let scale = fontSize / CGFloat(max(unitsPerEm, 1))
        return (CGFloat(ascender) * scale).rounded() + (CGFloat(descender) * scale).rounded()
            + (CGFloat(lineGap) * scale).rounded()
    }

    /// The advance width of the font's glyph for `scalar`, in font units, or `nil` when the font
    /// has no glyph for it.
    ///
    /// - Complexity: O(log r) for r runs of consecutive scalars in the font's character map.
    package func advance(of scalar: Unicode.Scalar) -> Int? {
        guard let run = runStarts.lastIndex(notAbove: scalar.value) else { return nil }
        let index = Int(runOffsets[run]) + Int(scalar.value - runStarts[run])
        guard index < Int(runOffsets[run + 1]) else { return nil }
        return Int(advances[index])
    }
}
