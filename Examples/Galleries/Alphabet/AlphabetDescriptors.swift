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
    /// 14 points on a 28-point line, 10 points from the chip's sides.
    static let style = TextStyle(
        fontSize: 14, lineHeight: 28, padding: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10))

    /// The name in a `p.alphabet-country`.
    public var texts: [CellText] {
        [CellText(name, style: Self.style, className: "alphabet-country")]
    }
}

/// Countries stand as chips as wide as their name, measured with the page's font.
public final class CountryDescriptor: CollectionCellDescriptor<CountryCell> {
    /// The measured name plus its padding, at the reader's text size; its line's height.
    public override func size(
        _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
    ) -> CGSize {
        let category = collectionView.traitCollection.preferredContentSizeCategory
        let style = CountryCell.style.scaled(for: category)
        let width = (style.measurer.width(of: adapter.name) + style.padding.horizontal)
            .rounded(.up)
        return CGSize(width: width, height: textHeight(width: width, in: collectionView))
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
    /// The letter, 20 points bold on a 34-point line, in a `p.alphabet-letter`.
    public var texts: [CellText] {
        [
            CellText(
                letter, style: TextStyle(fontSize: 20, weight: .bold, lineHeight: 34),
                className: "alphabet-letter")
        ]
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
