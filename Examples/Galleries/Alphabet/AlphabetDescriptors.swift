import Collor
import CollorHTML
import Foundation

/// A country's name.
public struct CountryAdapter: CollectionAdapter, Diffable, Equatable {
    /// The name shown.
    public var name: String
}

/// A country as a rounded chip.
public struct CountryCell: CollectionCellAdaptable {
    var name = ""
    /// Creates an empty chip, filled by `update(with:)`.
    public init() {}
    /// Takes the country's name.
    public mutating func update(with adapter: CountryAdapter) {
        name = adapter.name
    }
    /// The name in a `p.alphabet-country`.
    public func render(into html: inout HTMLWriter) {
        html.element("p", class: "alphabet-country") { $0.text(name) }
    }
}

/// Countries stand as chips as wide as their name, measured with the page's font.
public final class CountryDescriptor: CollectionCellDescriptor<CountryCell> {
    static let measurer = TextMeasurer(fontSize: 14, lineHeight: 28)

    /// The measured name plus 10 points of padding each side, 28 points tall.
    public override func size(
        _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
    ) -> CGSize {
        CGSize(width: (Self.measurer.width(of: adapter.name) + 20).rounded(.up), height: 28)
    }
}

/// A section's letter.
public struct LetterAdapter: CollectionAdapter, Diffable, Equatable {
    /// The letter shown.
    public var letter: String
}

/// A letter in a round badge.
public struct LetterView: CollectionCellAdaptable {
    var letter = ""
    /// Creates an empty badge, filled by `update(with:)`.
    public init() {}
    /// Takes the letter.
    public mutating func update(with adapter: LetterAdapter) {
        letter = adapter.letter
    }
    /// The letter in a `p.alphabet-letter`.
    public func render(into html: inout HTMLWriter) {
        html.element("p", class: "alphabet-letter") { $0.text(letter) }
    }
}

/// The letter stands left of the section's first country.
public final class LetterDescriptor: CollectionSupplementaryViewDescriptor<LetterView> {
    /// A 34-point square 10 points left of the first country, in the section's left inset.
    public override func frame(
        _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
    ) -> CGRect {
        CGRect(x: -44, y: 0, width: 34, height: 34)
    }
}

/// A letter's section, with room on the left for the letter.
public final class CountrySection: CollectionSectionDescribable {
    /// Collor's storage for the section's uid, index, cells and builder.
    public let sectionStorage = SectionStorage()

    /// Creates an empty section; `AlphabetData` fills it with `reload { builder in }`.
    public init() {}

    /// A 54-point left inset, which the letter stands in.
    public func sectionInset(_ collectionView: CollectionView) -> EdgeInsets {
        EdgeInsets(top: 8, left: 54, bottom: 12, right: 10)
    }

    /// Chips 6 points apart.
    public func minimumInteritemSpacing(_ collectionView: CollectionView, layout: FlowLayout)
        -> CGFloat
    { 6 }

    /// Lines 6 points apart.
    public func minimumLineSpacing(_ collectionView: CollectionView, layout: FlowLayout) -> CGFloat
    { 6 }
}
