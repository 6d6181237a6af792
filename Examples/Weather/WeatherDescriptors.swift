import Collor
import CollorHTML
import Foundation

/// A line of text with a style: the city title, a day's summary, its temperatures.
public struct WeatherLineAdapter: CollectionAdapter, Diffable, Equatable {
    public var style: String
    public var text: String
}

public struct WeatherLineCell: CollectionCellAdaptable {
    var adapter = WeatherLineAdapter(style: "", text: "")
    public init() {}
    public mutating func update(with adapter: CollectionAdapter) {
        if let line = adapter as? WeatherLineAdapter { self.adapter = line }
    }
    public func render(into html: inout HTMLWriter) {
        html.element("p", class: "weather-\(adapter.style.filter(\.isLetter))") {
            $0.text(adapter.text)
        }
    }
    public var accessibilityLabel: String? { adapter.text }
}

public final class WeatherLineDescriptor: CollectionCellDescriptor<
    WeatherLineCell, WeatherLineAdapter
>
{
    let height: CGFloat
    let isSelectable: Bool

    public init(adapter: WeatherLineAdapter, height: CGFloat, selectable: Bool = false) {
        self.height = height
        self.isSelectable = selectable
        super.init(adapter: adapter)
    }

    public override var selectable: Bool { isSelectable }

    public override func size(
        _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
    ) -> CGSize {
        CGSize(
            width: collectionView.bounds.width
                - sectionDescriptor.sectionInset(collectionView).horizontal, height: height)
    }
}

public final class WeatherSection: CollectionSectionDescribable {
    public let sectionStorage = SectionStorage()

    public init() {}

    public func sectionInset(_ collectionView: CollectionView) -> EdgeInsets {
        EdgeInsets(top: 2, left: 10, bottom: 2, right: 10)
    }

    public func minimumLineSpacing(_ collectionView: CollectionView, layout: FlowLayout) -> CGFloat
    { 0 }
}
