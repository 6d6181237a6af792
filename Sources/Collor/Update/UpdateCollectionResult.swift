import Foundation

/// What an update changed, in the form a batch update takes: the web's stand-in for the arguments of
/// `performBatchUpdates`.
///
/// Index rules are UIKit's: deleted and reloaded positions are positions before the update; inserted
/// positions are positions after it; moves go from a position before to a position after. Cells of
/// inserted, deleted or reloaded sections are not listed one by one. A cell or section that moved
/// and whose content changed is listed both as moved and as reloaded (at its old position): unlike
/// UIKit, a transition can move an element and cross-fade its content at once. Each list is sorted
/// by position.
///
/// Each change is stored once, position and descriptor together (`insertedCells`,
/// `movedSections`, ...), so the two can never disagree; Collor's parallel lists
/// (`insertedIndexPaths` and `insertedCellDescriptors`, ...) are read from them.
///
/// Two results are equal when they list the same positions with descriptors of the same uids, in
/// the same order: an expected result can be written by hand with new descriptors.
public struct UpdateCollectionResult: Equatable {
    /// Inserted cells, by new position.
    public var insertedCells: [CellChange] = []
    /// Deleted cells, by old position.
    public var deletedCells: [CellChange] = []
    /// Reloaded cells, by old position, with their descriptors as they are after the update.
    public var reloadedCells: [CellChange] = []
    /// Moved cells, by new position, with their descriptors as they were before the update.
    public var movedCells: [CellMove] = []
    /// Inserted sections, by new index.
    public var insertedSections: [SectionChange] = []
    /// Deleted sections, by old index.
    public var deletedSections: [SectionChange] = []
    /// Reloaded sections, by old index, with their descriptors as they are after the update.
    public var reloadedSections: [SectionChange] = []
    /// Moved sections, by new index, with their descriptors as they were before the update. Collor
    /// on iOS had no section moves.
    public var movedSections: [SectionMove] = []

    /// An empty result.
    public init() {}

    /// Whether the update changed nothing.
    public var isEmpty: Bool {
        insertedCells.isEmpty && deletedCells.isEmpty && reloadedCells.isEmpty
            && movedCells.isEmpty && insertedSections.isEmpty && deletedSections.isEmpty
            && reloadedSections.isEmpty && movedSections.isEmpty
    }
}

// Collor's names: each list read from the changes above, so that positions and descriptors always
// run parallel. Each read builds its array: read once, then use the array.
extension UpdateCollectionResult {
    /// New positions of inserted cells.
    public var insertedIndexPaths: [IndexPath] { insertedCells.map(\.indexPath) }
    /// The inserted cells, parallel to `insertedIndexPaths`.
    public var insertedCellDescriptors: [CollectionCellDescribable] {
        insertedCells.map(\.descriptor)
    }

    /// Old positions of deleted cells.
    public var deletedIndexPaths: [IndexPath] { deletedCells.map(\.indexPath) }
    /// The deleted cells, parallel to `deletedIndexPaths`.
    public var deletedCellDescriptors: [CollectionCellDescribable] {
        deletedCells.map(\.descriptor)
    }

    /// Old positions of reloaded cells.
    public var reloadedIndexPaths: [IndexPath] { reloadedCells.map(\.indexPath) }
    /// The reloaded cells as they are after the update, parallel to `reloadedIndexPaths`.
    public var reloadedCellDescriptors: [CollectionCellDescribable] {
        reloadedCells.map(\.descriptor)
    }

    /// Moved cells, from their old position to their new one, by new position.
    public var movedIndexPaths: [(from: IndexPath, to: IndexPath)] {
        movedCells.map { ($0.from, $0.to) }
    }
    /// The moved cells as they were before the update, parallel to `movedIndexPaths`.
    public var movedCellDescriptors: [CollectionCellDescribable] { movedCells.map(\.descriptor) }

    /// New indexes of inserted sections.
    public var insertedSectionsIndexSet: IndexSet { IndexSet(insertedSections.map(\.index)) }
    /// The inserted sections, in index order.
    public var insertedSectionDescriptors: [CollectionSectionDescribable] {
        insertedSections.map(\.descriptor)
    }

    /// Old indexes of deleted sections.
    public var deletedSectionsIndexSet: IndexSet { IndexSet(deletedSections.map(\.index)) }
    /// The deleted sections, in index order.
    public var deletedSectionDescriptors: [CollectionSectionDescribable] {
        deletedSections.map(\.descriptor)
    }

    /// Old indexes of reloaded sections.
    public var reloadedSectionsIndexSet: IndexSet { IndexSet(reloadedSections.map(\.index)) }
    /// The reloaded sections as they are after the update, in index order.
    public var reloadedSectionDescriptors: [CollectionSectionDescribable] {
        reloadedSections.map(\.descriptor)
    }

    /// Moved sections, from old index to new index, by new index.
    public var movedSectionIndexes: [(from: Int, to: Int)] {
        movedSections.map { ($0.from, $0.to) }
    }
    /// The moved sections as they were before the update, parallel to `movedSectionIndexes`.
    public var movedSectionDescriptors: [CollectionSectionDescribable] {
        movedSections.map(\.descriptor)
    }
}
