import Collor
import Foundation

/// A supplementary view descriptor bound to its view type and adapter. Its view is any
/// `CollectionCellAdaptable`: a supplementary view is written like a cell.
open class CollectionSupplementaryViewDescriptor<
    View: CollectionCellAdaptable, Adapter: CollectionAdapter
>:
    CollectionSupplementaryViewDescribable, HTMLCellRendering
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
    open var className: String { String(describing: View.self) }
    /// The reuse identifier: the view type's name.
    open var identifier: String { className }

    /// The adapter the view is filled with.
    public func getAdapter() -> CollectionAdapter { adapter }

    /// The view's frame relative to its section's first cell; the default is a 44-point-high band
    /// across the viewport, standing just above that cell.
    open func frame(
        _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
    ) -> CGRect {
        CGRect(x: 0, y: -44, width: collectionView.bounds.width, height: 44)
    }

    /// A new view of type `View`, updated with the adapter.
    public func cellView() -> any CollectionCellAdaptable {
        var view = View()
        view.update(with: adapter)
        return view
    }
}
