internal import CollorDiff
import Foundation

/// The uids of the data before `diff()`, hashed once, and the single walk that matches the rebuilt
/// data to them.
///
/// `KeyMatching` over arrays of uids would read every descriptor twice (once to gather its uid,
/// once to stamp it) and keep two more arrays per state. Here each descriptor is read once: the old
/// ones to hash their uids, the new ones to claim their uid, take their index path, and compare
/// their content with the cell they continue, all in the same step.
struct DiffKeys {
    private var sectionPositions: [String: Int] = [:]
    private var cellPositions: [String: Int]
    /// The old cells, by section (the data's own arrays, not copies), and the flat start of each.
    private var cells: [[CollectionCellDescribable]] = []
    private var starts: [Int] = [0]
    /// Whether a uid is missing or shared; the caller then reports every problem the slow way.
    private(set) var hasProblems = false

    /// What the walk over the new data found.
    struct Match {
        var outcome: DiffOutcome
        /// Old flat positions of cells whose `Diffable` adapter changed.
        var reloadedOldItems: [Int]
        var hasProblems: Bool
    }

    /// Hashes the uids of `sections` and their cells.
    ///
    /// - Complexity: O(n) expected for n cells.
    init(sections: [CollectionSectionDescribable]) {
        let count = sections.reduce(0) { $0 + $1.sectionStorage.cells.count }
        // Room for the new uids of a typical rebuild, so that claiming them rarely rehashes.
        cellPositions = [String: Int](minimumCapacity: count + count / 8)
        sectionPositions.reserveCapacity(sections.count)
        cells.reserveCapacity(sections.count)
        starts.reserveCapacity(sections.count + 1)
        var flat = 0
        for (index, section) in sections.enumerated() {
            if let uid = section._uid {
                if sectionPositions.updateValue(index, forKey: uid) != nil { hasProblems = true }
            } else {
                hasProblems = true
            }
            let sectionCells = section.sectionStorage.cells
            for cell in sectionCells {
                if let uid = cell.cellStorage.uid {
                    if cellPositions.updateValue(flat, forKey: uid) != nil { hasProblems = true }
                } else {
                    hasProblems = true
                }
                flat += 1
            }
            cells.append(sectionCells)
            starts.append(flat)
        }
    }

    /// Matches `sections`, the rebuilt data, to the old one by uid, and stamps every section,
    /// cell and supplementary view with its index path on the way.
    ///
    /// - Parameter origins: the position before the update of each old section and cell, or `nil`
    ///   when the old data is the data from before the update.
    /// - Complexity: O(n) expected for n cells.
    mutating func match(
        _ sections: [CollectionSectionDescribable], origins: (sections: [Int], cells: [Int])?
    ) -> Match {
        var sectionOrigins: [Int] = []
        var cellOrigins: [Int] = []
        var newCells: [[CollectionCellDescribable]] = []
        var newStarts = [0]
        var reloaded: [Int] = []
        sectionOrigins.reserveCapacity(sections.count)
        newCells.reserveCapacity(sections.count)
        newStarts.reserveCapacity(sections.count + 1)
        cellOrigins.reserveCapacity(cellPositions.count)
        var comparator = ContentComparator()
        var lookup = OldSectionLookup(starts: starts)
        let oldCellOrigins = origins?.cells
        for (sectionIndex, section) in sections.enumerated() {
            let storage = section.sectionStorage
            storage.index = sectionIndex
            var sectionOrigin = -1
            if let uid = section._uid {
                let claim = KeyMatching.claim(&sectionPositions[uid, default: Int.min])
                if claim >= 0 {
                    sectionOrigin = origins?.sections[claim] ?? claim
                } else if claim == KeyMatching.alreadyClaimed {
                    hasProblems = true
                }
            } else {
                hasProblems = true
            }
            sectionOrigins.append(sectionOrigin)

            let sectionCells = storage.cells
            for (item, cell) in sectionCells.enumerated() {
                let cellStorage = cell.cellStorage
                cellStorage.position = ItemPath(section: sectionIndex, item: item)
                guard let uid = cellStorage.uid else {
                    hasProblems = true
                    cellOrigins.append(-1)
                    continue
                }
                let claim = KeyMatching.claim(&cellPositions[uid, default: Int.min])
                guard claim >= 0 else {
                    if claim == KeyMatching.alreadyClaimed { hasProblems = true }
                    cellOrigins.append(-1)
                    continue
                }
                let origin = oldCellOrigins?[claim] ?? claim
                cellOrigins.append(origin)
                guard origin >= 0 else { continue }
                let oldSection = lookup.section(of: claim)
                let previous = cells[oldSection][claim - starts[oldSection]]
                if previous !== cell && comparator.contentChanged(from: previous, to: cell) {
                    reloaded.append(origin)
                }
            }
            for views in storage.supplementaryViews.values {
                for (item, view) in views.enumerated() {
                    view.cellStorage.position = ItemPath(section: sectionIndex, item: item)
                }
            }
            newCells.append(sectionCells)
            newStarts.append(cellOrigins.count)
        }
        let outcome = DiffOutcome(
            sections: sections, cells: newCells, sectionOrigins: sectionOrigins,
            cellOrigins: cellOrigins, sectionStarts: newStarts)
        return Match(outcome: outcome, reloadedOldItems: reloaded, hasProblems: hasProblems)
    }
}
