import Foundation

/// A vertical flow layout with `UICollectionViewFlowLayout`'s semantics, driven by Collor's
/// descriptors: item sizes from `size(_:sectionDescriptor:)`, insets and spacings from each section.
///
/// Line rule (UIKit's, as observed on iOS):
/// - Items fill a line while their widths plus `minimumInteritemSpacing` between them fit in the
///   width left by the section's insets; an item wider than that is clamped to it, never dropped.
/// - A line holding one item centres it horizontally.
/// - The last line of a section, with several items, is left-aligned: items are
///   `minimumInteritemSpacing` apart.
/// - Every other line is justified: the first item touches the left inset, the last the right
///   inset, and the spare width is shared equally between the gaps.
/// - A line is as tall as its tallest item; each item is centred vertically in its line, and lines
///   are `minimumLineSpacing` apart.
/// - A section's items start below its top inset; its bottom inset follows the last line. An empty
///   section takes no room (no insets), so empty data lays out to a height of zero, unless it has
///   supplementary views: then it takes its insets, where its header stands.
///
/// Supplementary views of the data are placed by their descriptor's
/// `frame(_:sectionDescriptor:)`, taken relative to their section's content origin: its top-left
/// inside the insets, where its first line starts.
///
/// Custom layouts subclass it, as Collor's samples subclass `UICollectionViewFlowLayout`: override
/// `prepare()`, call `super.prepare()` first, then add decoration or supplementary attributes to
/// the handlers (which `FlowLayout` prepares itself, and includes in every query).
open class FlowLayout: CollectionLayout {
    /// The data laid out.
    public let collectionData: CollectionData
    /// The viewport the data is laid out in; its width is the content width.
    public var collectionView: CollectionView
    /// The default gap between lines, for sections that do not give their own (UIKit's default: 10).
    public var minimumLineSpacing: CGFloat = 10
    /// The default gap between items on a line (UIKit's default: 10).
    public var minimumInteritemSpacing: CGFloat = 10

    /// The decoration views, filled by subclasses in `prepare()`.
    public var decorationViewsHandler = DecorationViewsHandler() {
        didSet { index = nil }
    }
    /// The supplementary views: the data's own, plus any a subclass adds.
    public var supplementaryViewsHandler = SupplementaryViewsHandler() {
        didSet { index = nil }
    }

    /// The size of all the content: the viewport's width by the bottom of the last section.
    /// Subclasses that draw beyond the cells (a footer, a margin) override it.
    open var collectionViewContentSize: CGSize { contentSize }

    /// The content size the line layout computed.
    public internal(set) var contentSize: CGSize = .zero

    /// Cell attributes, section after section.
    var cellAttributes: [LayoutAttributes] = []
    /// Flat position of each section's first cell, plus the cell count.
    var sectionStarts: [Int] = [0]
    /// The top of the line of each cell: the index key that never exceeds the cell's minY.
    var cellLineTops: [CGFloat] = []
    /// Each section's content origin: its top-left inside its insets.
    var sectionOrigins: [CGPoint] = []
    private var index: LayoutIndex?

    /// Creates a layout of `collectionData` in `collectionView`. Call `prepare()` before querying.
    public init(collectionView: CollectionView, collectionData: CollectionData) {
        self.collectionView = collectionView
        self.collectionData = collectionData
    }

    /// Lays out every cell and supplementary view of the data; subclasses call it first.
    ///
    /// - Throws: `CollorError.invalidLayoutValue` for a negative or non-finite size, inset, spacing
    ///   or frame, naming the section and item; the layout then holds no elements.
    /// - Complexity: O(n) for n cells.
    open func prepare() throws(CollorError) {
        index = nil
        decorationViewsHandler.prepare()
        supplementaryViewsHandler.prepare()
        do {
            try layOutCells()
            try layOutSupplementaryViews()
        } catch {
            cellAttributes = []
            cellLineTops = []
            sectionStarts = [0]
            sectionOrigins = []
            contentSize = .zero
            throw error
        }
    }

