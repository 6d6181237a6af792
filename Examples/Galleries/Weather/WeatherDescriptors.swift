import Collor
import CollorHTML
import Foundation

/// A line of text with a style: the city title, a day's summary, its temperatures.
public struct WeatherLineAdapter: CollectionAdapter, Diffable, Equatable {
    /// The line's style, which names its CSS class: "title", "day" or "temperature".
    public var style: String
    /// The text shown.
    public var text: String
}

/// A line of text, styled by its adapter.
public struct WeatherLineCell: CollectionCellAdaptable {
    var adapter = WeatherLineAdapter(style: "", text: "")
    /// Creates an empty line, filled by `update(with:)`.
    public init() {}
    /// Takes the line's text and style.
    public mutating func update(with adapter: WeatherLineAdapter) {
        self.adapter = adapter
    }
    /// How each kind of line is set: the title 22 points bold on a 48-point line, a day 15
    /// points on a 35-point line above a 1-point rule, its temperatures 14 points on a 30-point
    /// line.
    static func style(_ kind: String) -> TextStyle {
        switch kind {
        case "title": TextStyle(fontSize: 22, weight: .bold, lineHeight: 48)
        case "day":
            TextStyle(
                fontSize: 15, lineHeight: 35,
                padding: EdgeInsets(top: 0, left: 10, bottom: 1, right: 10))
        default:
            TextStyle(
                fontSize: 14, lineHeight: 30,
                padding: EdgeInsets(top: 0, left: 24, bottom: 0, right: 24))
        }
    }

    /// The text in a `p.weather-<style>` (the style's letters only), the title an `h2`.
    public var texts: [CellText] {
        [
            CellText(
                adapter.text, style: Self.style(adapter.style),
                className: "weather-\(adapter.style.filter(\.isLetter))",
                headingLevel: adapter.style == "title" ? 2 : nil)
        ]
    }
    /// The line's text.
    public var accessibilityLabel: String? { adapter.text }
}

/// A line as wide as its section allows, as tall as its text.
public final class WeatherLineDescriptor: CollectionCellDescriptor<WeatherLineCell> {
    let isSelectable: Bool

    /// Creates a line; only day lines are `selectable`.
    public init(adapter: WeatherLineAdapter, selectable: Bool = false) {
        self.isSelectable = selectable
        super.init(adapter: adapter)
    }

    /// As given to `init(adapter:selectable:)`.
    public override var selectable: Bool { isSelectable }

    /// The width left by the section's insets, as tall as the text's lines.
    public override func size(
        _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
    ) -> CGSize {
        let width =
            collectionView.bounds.width - sectionDescriptor.sectionInset(collectionView).horizontal
        return CGSize(width: width, height: textHeight(width: width, in: collectionView))
    }
}

/// The title's or a day's section: lines stacked without gaps.
public final class WeatherSection: CollectionSectionDescribable {
    /// Collor's storage for the section's uid, index, cells and builder.
    public let sectionStorage = SectionStorage()

    /// Creates an empty section; `WeatherData` fills it with its builder.
    public init() {}

    /// 2 points above and below, 10 points on each side.
    public func sectionInset(_ collectionView: CollectionView) -> EdgeInsets {
        EdgeInsets(top: 2, left: 10, bottom: 2, right: 10)
    }

    /// No gap between lines.
    public func minimumLineSpacing(_ collectionView: CollectionView, layout: FlowLayout) -> CGFloat
    { 0 }
}
