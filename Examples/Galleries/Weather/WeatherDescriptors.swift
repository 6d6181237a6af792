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
    /// The text in a `p.weather-<style>`, the style's letters only.
    public func render(into html: inout HTMLWriter) {
        html.element("p", class: "weather-\(adapter.style.filter(\.isLetter))") {
            $0.text(adapter.text)
        }
    }
    /// The line's text.
    public var accessibilityLabel: String? { adapter.text }
}

/// A line as wide as its section allows, of a fixed height.
public final class WeatherLineDescriptor: CollectionCellDescriptor<WeatherLineCell> {
    let height: CGFloat
    let isSelectable: Bool

    /// Creates a line of `height` points; only day lines are `selectable`.
    public init(adapter: WeatherLineAdapter, height: CGFloat, selectable: Bool = false) {
        self.height = height
        self.isSelectable = selectable
        super.init(adapter: adapter)
    }

    /// As given to `init(adapter:height:selectable:)`.
    public override var selectable: Bool { isSelectable }

    /// The width left by the section's insets, `height` tall.
    public override func size(
        _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
    ) -> CGSize {
        CGSize(
            width: collectionView.bounds.width
                - sectionDescriptor.sectionInset(collectionView).horizontal, height: height)
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
