import Foundation

/// How a declared text is set: font size, weight, line height and the padding of its box, in
/// points at the default text size; `scaled(for:)` gives the style at a reader's text size.
///
/// ```swift
/// let name = TextStyle(fontSize: 15, weight: .bold, lineHeight: 28,
///                      padding: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
/// ```
public struct TextStyle: Hashable, Sendable {
    /// The font size in points.
    public var fontSize: CGFloat
    /// Regular or bold.
    public var weight: FontWeight
    /// The height of each line in points.
    public var lineHeight: CGFloat
    /// The space between the box's edges and its text.
    public var padding: EdgeInsets

    /// A style of `fontSize` points; `lineHeight` `nil` is the browser's normal line height for
    /// the page's font at that size.
    public init(
        fontSize: CGFloat, weight: FontWeight = .regular, lineHeight: CGFloat? = nil,
        padding: EdgeInsets = .zero
    ) {
        let measurer = TextMeasurer(fontSize: fontSize, lineHeight: lineHeight)
        self.fontSize = measurer.fontSize
        self.weight = weight
        self.lineHeight = measurer.lineHeight
        self.padding = padding
    }

    /// The style at text size `category`: font size and line height times the category's
    /// `scale`, rounded to whole points as UIKit's text styles are; the padding stays.
    public func scaled(for category: ContentSizeCategory) -> TextStyle {
        guard category != .large else { return self }
        var scaled = self
        scaled.fontSize = (fontSize * category.scale).rounded()
        scaled.lineHeight = (lineHeight * category.scale).rounded()
        return scaled
    }

    /// The measurer of texts in this style, with the page's font.
    public var measurer: TextMeasurer {
        TextMeasurer(fontSize: fontSize, lineHeight: lineHeight)
    }
}
