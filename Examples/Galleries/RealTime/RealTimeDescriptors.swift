import Collor
import CollorHTML
import Foundation

/// A tweet's text and its author's colour.
public struct TweetTextAdapter: CollectionAdapter, Diffable, Equatable {
    /// The tweet's text.
    public var text: String
    /// The author's colour.
    public var color: Color
}

/// A tweet's text beside an avatar silhouette drawn with CSS (no remote image).
public struct TweetTextCell: CollectionCellAdaptable {
    var adapter = TweetTextAdapter(text: "", color: .black)
    /// Creates an empty cell, filled by `update(with:)`.
    public init() {}
    /// Takes the tweet's text and colour.
    public mutating func update(with adapter: TweetTextAdapter) {
        self.adapter = adapter
    }
    /// The text, 15 points on 20-point lines, right of the avatar: 10 points from the cell's
    /// edges and from the avatar.
    static let style = TextStyle(
        fontSize: 15, lineHeight: 20,
        padding: EdgeInsets(
            top: TweetTextDescriptor.padding,
            left: TweetTextDescriptor.avatar + 2 * TweetTextDescriptor.padding,
            bottom: TweetTextDescriptor.padding, right: TweetTextDescriptor.padding))

    /// The text in a `p.realtime-text`.
    public var texts: [CellText] {
        [CellText(adapter.text, style: Self.style, className: "realtime-text")]
    }

    /// The avatar.
    public func render(into html: inout HTMLWriter) {
        // A silhouette drawn with CSS: avatars never load a remote image.
        html.raw("<span class=\"realtime-avatar\" aria-hidden=\"true\"></span>")
    }
}

/// The text cell is as tall as its text, measured with the metrics of the self-hosted font.
public final class TweetTextDescriptor: CollectionCellDescriptor<TweetTextCell> {
    static let padding: CGFloat = 10
    static let avatar: CGFloat = 44

    /// The width left by the insets; the text's height beside the avatar, padding included,
    /// and never less than the avatar's.
    public override func size(
        _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
    ) -> CGSize {
        let width =
            collectionView.bounds.width - sectionDescriptor.sectionInset(collectionView).horizontal
        let height = max(
            Self.avatar + 2 * Self.padding, textHeight(width: width, in: collectionView))
        return CGSize(width: width, height: height)
    }
}

/// A count: retweets or favourites.
public struct CountAdapter: CollectionAdapter, Diffable, Equatable {
    /// What is counted, in the plural: "retweets" or "favourites".
    public var label: String
    /// What one is: "retweet" or "favourite".
    public var singular: String
    /// The count.
    public var count: Int

    /// A count of `label` (`singular` when there is one).
    public init(label: String, singular: String, count: Int) {
        self.label = label
        self.singular = singular
        self.count = count
    }

    /// The label that goes with the count: "1 retweet", "2 retweets".
    public var shownLabel: String { count == 1 ? singular : label }
}

/// A count and its label, as in "12 retweets".
public struct CountCell: CollectionCellAdaptable {
    var adapter = CountAdapter(label: "", singular: "", count: 0)
    /// Creates an empty count, filled by `update(with:)`.
    public init() {}
    /// Takes the count and its label.
    public mutating func update(with adapter: CountAdapter) {
        self.adapter = adapter
    }
    /// The count and its label, 14 points on a 30-point line, in a `p.realtime-count`.
    public var texts: [CellText] {
        [
            CellText(
                "\(adapter.count) \(adapter.shownLabel)",
                style: TextStyle(
                    fontSize: 14, lineHeight: 30,
                    padding: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)),
                className: "realtime-count", lines: 1)
        ]
    }
}

/// Counts stand two a line.
public final class CountDescriptor: CollectionCellDescriptor<CountCell> {
    /// Half the width left by the insets and the gap, rounded down, 30 points tall.
    public override func size(
        _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
    ) -> CGSize {
        let width =
            collectionView.bounds.width - sectionDescriptor.sectionInset(collectionView).horizontal
        return CGSize(width: ((width - TweetSection.spacing) / 2).rounded(.down), height: 30)
    }
}

/// A tweet's section, which knows its author's colour for the background.
public final class TweetSection: CollectionSectionDescribable {
    /// Collor's storage for the section's uid, index, cells and builder.
    public let sectionStorage = SectionStorage()
    /// The author's colour, which `RealTimeLayout` paints the section's background in.
    public let color: Color
    static let spacing: CGFloat = 8

    /// Creates an empty section for a tweet by an author of `color`.
    public init(color: Color) {
        self.color = color
    }

    /// 14 points on every edge, inside the tweet's background.
    public func sectionInset(_ collectionView: CollectionView) -> EdgeInsets {
        EdgeInsets(top: 14, left: 14, bottom: 14, right: 14)
    }

    /// Cells 8 points apart.
    public func minimumInteritemSpacing(_ collectionView: CollectionView, layout: FlowLayout)
        -> CGFloat
    { Self.spacing }

    /// Lines 8 points apart.
    public func minimumLineSpacing(_ collectionView: CollectionView, layout: FlowLayout) -> CGFloat
    { Self.spacing }
}
