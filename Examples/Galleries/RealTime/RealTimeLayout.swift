import Collor
import Foundation

/// Each tweet stands on a rounded background in its author's colour, and each count on a white
/// 80%-opaque one: decoration views through `DecorationViewsHandler`.
public final class RealTimeLayout: FlowLayout {
    /// The kind of the tweet background decoration views.
    public static let sectionKind = "tweet-background"
    /// The kind of the count plate decoration views.
    public static let countKind = "count-background"

    /// Lays out the cells, then adds each tweet's background and a plate under each count.
    public override func prepare() throws(CollorError) {
        try super.prepare()
        for (index, section) in collectionData.sections.enumerated() {
            guard let cells = frameOfCells(inSection: index), let tweet = section as? TweetSection
            else { continue }
            let uid = section.uid() ?? "section-\(index)"
            var background = LayoutAttributes(
                forDecorationViewOfKind: Self.sectionKind, with: IndexPath(item: 0, section: index),
                frame: cells.insetBy(dx: -8, dy: -8))
            background.backgroundColor = tweet.color
            background.cornerRadius = 10
            background.uid = "\(uid)/background"
            decorationViewsHandler.add(attributes: background)
            for (item, cell) in section.cells.enumerated() where cell is CountDescriptor {
                let path = IndexPath(item: item, section: index)
                guard let frame = layoutAttributesForItem(at: path)?.frame else { continue }
                var plate = LayoutAttributes(
                    forDecorationViewOfKind: Self.countKind, with: path, frame: frame)
                plate.backgroundColor = Color.white.withAlpha(0.8)
                plate.cornerRadius = 6
                plate.uid = "\(cell.uid() ?? "\(uid)/\(item)")/background"
                decorationViewsHandler.add(attributes: plate)
            }
        }
    }
}