    /// The elements whose frame intersects `rect`, in drawing order.
    ///
    /// - Complexity: O(log n + k) for n elements, k of them in the lines `rect` crosses; the first
    ///   query after `prepare()` also builds the index, in O(n log n).
    open func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        layoutIndex.attributes(intersecting: rect, cells: cellAttributes)
    }

    /// The attributes of the cell at `indexPath`, or `nil` when there is none.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.count == 2, indexPath.section >= 0,
            indexPath.section + 1 < sectionStarts.count
        else { return nil }
        let flat = sectionStarts[indexPath.section] + indexPath.item
        guard indexPath.item >= 0, flat < sectionStarts[indexPath.section + 1] else { return nil }
        return cellAttributes[flat]
    }

    /// The attributes of the supplementary view of `kind` at `indexPath`, or `nil`.
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
        -> LayoutAttributes?
    {
        supplementaryViewsHandler.attributes(for: kind, at: indexPath)
    }

    /// The attributes of the decoration view of `kind` at `indexPath`, or `nil`.
    open func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath)
        -> LayoutAttributes?
    {
        decorationViewsHandler.attributes(for: kind, at: indexPath)
    }

    /// Works out the supplementary and decoration views the update inserts and deletes.
    open func prepare(forCollectionViewUpdates result: UpdateCollectionResult) {
        decorationViewsHandler.prepare(forCollectionViewUpdates: result)
        supplementaryViewsHandler.prepare(forCollectionViewUpdates: result)
    }

    /// Does nothing; subclasses override it to clean up after an update, as in UIKit.
    open func finalizeCollectionViewUpdates() {}

    /// New index paths of the supplementary views of `kind` that the update inserted.
    open func indexPathsToInsertForSupplementaryView(ofKind kind: String) -> [IndexPath] {
        supplementaryViewsHandler.inserted(for: kind)
    }

    /// Old index paths of the supplementary views of `kind` that the update deleted.
    open func indexPathsToDeleteForSupplementaryView(ofKind kind: String) -> [IndexPath] {
        supplementaryViewsHandler.deleted(for: kind)
    }

    /// New index paths of the decoration views of `kind` that the update inserted.
    open func indexPathsToInsertForDecorationView(ofKind kind: String) -> [IndexPath] {
        decorationViewsHandler.inserted(for: kind)
    }

    /// Old index paths of the decoration views of `kind` that the update deleted.
    open func indexPathsToDeleteForDecorationView(ofKind kind: String) -> [IndexPath] {
        decorationViewsHandler.deleted(for: kind)
    }

    /// Every element: decoration views, then cells, then supplementary views, each in index-path
    /// order. This is the order a page draws them in.
    public var allAttributes: [LayoutAttributes] {
        decorationViewsHandler.allAttributes + cellAttributes
            + supplementaryViewsHandler.allAttributes
    }

    /// The attributes of the cells of `section`, in item order (empty for an unknown section).
    ///
    /// - Complexity: O(1).
    public func cellAttributes(inSection section: Int) -> ArraySlice<LayoutAttributes> {
        guard section >= 0, section + 1 < sectionStarts.count else { return [] }
        return cellAttributes[sectionStarts[section]..<sectionStarts[section + 1]]
    }

    /// The union of the frames of a section's cells, or `nil` for an empty or unknown section:
    /// what a section background decoration wraps.
    public func frameOfCells(inSection section: Int) -> CGRect? {
        guard section >= 0, section + 1 < sectionStarts.count else { return nil }
        let cells = cellAttributes[sectionStarts[section]..<sectionStarts[section + 1]]
        guard let first = cells.first else { return nil }
        return cells.dropFirst().reduce(first.frame) { $0.union($1.frame) }
    }

    private var layoutIndex: LayoutIndex {
        if let index { return index }
        let built = LayoutIndex(
            cellLineTops: cellLineTops, cells: cellAttributes,
            views: decorationViewsHandler.allAttributes + supplementaryViewsHandler.allAttributes)
        index = built
        return built
    }
}

/// The visible-rect index of a `FlowLayout`: cells keyed by their line's top, and the other
/// views sorted by their top.
struct LayoutIndex {
    let cellIndex: ElementIndex
    let viewIndex: ElementIndex
    let views: [LayoutAttributes]

    init(cellLineTops: [CGFloat], cells: [LayoutAttributes], views: [LayoutAttributes]) {
        var cellIndex = ElementIndex()
        cellIndex.reserveCapacity(cells.count)
        for (top, cell) in zip(cellLineTops, cells) { cellIndex.append(cell.frame, key: top) }
        self.cellIndex = cellIndex
        self.viewIndex = ElementIndex(sorting: views.map(\.frame))
        self.views = views
    }

    /// Decoration views first, then cells, then supplementary views: the drawing order.
    func attributes(intersecting rect: CGRect, cells: [LayoutAttributes]) -> [LayoutAttributes] {
        let viewHits = viewIndex.positions(intersecting: rect).sorted().map { views[$0] }
        let decorations = viewHits.filter { $0.category == .decorationView }
        let supplementary = viewHits.filter { $0.category != .decorationView }
        return decorations + cellIndex.positions(intersecting: rect).map { cells[$0] }
            + supplementary
    }
}
