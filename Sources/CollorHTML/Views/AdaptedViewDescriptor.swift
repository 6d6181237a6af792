import Collor
import Foundation

/// What cell and supplementary-view descriptors share: Collor's storage, the typed adapter, the
/// view's names, and the view filled with the adapter. Subclass `CollectionCellDescriptor` or
/// `CollectionSupplementaryViewDescriptor`, not this.
open class AdaptedViewDescriptor<View: CollectionCellAdaptable>: HTMLCellRendering {
    /// Where Collor keeps the descriptor's uid and index path.
    public let cellStorage = CellStorage()
    /// The adapter the view is filled with.
    public let adapter: View.Adapter

    /// Creates a descriptor for `adapter`.
    public init(adapter: View.Adapter) {
        self.adapter = adapter
    }

    /// The view type's name.
    open var className: String { String(describing: View.self) }
    /// The reuse identifier: the view type's name.
    open var identifier: String { className }

    /// The adapter the view is filled with.
    public func getAdapter() -> CollectionAdapter { adapter }

    /// The height the view's declared texts need in a view `width` points wide, at
    /// `collectionView`'s text size: return it from `size(_:sectionDescriptor:)` to grow the
    /// cell with its texts (a larger text size re-flows) instead of clipping them.
    public func textHeight(width: CGFloat, in collectionView: CollectionView) -> CGFloat {
        CellText.fittingHeight(
            cellView().texts, width: width, traitCollection: collectionView.traitCollection)
    }

    /// A new view of type `View`, updated with the adapter.
    public func cellView() -> any CollectionCellAdaptable {
        var view = View()
        view.update(with: adapter)
        return view
    }
}
