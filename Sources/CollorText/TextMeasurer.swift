import Foundation

/// Measures text the way a browser sets it in a self-sizing cell, so that the cell's frame fits
/// its text on the page.
///
/// The measurement holds for an element styled with `cssDeclarations` in the font of `metrics`,
/// served with `@font-face` from the file the metrics come from:
/// - `white-space: pre-line`: runs of spaces and tabs collapse to one space, removed at the start
///   and end of each line; LF, CR, CRLF, U+2028 and U+2029 force a line break. An empty text, or
///   one of white space only, has no line (height 0); a final forced break adds no line, as in
///   Chromium.
/// - `overflow-wrap: anywhere; word-break: normal`: lines break at spaces and where Chromium's
///   Unicode line breaking allows (after hyphens, dashes and `?`, around ideographs and emoji,
///   ...); a word longer than a line is cut between characters.
/// - Kerning and common ligatures as browsers apply them by default, in Latin runs; no letter or
///   word spacing.
///
/// Checked against headless Chromium on Linux: widths agree to the 1/64 px that Chromium rounds
/// to, and line breaks agree, for Latin, Greek and Cyrillic text with punctuation and URLs.
/// Not modelled: Arabic joining forms (Arabic text measures up to a few percent off), and bidi
/// runs, which Chromium rounds apart (mixed-direction text can be 1/32 px off).
///
/// Characters the font lacks are drawn by a browser with some fallback font; they count one em
/// each (`FontMetrics.fallbackAdvance`), an estimate. Control characters other than forced breaks
/// and tabs count zero: the renderer must leave them out of the page.
///
/// A width that is NaN, negative or zero puts one character on each line; an infinite width
/// never wraps. A font size or line height that is NaN, infinite or negative counts as zero.
public struct TextMeasurer: Sendable {
    /// The font's metrics.
    public let metrics: FontMetrics
    /// The CSS `font-size`, in pixels.
    public let fontSize: CGFloat
    /// The CSS `line-height`, in pixels: the height of each line.
    public let lineHeight: CGFloat

    /// Creates a measurer for text in a font at a size.
    ///
    /// - Parameters:
    ///   - metrics: The font's metrics.
    ///   - fontSize: The CSS `font-size` in pixels.
    ///   - lineHeight: The CSS `line-height` in pixels; `nil` for the browser's `normal` line
    ///     height (`FontMetrics.normalLineHeight(fontSize:)`).
    public init(metrics: FontMetrics = .dejaVuSans, fontSize: CGFloat, lineHeight: CGFloat? = nil) {
        let size = Self.sanitized(fontSize)
        self.metrics = metrics
        self.fontSize = size
        self.lineHeight = lineHeight.map(Self.sanitized) ?? metrics.normalLineHeight(fontSize: size)
    }

    /// The CSS declarations for the element that shows the text, so that the browser sets it as
    /// measured: font size, line height, white space, wrapping, kerning and ligatures. The
    /// `font-family` is left to the renderer, which names its `@font-face`.
    public var cssDeclarations: String {
        "font-size: \(Self.css(fontSize))px; line-height: \(Self.css(lineHeight))px; "
            + "font-style: normal; font-weight: normal; font-kerning: normal; "
            + "font-variant-ligatures: normal; letter-spacing: normal; word-spacing: normal; "
            + "text-transform: none; white-space: pre-line; overflow-wrap: anywhere; "
            + "word-break: normal"
    }

    /// The width of `text` set without wrapping: the width of its widest line when it contains
    /// forced breaks, after white space is collapsed.
    ///
    /// - Complexity: O(n log k) for n characters and k kerned scalars in the font.
    public func width(of text: String) -> CGFloat {
        CollapsedText.paragraphs(of: text).reduce(0) { widest, paragraph in
            let shaped = ShapedText(paragraph, metrics: metrics)
            return max(widest, pixels(shaped.width(of: 0..<paragraph.count)))
        }
    }

    /// The lines of `text` wrapped at `width`, each without the collapsed space it broke at.
    ///
    /// Every line fits in `width` as the browser lays it out, unless it is a single character
    /// wider than that; fitting is decided in Chromium's layout unit of 1/64 px, so a line can be
    /// up to 1/64 px wider than `width`. An empty paragraph between forced breaks gives an empty
    /// line.
    ///
    /// - Complexity: O(n log k) for n characters and k kerned scalars in the font.
    public func lines(of text: String, width: CGFloat) -> [String] {
        laidOutLines(of: text, width: width).map(\.text)
    }

    /// The size of `text` wrapped at `width`: the width of its widest line, and its number of
    /// lines times `lineHeight`.
    ///
    /// - Complexity: O(n log k) for n characters and k kerned scalars in the font.
    public func size(of text: String, width: CGFloat) -> CGSize {
        let lines = laidOutLines(of: text, width: width)
        let widest = lines.reduce(0) { max($0, $1.width) }
        return CGSize(width: widest, height: CGFloat(lines.count) * lineHeight)
    }

    /// Each line of `text` wrapped at `width`, with its width as laid out in its paragraph.
    ///
    /// That width can differ from `width(of:)` of the line's text by a kerning pair or two: the
    /// paragraph decides which script a digit or a hyphen belongs to (and so whether it kerns),
    /// and a line keeps the kerning with the first character of the next line where that widens
    /// it, as Chromium does.
    func laidOutLines(of text: String, width: CGFloat) -> [(text: String, width: CGFloat)] {
        let available = width.isNaN ? 0 : max(width, 0)
        return CollapsedText.paragraphs(of: text).flatMap { characters in
            let shaped = ShapedText(characters, metrics: metrics)
            let breaker = LineBreaker(
                text: shaped, scale: scale, available: available, metrics: metrics)
            return breaker.lines().map { range in
                (String(characters[range]), pixels(shaped.lineWidth(of: range)))
            }
        }
    }

    /// Font units to pixels.
    private var scale: CGFloat { fontSize / CGFloat(max(metrics.unitsPerEm, 1)) }

    private func pixels(_ units: Int) -> CGFloat { CGFloat(units) * scale }

    private static func sanitized(_ value: CGFloat) -> CGFloat {
        value.isFinite ? max(value, 0) : 0
    }

    /// A length as CSS reads it: no exponent, at most 4 decimals.
    private static func css(_ value: CGFloat) -> String {
        var text = String(format: "%.4f", Double(value))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
