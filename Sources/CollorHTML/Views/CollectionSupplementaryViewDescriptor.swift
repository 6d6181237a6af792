import Collor
import Foundation

/// A supplementary view descriptor bound to its view type and adapter. Its view is any
/// `CollectionCellAdaptable`: a supplementary view is written like a cell.
open class CollectionSupplementaryViewDescriptor<
    View: CollectionCellAdaptable, Adapter: CollectionAdapter
>:
    CollectionSupplementaryViewDescribable, HTMLCellRendering
{
    public let cellStorage = CellStorage()
    /// The adapter the view is filled with.
    public let adapter: Adapter

    public init(adapter: Adapter) {
        self.adapter = adapter
    }

    open var className: String { String(describing: View.self) }
    open var identifier: String { className }

    public func getAdapter() -> CollectionAdapter { adapter }

    /// The view's frame relative to its section's first cell; the default is a 44-point-high band
    /// across the viewport, standing just above that cell.
    open func frame(
        _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
    ) -> CGRect {
        CGRect(x: 0, y: -44, width: collectionView.bounds.width, height: 44)
    }

    public func cellView() -> any CollectionCellAdaptable {
        var view = View()
        view.update(with: adapter)
        return view
    }
}
