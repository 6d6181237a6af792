import Foundation

/// A waterfall layout: each section's cells in `columnCount` columns of equal width, each cell
/// at the top of the shortest column so far (the leftmost of equal ones), as wide as a column
/// and as tall as its descriptor's `size(_:sectionDescriptor:)` says (its width is not used).
///
/// Sections stack from top to bottom inside their `sectionInset`; an empty section takes no
/// room unless it has supplementary views. These are placed as in `FlowLayout`: at their
/// descriptor's `frame(_:sectionDescriptor:)`, relative to the section's content origin. It has
/// no decoration views.
///
/// ```swift
/// let layout = ColumnLayout(collectionView: view, collectionData: data, columnCount: 3)
/// try layout.prepare()
/// ```
public final class ColumnLayout: CollectionLayout {
    /// The data laid out.
    public let collectionData: CollectionData
    /// The viewport the data is laid out in; its width is the content width.
    public var collectionView: CollectionView
    /// Columns per section; fewer than one counts as one.
    public var columnCount: Int
    /// The gap between columns.
    public var columnSpacing: CGFloat
    /// The gap between cells of a column.
    public var itemSpacing: CGFloat
    /// The supplementary views of the data.
    public private(set) var supplementaryViewsHandler = SupplementaryViewsHandler()

    /// Each section's cells, in item order.
    private var cells: [[LayoutAttributes]] = []
    /// Each section's content origin: its top-left inside its insets.
    private var sectionOrigins: [CGPoint] = []
    private var contentSize: CGSize = .zero

    /// Creates a layout of `collectionData` in `collectionView`. Call `prepare()` before querying.
    public init(
        collectionView: CollectionView, collectionData: CollectionData, columnCount: Int = 2,
        columnSpacing: CGFloat = 10, itemSpacing: CGFloat = 10
    ) {
        self.collectionView = collectionView
        self.collectionData = collectionData
        self.columnCount = columnCount
        self.columnSpacing = columnSpacing
        self.itemSpacing = itemSpacing
    }

    /// The viewport's width by the bottom of the last section.
    public var collectionViewContentSize: CGSize { contentSize }

    /// Places every cell, then the supplementary views.
    ///
    /// - Throws: `CollorError.invalidLayoutValue` for a negative or non-finite spacing, size,
    ///   inset or frame, naming the section and item; the layout then holds no elements.
    /// - Complexity: O(n · c) for n cells in c columns.
    public func prepare() throws(CollorError) {
        supplementaryViewsHandler.prepare()
        do {
            try layOutCells()
            try supplementaryViewsHandler.addViews(of: collectionData, in: collectionView) {
                [sectionOrigins] in sectionOrigins[$0]
            }
        } catch {
            cells = []
            sectionOrigins = []
            contentSize = .zero
            supplementaryViewsHandler.prepare()
            throw error
        }
    }

    private func layOutCells() throws(CollorError) {
        let view = collectionView
        let width = max(view.bounds.width.isFinite ? view.bounds.width : 0, 0)
        let columns = max(columnCount, 1)
        var laidOut: [[LayoutAttributes]] = []
        var origins: [CGPoint] = []
        var y: CGFloat = 0
        for (sectionIndex, section) in collectionData.sections.enumerated() {
            let columnGap = try LayoutValue.checked(
                columnSpacing, "column spacing", section: sectionIndex, uid: section._uid)
            let itemGap = try LayoutValue.checked(
                itemSpacing, "item spacing", section: sectionIndex, uid: section._uid)
            let inset = section.sectionInset(view)
            try LayoutValue.check(inset, section: sectionIndex, uid: section._uid)
            let descriptors = section.sectionStorage.cells
            guard !descriptors.isEmpty else {
                // As in `FlowLayout`: insets only when there is a header to place in them.
                let hasViews = !section.sectionStorage.supplementaryViews.isEmpty
                origins.append(CGPoint(x: inset.left, y: y + (hasViews ? inset.top : 0)))
                if hasViews { y += inset.top + inset.bottom }
                laidOut.append([])
                continue
            }
            y += inset.top
            origins.append(CGPoint(x: inset.left, y: y))
            let available = max(width - inset.left - inset.right, 0)
            let columnWidth = max(
                (available - columnGap * CGFloat(columns - 1)) / CGFloat(columns), 0)
            var bottoms = [CGFloat](repeating: y, count: columns)
            var sectionCells: [LayoutAttributes] = []
            sectionCells.reserveCapacity(descriptors.count)
            for (item, cell) in descriptors.enumerated() {
                let size = cell.size(view, sectionDescriptor: section)
                try LayoutValue.check(
                    size, section: sectionIndex, item: item, uid: cell.cellStorage.uid)
                var column = 0
                for candidate in 1..<columns where bottoms[candidate] < bottoms[column] {
                    column = candidate
                }
                var attributes = LayoutAttributes(
                    forCellWith: IndexPath(item: item, section: sectionIndex),
                    frame: CGRect(
                        x: inset.left + CGFloat(column) * (columnWidth + columnGap),
                        y: bottoms[column], width: columnWidth, height: size.height))
                attributes.zIndex = 0
                sectionCells.append(attributes)
                bottoms[column] += size.height + itemGap
            }
            // The tallest column ends the section, without the gap after its last cell.
            let filled = (0..<columns).filter { bottoms[$0] > y }
            y = (filled.map { bottoms[$0] }.max() ?? y) - (filled.isEmpty ? 0 : itemGap)
            y += inset.bottom
            laidOut.append(sectionCells)
        }
        cells = laidOut
        sectionOrigins = origins
        contentSize = CGSize(width: width, height: y)
    }

    /// The elements whose frame intersects `rect`: cells, then supplementary views.
    ///
    /// - Complexity: O(n) for n elements.
    public func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        cells.joined().filter { $0.frame.intersects(rect) }
            + supplementaryViewsHandler.attributes(in: rect)
    }

    /// The attributes of the cell at `indexPath`, or `nil` when there is none.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.count == 2, cells.indices.contains(indexPath.section),
            cells[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return cells[indexPath.section][indexPath.item]
    }

    /// The attributes of the supplementary view of `kind` at `indexPath`, or `nil`.
    public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
        -> LayoutAttributes?
    {
        supplementaryViewsHandler.attributes(for: kind, at: indexPath)
    }

    /// Nil: the layout has no decoration views.
    public func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath)
        -> LayoutAttributes?
    {
        nil
    }

    /// Works out the supplementary views the update inserts and deletes.
    public func prepare(forCollectionViewUpdates result: UpdateCollectionResult) {
        supplementaryViewsHandler.prepare(forCollectionViewUpdates: result)
    }

    /// Does nothing: `ColumnLayout` has nothing to finish after an update.
    public func finalizeCollectionViewUpdates() {}

    /// The supplementary views of `kind` the update inserted, by new index path.
    public func indexPathsToInsertForSupplementaryView(ofKind kind: String) -> [IndexPath] {
        supplementaryViewsHandler.inserted(for: kind)
    }

    /// The supplementary views of `kind` the update deleted, by old index path.
    public func indexPathsToDeleteForSupplementaryView(ofKind kind: String) -> [IndexPath] {
        supplementaryViewsHandler.deleted(for: kind)
    }

    /// None: the layout has no decoration views.
    public func indexPathsToInsertForDecorationView(ofKind kind: String) -> [IndexPath] { [] }

    /// None: the layout has no decoration views.
    public func indexPathsToDeleteForDecorationView(ofKind kind: String) -> [IndexPath] { [] }
}
