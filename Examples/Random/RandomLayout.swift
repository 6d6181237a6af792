import Collor
import Foundation

/// A flow layout that draws a white rounded background behind each team, from its first to its
/// last cell with a margin: Collor's sample layout, as a `FlowLayout` subclass.
public final class RandomLayout: FlowLayout {
    public static let backgroundKind = "team-background"
    let margin: CGFloat = 5

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
