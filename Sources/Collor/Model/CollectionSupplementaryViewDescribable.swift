import Foundation

/// Describes a supplementary view of a section (a header, a letter, a badge): which view renders
/// it, with what adapter, and where it stands.
public protocol CollectionSupplementaryViewDescribable: CollorIdentifiable {
    /// Where Collor keeps this descriptor's uid and index path.
    var cellStorage: CellStorage { get }
    /// The reuse identifier of the view; defaults to `className`.
    var identifier: String { get }
    /// The name of the view type that renders it; defaults to the descriptor's type name.
    var className: String { get }
    /// The adapter the view is filled with.
    func getAdapter() -> CollectionAdapter
    /// The frame of the view in `collectionView`, for its section.
    func frame(_ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable)
        -> CGRect
}

extension CollectionSupplementaryViewDescribable {
    /// The default: the descriptor's type name.
    public var className: String { String(describing: type(of: self)) }
    /// The default: `className`.
    public var identifier: String { className }

    /// Backs `uid(_:)`/`uid()`, kept in `cellStorage`.
    public var _uid: String? {
        get { cellStorage.uid }
        set { cellStorage.uid = newValue }
    }

    /// The view's position: its section, and its index among the section's views of its kind.
    public var indexPath: IndexPath? { cellStorage.indexPath }
}
