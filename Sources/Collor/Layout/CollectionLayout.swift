import Foundation

/// A layout: turns a `CollectionData` into frames. The life cycle is `UICollectionViewLayout`'s:
/// `prepare()`, then queries; around an update, `prepare(forCollectionViewUpdates:)`, the
/// index paths of appearing and disappearing supplementary and decoration views, and
/// `finalizeCollectionViewUpdates()`.
///
/// Pages, transitions and snapshots work with any layout: they read the data from
/// `collectionData` and every element from `layoutAttributesForElements(in: .infinite)`. A page
/// that fits any screen lays the same data out at several widths, one layout per width, and
/// shows each where its frame is at least `collectionView`'s width.
public protocol CollectionLayout: AnyObject {
    /// The viewport laid out in: descriptors size cells from its width, and a page of several
    /// layouts shows this one from this width up.
    var collectionView: CollectionView { get }
    /// The data laid out: the descriptors whose views a page shows at the layout's frames.
    var collectionData: CollectionData { get }
    /// Computes every frame from the data. Call it after the data changed.
    ///
    /// - Throws: `CollorError.invalidLayoutValue` for a negative or non-finite size, inset or
    ///   spacing, naming the section and item.
    func prepare() throws(CollorError)
    /// The size of all the content.
    var collectionViewContentSize: CGSize { get }
    /// The attributes of every element whose frame intersects `rect` (`CGRect.infinite`: every
    /// element).
    func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]
    /// The attributes of the cell at `indexPath`, or `nil` when there is none.
    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes?
    /// The attributes of the supplementary view of `kind` at `indexPath`, or `nil`.
    func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
        -> LayoutAttributes?
    /// The attributes of the decoration view of `kind` at `indexPath`, or `nil`.
    func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath)
        -> LayoutAttributes?
    /// Called after `prepare()` for the new data, with what the update changed.
    func prepare(forCollectionViewUpdates result: UpdateCollectionResult)
    /// Called when the transition of an update has been produced.
    func finalizeCollectionViewUpdates()
    /// New index paths of the supplementary views of `kind` that the update inserts.
    func indexPathsToInsertForSupplementaryView(ofKind kind: String) -> [IndexPath]
    /// Old index paths of the supplementary views of `kind` that the update deletes.
    func indexPathsToDeleteForSupplementaryView(ofKind kind: String) -> [IndexPath]
    /// New index paths of the decoration views of `kind` that the update inserts.
    func indexPathsToInsertForDecorationView(ofKind kind: String) -> [IndexPath]
    /// Old index paths of the decoration views of `kind` that the update deletes.
    func indexPathsToDeleteForDecorationView(ofKind kind: String) -> [IndexPath]
}
