import Collor
import Foundation

/// A cell descriptor bound to its view type and adapter, as in Collor: the descriptor alone
/// decides the view ("never register a cell").
///
/// ```swift
/// final class TitleDescriptor: CollectionCellDescriptor<TitleCell, TitleAdapter> {
///     override func size(_ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable) -> CGSize {
///         CGSize(width: collectionView.bounds.width, height: 44)
///     }
/// }
/// ```
open class CollectionCellDescriptor<Cell: CollectionCellAdaptable, Adapter: CollectionAdapter>:
    CollectionCellDescribable, HTMLCellRendering
{
    /// Where Collor keeps the descriptor's uid and index path.
    public let cellStorage = CellStorage()
    /// The adapter the view is filled with.
    public let adapter: Adapter

    /// Creates a descriptor for `adapter`.
    public init(adapter: Adapter) {
        self.adapter = adapter
    }

    /// The view type's name.
    open var className: String { String(describing: Cell.self) }
    /// The reuse identifier: the view type's name.
    open var identifier: String { className }
    /// Whether the cell is a link or button; override to make it selectable.
    open var selectable: Bool { false }

    /// The adapter the view is filled with.
    public func getAdapter() -> CollectionAdapter { adapter }

    /// The cell's size; the default is the full width of the viewport and 44 points high.
    open func size(
        _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
    ) -> CGSize {
        CGSize(width: collectionView.bounds.width, height: 44)
    }

    /// A new view of type `Cell`, updated with the adapter.
    public func cellView() -> any CollectionCellAdaptable {
        var view = Cell()
        view.update(with: adapter)
        return view
    }
}
