import Collor
import Foundation

/// A flow layout that draws a white rounded background behind each team, from its first to its
/// last cell with a margin: Collor's sample layout, as a `FlowLayout` subclass.
public final class RandomLayout: FlowLayout {
    /// The kind of the team background decoration views.
    public static let backgroundKind = "team-background"
    let margin: CGFloat = 5

    /// Lays out the cells, then adds a background per non-empty team, its uid from the team's.
    public override func prepare() throws(CollorError) {
        try super.prepare()
        for (index, section) in collectionData.sections.enumerated() {
            guard let cells = frameOfCells(inSection: index) else { continue }
            var background = LayoutAttributes(
                forDecorationViewOfKind: Self.backgroundKind,
                with: IndexPath(item: 0, section: index),
                frame: cells.insetBy(dx: -margin, dy: -margin))
            background.backgroundColor = .white
            background.cornerRadius = 4
            background.uid = "\(section.uid() ?? "section-\(index)")/background"
            decorationViewsHandler.add(attributes: background)
        }
    }
}
