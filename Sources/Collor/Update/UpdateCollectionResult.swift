import Foundation

/// What an update changed, in the form a batch update takes: the web's stand-in for the arguments of
/// `performBatchUpdates`.
///
/// Index rules are UIKit's: deleted and reloaded positions are positions before the update; inserted
/// positions are positions after it; moves go from a position before to a position after. Cells of
/// inserted, deleted or reloaded sections are not listed one by one. A cell or section that moved
/// and whose content changed is listed both as moved and as reloaded (at its old position): unlike
/// UIKit, a transition can move an element and cross-fade its content at once. Each list is sorted
/// by position, and each descriptor list runs parallel to its position list.
public struct UpdateCollectionResult {
    /// New positions of inserted cells.
    public var insertedIndexPaths: [IndexPath] = []
    /// The inserted cells, parallel to `insertedIndexPaths`.
    public var insertedCellDescriptors: [CollectionCellDescribable] = []

    /// Old positions of deleted cells.
    public var deletedIndexPaths: [IndexPath] = []
    /// The deleted cells, parallel to `deletedIndexPaths`.
    public var deletedCellDescriptors: [CollectionCellDescribable] = []

    /// Old positions of reloaded cells.
    public var reloadedIndexPaths: [IndexPath] = []
    /// The reloaded cells as they are after the update, parallel to `reloadedIndexPaths`.
    public var reloadedCellDescriptors: [CollectionCellDescribable] = []

    /// Moved cells, from their old position to their new one, by new position.
    public var movedIndexPaths: [(from: IndexPath, to: IndexPath)] = []
    /// The moved cells as they were before the update, parallel to `movedIndexPaths`.
    public var movedCellDescriptors: [CollectionCellDescribable] = []

    /// New indexes of inserted sections.
    public var insertedSectionsIndexSet = IndexSet()
    /// The inserted sections, in index order.
    public var insertedSectionDescriptors: [CollectionSectionDescribable] = []

    /// Old indexes of deleted sections.
    public var deletedSectionsIndexSet = IndexSet()
    /// The deleted sections, in index order.
    public var deletedSectionDescriptors: [CollectionSectionDescribable] = []

    /// Old indexes of reloaded sections.
    public var reloadedSectionsIndexSet = IndexSet()
    /// The reloaded sections as they are after the update, in index order.
    public var reloadedSectionDescriptors: [CollectionSectionDescribable] = []

    /// Moved sections, from old index to new index, by new index. Collor on iOS had no section moves.
    public var movedSectionIndexes: [(from: Int, to: Int)] = []
    /// The moved sections as they were before the update, parallel to `movedSectionIndexes`.
    public var movedSectionDescriptors: [CollectionSectionDescribable] = []

    /// An empty result.
    public init() {}

    /// Whether the update changed nothing.
    public var isEmpty: Bool {
        insertedIndexPaths.isEmpty && deletedIndexPaths.isEmpty && reloadedIndexPaths.isEmpty
            && movedIndexPaths.isEmpty && insertedSectionsIndexSet.isEmpty
            && deletedSectionsIndexSet.isEmpty
            && reloadedSectionsIndexSet.isEmpty && movedSectionIndexes.isEmpty
    }
}

extension UpdateCollectionResult: CustomStringConvertible {
    /// A one-line summary such as `3 inserted, 1 moved, 2 reloaded; sections: 1 deleted`, or
    /// `no change`. Zero counts are left out; the wording is stable, so captions and logs can use it.
    public var description: String {
        func counts(_ pairs: [(Int, String)]) -> String {
            pairs.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
        }
        let cells = counts([
            (insertedIndexPaths.count, "inserted"), (deletedIndexPaths.count, "deleted"),
            (movedIndexPaths.count, "moved"), (reloadedIndexPaths.count, "reloaded"),
        ])
        let sections = counts([
            (insertedSectionsIndexSet.count, "inserted"),
            (deletedSectionsIndexSet.count, "deleted"),
            (movedSectionIndexes.count, "moved"), (reloadedSectionsIndexSet.count, "reloaded"),
        ])
        switch (cells.isEmpty, sections.isEmpty) {
        case (true, true): return "no change"
        case (false, true): return cells
        case (true, false): return "sections: \(sections)"
        case (false, false): return "\(cells); sections: \(sections)"
        }
    }
}
