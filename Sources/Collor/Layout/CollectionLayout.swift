import Foundation

/// A layout: turns a `CollectionData` into frames. The life cycle is `UICollectionViewLayout`'s:
/// `prepare()`, then queries; around an update, `prepare(forCollectionViewUpdates:)`, the
/// index paths of appearing and disappearing supplementary and decoration views, and
/// `finalizeCollectionViewUpdates()`.
public protocol CollectionLayout: AnyObject {
    /// Computes every frame from the data. Call it after the data changed.
    ///
    /// - Throws: `CollorError.invalidLayoutValue` for a negative or non-finite size, inset or
    ///   spacing, naming the section and item.
    func prepare() throws(CollorError)
    /// The size of all the content.
    var collectionViewContentSize: CGSize { get }
    /// The attributes of every element whose frame intersects `rect`.
    func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]
    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes?
    func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
        -> LayoutAttributes?
    func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath)
        -> LayoutAttributes?
    /// Called after `prepare()` for the new data, with what the update changed.
    func prepare(forCollectionViewUpdates result: UpdateCollectionResult)
    /// Called when the transition of an update has been produced.
    func finalizeCollectionViewUpdates()
    func indexPathsToInsertForSupplementaryView(ofKind kind: String) -> [IndexPath]
    func indexPathsToDeleteForSupplementaryView(ofKind kind: String) -> [IndexPath]
    func indexPathsToInsertForDecorationView(ofKind kind: String) -> [IndexPath]
    func indexPathsToDeleteForDecorationView(ofKind kind: String) -> [IndexPath]
}
