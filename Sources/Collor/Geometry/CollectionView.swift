import Foundation

/// The viewport a collection is laid out in: the web's stand-in for `UICollectionView`.
///
/// Descriptors size themselves against it exactly as Collor descriptors size themselves against a
/// `UICollectionView`, for example `CGSize(width: collectionView.bounds.width, height: 44)`.
public struct CollectionView: Hashable, Sendable {
    /// The visible rectangle of the page's collection container.
    public var bounds: CGRect

    /// Creates a viewport with the given bounds.
    public init(bounds: CGRect) {
        self.bounds = bounds
    }

    /// Creates a viewport of the given size at the origin.
    public init(width: CGFloat, height: CGFloat) {
        self.init(bounds: CGRect(x: 0, y: 0, width: width, height: height))
    }
}
