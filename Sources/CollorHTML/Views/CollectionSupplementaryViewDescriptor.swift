import Collor
import Foundation

/// A supplementary view descriptor bound to its view type. Its view is any
/// `CollectionCellAdaptable`: a supplementary view is written like a cell.
open class CollectionSupplementaryViewDescriptor<View: CollectionCellAdaptable>:
    AdaptedViewDescriptor<View>, CollectionSupplementaryViewDescribable
{
    /// The view's frame relative to its section's content origin (inside its insets); the
    /// default is a 44-point-high band as wide as the section's content, standing just above its
    /// first line, in the section's top inset.
    open func frame(
        _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
    ) -> CGRect {
        let inset = sectionDescriptor.sectionInset(collectionView)
        let width = collectionView.bounds.width - inset.left - inset.right
        return CGRect(x: 0, y: -44, width: max(width.isFinite ? width : 0, 0), height: 44)
    }
}
