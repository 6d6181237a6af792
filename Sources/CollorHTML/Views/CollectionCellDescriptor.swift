import Collor
import Foundation

/// A cell descriptor bound to its view type, as in Collor: the descriptor alone decides the view
/// ("never register a cell"), and the view's `Adapter` is the descriptor's adapter type.
///
/// ```swift
/// final class TitleDescriptor: CollectionCellDescriptor<TitleCell> {
///     override func size(_ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable) -> CGSize {
///         CGSize(width: collectionView.bounds.width, height: 44)
///     }
/// }
/// let title = TitleDescriptor(adapter: TitleAdapter(title: "Crew"))
/// ```
open class CollectionCellDescriptor<Cell: CollectionCellAdaptable>: AdaptedViewDescriptor<Cell>,
    CollectionCellDescribable
{
    /// Whether the cell is a link or button; override to make it selectable.
    open var selectable: Bool { false }

    /// The cell's size; the default is the full width of the viewport and 44 points high.
    open func size(
        _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
    ) -> CGSize {
        CGSize(width: collectionView.bounds.width, height: 44)
    }
}
