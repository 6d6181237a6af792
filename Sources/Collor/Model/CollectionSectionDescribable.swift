import Foundation

/// Describes one section: its cells, supplementary views, insets and spacings.
///
/// Conforming types declare the storage Collor needs once, `let sectionStorage = SectionStorage()`,
/// and usually fill their cells with `reloadSection { cells in ... }` or `reload { builder in ... }`
/// so that `diff(sections:)` can rebuild them.
public protocol CollectionSectionDescribable: CollorIdentifiable {
    /// Where Collor keeps this section's uid, index, cells, supplementary views and builder.
    var sectionStorage: SectionStorage { get }
    /// The insets around the section's cells; defaults to none.
    func sectionInset(_ collectionView: CollectionView) -> EdgeInsets
    /// The smallest horizontal gap between cells on a line; defaults to the layout's.
    func minimumInteritemSpacing(_ collectionView: CollectionView, layout: FlowLayout) -> CGFloat
    /// The smallest vertical gap between lines; defaults to the layout's.
    func minimumLineSpacing(_ collectionView: CollectionView, layout: FlowLayout) -> CGFloat
}

extension CollectionSectionDescribable {
    /// The default: no insets.
    public func sectionInset(_ collectionView: CollectionView) -> EdgeInsets { .zero }

    /// The default: the layout's `minimumInteritemSpacing`.
    public func minimumInteritemSpacing(_ collectionView: CollectionView, layout: FlowLayout)
        -> CGFloat
    { layout.minimumInteritemSpacing }

    /// The default: the layout's `minimumLineSpacing`.
    public func minimumLineSpacing(_ collectionView: CollectionView, layout: FlowLayout) -> CGFloat
    {
        layout.minimumLineSpacing
    }

    /// Backs `uid(_:)`/`uid()`, kept in `sectionStorage`.
    public var _uid: String? {
        get { sectionStorage.uid }
        set { sectionStorage.uid = newValue }
    }

    /// The section's cells, in order.
    public var cells: [CollectionCellDescribable] {
        get { sectionStorage.cells }
        set { sectionStorage.cells = newValue }
    }

    /// The section's supplementary views, by kind.
    public var supplementaryViews: [String: [CollectionSupplementaryViewDescribable]] {
        get { sectionStorage.supplementaryViews }
        set { sectionStorage.supplementaryViews = newValue }
    }

    /// The section's position, set by `CollectionData.computeIndices()`; `nil` until then.
    public var index: Int? { sectionStorage.index }

    /// Builds the section's cells now, and keeps `cellsBuilder` so that `diff(sections:)` can
    /// rebuild them later.
    @discardableResult
    public func reloadSection(
        _ cellsBuilder: @escaping (_ cells: inout [CollectionCellDescribable]) -> Void
    ) -> Self {
        sectionStorage.builder = .cells(cellsBuilder)
        sectionStorage.apply(build())
        return self
    }

    /// Builds the section's cells and supplementary views now, and keeps `builder` so that
    /// `diff(sections:)` can rebuild them later.
    @discardableResult
    public func reload(_ builder: @escaping (_ builder: SectionBuilder) -> Void) -> Self {
        sectionStorage.builder = .builder(builder)
        sectionStorage.apply(build())
        return self
    }
}

extension CollectionSectionDescribable {
    /// Runs the stored builder without touching the section; `nil` when it has none.
    func build() -> SectionContent? {
        switch sectionStorage.builder {
        case .none:
            return nil
        case .cells(let closure):
            var cells: [CollectionCellDescribable] = []
            closure(&cells)
            return SectionContent(cells: cells, supplementaryViews: nil)
        case .builder(let closure):
            let builder = SectionBuilder()
            closure(builder)
            return SectionContent(
                cells: builder.cells, supplementaryViews: builder.supplementaryViews)
        }
    }
}

/// A section's content as built by its builder, before it replaces the section's own.
struct SectionContent {
    var cells: [CollectionCellDescribable]
    /// `nil` when the builder does not produce supplementary views (`reloadSection`), which then stay.
    var supplementaryViews: [String: [CollectionSupplementaryViewDescribable]]?
}

extension SectionStorage {
    func apply(_ content: SectionContent?) {
        guard let content else { return }
        cells = content.cells
        if let views = content.supplementaryViews { supplementaryViews = views }
    }
}
