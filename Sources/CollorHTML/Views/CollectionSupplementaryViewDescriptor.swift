import Collor
import Foundation

/// A supplementary view descriptor bound to its view type. Its view is any
/// `CollectionCellAdaptable`: a supplementary view is written like a cell.
open class CollectionSupplementaryViewDescriptor<View: CollectionCellAdaptable>:
    AdaptedViewDescriptor<View>, CollectionSupplementaryViewDescribable
{
    /// The view's frame relative to its section's first cell; the default is a 44-point-high band
    /// across the viewport, standing just above that cell.
    open func frame(
        _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
    ) -> CGRect {
        CGRect(x: 0, y: -44, width: collectionView.bounds.width, height: 44)
    }
}
