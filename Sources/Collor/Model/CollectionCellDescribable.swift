import Foundation

/// Describes one cell: which view renders it, with what adapter, at what size.
///
/// As in Collor, a descriptor alone decides its view ("never register a cell"): `className` and
/// `identifier` name the view, `getAdapter()` fills it. Conforming types declare the storage Collor
/// needs, once:
///
/// ```swift
/// final class TitleDescriptor: CollectionCellDescribable {
///     let cellStorage = CellStorage()
///     let adapter: TitleAdapter
///     init(adapter: TitleAdapter) { self.adapter = adapter }
///     func getAdapter() -> CollectionAdapter { adapter }
///     func size(_ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable) -> CGSize {
///         CGSize(width: collectionView.bounds.width, height: 44)
///     }
/// }
/// ```
public protocol CollectionCellDescribable: CollorIdentifiable {
    /// Where Collor keeps this descriptor's uid and index path.
    var cellStorage: CellStorage { get }
    /// The reuse identifier of the view; defaults to `className`.
    var identifier: String { get }
    /// The name of the view type that renders this cell; defaults to the descriptor's type name.
    var className: String { get }
    /// Whether the cell can be selected; defaults to `false`.
    var selectable: Bool { get }
    /// The adapter the view is filled with.
    func getAdapter() -> CollectionAdapter
    /// The size of the cell in `collectionView`, in its section.
    func size(_ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable)
        -> CGSize
}

extension CollectionCellDescribable {
    /// The default: the descriptor's type name.
    public var className: String { String(describing: type(of: self)) }
    /// The default: `className`.
    public var identifier: String { className }
    /// The default: not selectable.
    public var selectable: Bool { false }

    /// Backs `uid(_:)`/`uid()`, kept in `cellStorage`.
    public var _uid: String? {
        get { cellStorage.uid }
        set { cellStorage.uid = newValue }
    }

    /// The cell's position, set by `CollectionData.computeIndices()`; `nil` until then.
    public var indexPath: IndexPath? { cellStorage.indexPath }
}
