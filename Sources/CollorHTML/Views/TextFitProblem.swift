import Collor
import Foundation

/// A declared text (`CollectionCellAdaptable.texts`) that a laid-out view clips: found at build
/// time by `problems(in:)`, measured with the page's font.
public struct TextFitProblem: Hashable, Sendable, CustomStringConvertible {
    /// The view's key, as in its element's `data-uid`: `section uid/cell uid` for a cell, the
    /// attributes' uid for a supplementary view, a position (`#0.3`) when there is no uid.
    public let uid: String
    /// The text that does not fit.
    public let text: String
    /// Why, in points: lines needed and the box's height, or the box's end below the view's.
    public let reason: String

    /// `"<text>" in <uid>: <reason>`.
    public var description: String { "\"\(text)\" in \(uid): \(reason)" }

    /// Every declared text of `layout`'s cells and supplementary views that its view's frame
    /// clips, measured with the layout's `collectionView.traitCollection`; in index-path order.
    ///
    /// - Complexity: O(n log k) for n characters of declared text and k kerned scalars in the
    ///   font, plus sorting the views.
    public static func problems(in layout: some CollectionLayout) -> [TextFitProblem] {
        let data = layout.collectionData
        let traits = layout.collectionView.traitCollection
        let views = layout.layoutAttributesForElements(in: .infinite)
            .filter { $0.category != .decorationView }
            .sorted { ($0.indexPath, $0.kind ?? "") < ($1.indexPath, $1.kind ?? "") }
        var problems: [TextFitProblem] = []
        for attributes in views {
            guard let (view, uid) = view(at: attributes, in: data) else { continue }
            let texts = view.texts
            if texts.isEmpty { continue }
            let boxes = CellText.boxes(
                texts, width: attributes.frame.width, traitCollection: traits)
            for box in boxes {
                if let reason = box.clipping(inViewOf: attributes.frame.size) {
                    problems.append(
                        TextFitProblem(uid: uid, text: box.text.string, reason: reason))
                }
            }
        }
        return problems
    }

    /// The view at `attributes` and its key, when its descriptor renders HTML.
    private static func view(at attributes: LayoutAttributes, in data: CollectionData)
        -> (any CollectionCellAdaptable, String)?
    {
        let path = attributes.indexPath
        switch attributes.category {
        case .cell:
            guard let cell = data.cellDescribable(at: path) as? any HTMLCellRendering,
                let describable = cell as? CollectionCellDescribable
            else { return nil }
            let sectionUID = data.sectionDescribable(at: path)?.uid()
            let uid =
                if let sectionUID, let own = describable.uid() {
                    sectionUID + "/" + own
                } else {
                    "#" + path.dottedText
                }
            return (cell.cellView(), uid)
        case .supplementaryView:
            let kind = attributes.kind ?? ""
            guard
                let view = data.supplementaryViewDescribable(at: path, for: kind)
                    as? any HTMLCellRendering
            else { return nil }
            return (view.cellView(), attributes.uid ?? "#\(kind)/" + path.dottedText)
        case .decorationView:
            return nil
        }
    }
}
