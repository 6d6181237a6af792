import Collor
import CollorHTML
import Foundation

public struct CountryAdapter: CollectionAdapter, Diffable, Equatable {
    public var name: String
}

public struct CountryCell: CollectionCellAdaptable {
    var name = ""
    public init() {}
    public mutating func update(with adapter: CollectionAdapter) {
        name = (adapter as? CountryAdapter)?.name ?? ""
    }
    public func render(into html: inout HTMLWriter) {
        html.element("p", class: "alphabet-country") { $0.text(name) }
    }
}

/// Countries stand as chips as wide as their name, measured with the page's font.
public final class CountryDescriptor: CollectionCellDescriptor<CountryCell, CountryAdapter> {
    static let measurer = TextMeasurer(fontSize: 14, lineHeight: 28)

    public override func size(
        _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
    ) -> CGSize {
        CGSize(width: (Self.measurer.width(of: adapter.name) + 20).rounded(.up), height: 28)
    }
}

public struct LetterAdapter: CollectionAdapter, Diffable, Equatable {
    public var letter: String
}

public struct LetterView: CollectionCellAdaptable {
    var letter = ""
    public init() {}
    public mutating func update(with adapter: CollectionAdapter) {
        letter = (adapter as? LetterAdapter)?.letter ?? ""
    }
    public func render(into html: inout HTMLWriter) {
        html.element("p", class: "alphabet-letter") { $0.text(letter) }
    }
}

/// The letter stands left of the section's first country.
public final class LetterDescriptor: CollectionSupplementaryViewDescriptor<
    LetterView, LetterAdapter
>
{
    public override func frame(
        _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
    ) -> CGRect {
        CGRect(x: -44, y: 0, width: 34, height: 34)
    }
}

public final class CountrySection: CollectionSectionDescribable {
    public let sectionStorage = SectionStorage()

    public init() {}

    public func sectionInset(_ collectionView: CollectionView) -> EdgeInsets {
        EdgeInsets(top: 8, left: 54, bottom: 12, right: 10)
    }

    public func minimumInteritemSpacing(_ collectionView: CollectionView, layout: FlowLayout)
        -> CGFloat
    { 6 }

    public func minimumLineSpacing(_ collectionView: CollectionView, layout: FlowLayout) -> CGFloat
    { 6 }
}
