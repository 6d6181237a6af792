import Collor
import CollorHTML
import Foundation

/// A tweet's text and its author's colour, for the avatar.
public struct TweetTextAdapter: CollectionAdapter, Diffable, Equatable {
    public var text: String
    public var color: Color
}

/// An avatar drawn locally (a circle in the user's colour, no remote image) beside the text.
public struct TweetTextCell: CollectionCellAdaptable {
    var adapter = TweetTextAdapter(text: "", color: .black)
    public init() {}
    public mutating func update(with adapter: CollectionAdapter) {
        if let tweet = adapter as? TweetTextAdapter { self.adapter = tweet }
    }
    public func render(into html: inout HTMLWriter) {
        // A silhouette drawn with CSS: avatars never load a remote image.
        html.raw(
            "<span class=\"realtime-avatar\" aria-hidden=\"true\"></span><p class=\"realtime-text\">"
        )
        html.text(adapter.text)
        html.raw("</p>")
    }
}

/// The text cell is as tall as its text, measured with the metrics of the self-hosted font.
public final class TweetTextDescriptor: CollectionCellDescriptor<TweetTextCell, TweetTextAdapter> {
    static let measurer = TextMeasurer(fontSize: 15, lineHeight: 20)
    static let padding: CGFloat = 10
    static let avatar: CGFloat = 44

    public override func size(
        _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
    ) -> CGSize {
        let width =
            collectionView.bounds.width - sectionDescriptor.sectionInset(collectionView).horizontal
        let textWidth = width - Self.avatar - 3 * Self.padding
        let text = Self.measurer.size(of: adapter.text, width: textWidth)
        return CGSize(width: width, height: max(Self.avatar, text.height) + 2 * Self.padding)
    }
}

/// A count: retweets or favourites.
public struct CountAdapter: CollectionAdapter, Diffable, Equatable {
    public var label: String
    public var count: Int
}

public struct CountCell: CollectionCellAdaptable {
    var adapter = CountAdapter(label: "", count: 0)
    public init() {}
    public mutating func update(with adapter: CollectionAdapter) {
        if let count = adapter as? CountAdapter { self.adapter = count }
    }
    public func render(into html: inout HTMLWriter) {
        html.raw("<p class=\"realtime-count\"><strong>")
        html.text(String(adapter.count))
        html.raw("</strong> ")
        html.text(adapter.label)
        html.raw("</p>")
    }
}

/// Counts stand two a line.
public final class CountDescriptor: CollectionCellDescriptor<CountCell, CountAdapter> {
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
    public let sectionStorage = SectionStorage()
    public let color: Color
    static let spacing: CGFloat = 8

    public init(color: Color) {
        self.color = color
    }

    public func sectionInset(_ collectionView: CollectionView) -> EdgeInsets {
        EdgeInsets(top: 14, left: 14, bottom: 14, right: 14)
    }

    public func minimumInteritemSpacing(_ collectionView: CollectionView, layout: FlowLayout)
        -> CGFloat
    { Self.spacing }

    public func minimumLineSpacing(_ collectionView: CollectionView, layout: FlowLayout) -> CGFloat
    { Self.spacing }
}
