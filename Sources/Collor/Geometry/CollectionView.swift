import Foundation

/// The viewport a collection is laid out in: the web's stand-in for `UICollectionView`.
///
/// Descriptors size themselves against it exactly as Collor descriptors size themselves against a
/// `UICollectionView`, for example `CGSize(width: collectionView.bounds.width, height: 44)`, and
/// read its `traitCollection` (appearance, text size) as a `UICollectionView`'s.
public struct CollectionView: Hashable, Sendable {
    /// The visible rectangle of the page's collection container.
    public var bounds: CGRect
    /// The appearance and text size the collection is shown with.
    public var traitCollection: TraitCollection

    /// Creates a viewport with the given bounds and traits.
    public init(bounds: CGRect, traitCollection: TraitCollection = .standard) {
        self.bounds = bounds
        self.traitCollection = traitCollection
    }

    /// Creates a viewport of the given size at the origin.
    public init(width: CGFloat, height: CGFloat, traitCollection: TraitCollection = .standard) {
        self.init(
            bounds: CGRect(x: 0, y: 0, width: width, height: height),
            traitCollection: traitCollection)
    }
}
