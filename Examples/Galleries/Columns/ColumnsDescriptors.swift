import Collor
import CollorHTML
import Foundation

/// A tweet's text.
public struct CardAdapter: CollectionAdapter, Diffable, Equatable {
    /// The text shown.
    public var text: String
}

/// A card with a tweet's text.
public struct CardCell: CollectionCellAdaptable {
    var text = ""
    /// Creates an empty card, filled by `update(with:)`.
    public init() {}
    /// Takes the text.
    public mutating func update(with adapter: CardAdapter) {
        text = adapter.text
    }
    /// The text in a `p.columns-text`.
    public func render(into html: inout HTMLWriter) {
        html.element("p", class: "columns-text") { $0.text(text) }
    }
}

/// A card as tall as its text in a column's width, measured with the self-hosted font's metrics
/// (the layout gives the width: a column's).
public final class CardDescriptor: CollectionCellDescriptor<CardCell> {
    static let measurer = TextMeasurer(fontSize: 15, lineHeight: 20)
    static let padding: CGFloat = 12

    /// A column's width (two columns, 10 points apart inside the section's margins) by the
    /// text's height there, padding included.
    public override func size(
        _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
    ) -> CGSize {
        let inset = sectionDescriptor.sectionInset(collectionView)
        let column =
            ((collectionView.bounds.width - inset.horizontal - ColumnsSection.spacing)
            / 2).rounded(.down)
        let text = (getAdapter() as? CardAdapter)?.text ?? ""
        let height = Self.measurer.size(of: text, width: column - 2 * Self.padding).height
        return CGSize(width: column, height: height + 2 * Self.padding)
    }
}

/// The one section of cards, with 10-point margins.
public final class ColumnsSection: CollectionSectionDescribable {
    /// Collor's storage for the section's uid, index and cells.
    public let sectionStorage = SectionStorage()
    /// The gap between columns and between cards.
    static let spacing: CGFloat = 10

    /// Creates an empty section; `ColumnsData` fills it.
    public init() {}

    /// A 10-point margin on every edge.
    public func sectionInset(_ collectionView: CollectionView) -> EdgeInsets {
        EdgeInsets(all: Self.spacing)
    }
}
