/// The diff core: from a `SectionedMatching` (which new element is which old one) to the
/// `SectionedChangeset` with the fewest moves.
///
/// It knows nothing of descriptors, uids or rendering: `KeyMatching` turns keys into a matching, and
/// `CollectionUpdater` adapts the model to both.
///
/// Semantics, exactly:
/// - A section whose origin is `-1` is inserted; an old section no new section names is deleted.
/// - Of the surviving sections, one longest run that keeps its relative order stays; every other
///   surviving section is a move. No section that merely shifted because of inserts or deletes
///   around it is a move.
/// - An item whose origin is `-1` is inserted (listed only when its section is not inserted); an
///   old item no new item names is deleted (listed only when its section is not deleted).
/// - An item whose old section is not the old section of its new section moves.
/// - Of the items that stay in their section (the section itself may have moved), one longest run
///   that keeps its relative order stays; every other one is a move. So the number of item moves is
///   the least any batch update with these section operations can have.
/// - `isUpdated(old, new)` is asked once for every matched item pair; `true` lists the old position in
///   `updatedItems`, whether or not the item also moved.
public enum SectionedDiff {
    /// A matching that names one old element twice, or a position that does not exist.
    public struct Inconsistency: Error, Equatable, Sendable {
        /// Whether the problem is among sections (`true`) or items (`false`).
        public var isSection: Bool
        /// The old flat position named.
        public var origin: Int
        /// The new flat positions that name it (two when it is named twice, one when out of range).
        public var newPositions: [Int]

        /// Creates the report of `origin`, named at `newPositions`.
        public init(isSection: Bool, origin: Int, newPositions: [Int]) {
            self.isSection = isSection
            self.origin = origin
            self.newPositions = newPositions
        }
    }

    /// Computes the changeset of `matching`.
    ///
    /// - Throws: `Inconsistency` when an origin is out of range or named twice.
    /// - Complexity: O(n + m log m) for n items, where m is the largest number of items that stay in
    ///   one section; O(n) when no item stays out of order.
    @inlinable
    public static func changeset(
        for matching: SectionedMatching,
        isUpdated: (_ oldItem: Int, _ newItem: Int) -> Bool = { _, _ in false }
    ) throws(Inconsistency) -> SectionedChangeset {
        var result = SectionedChangeset()
        let oldStarts = matching.oldSectionStarts
        let newStarts = matching.newSectionStarts
        let oldSectionCount = oldStarts.count - 1
        let newSectionCount = newStarts.count - 1
        let oldItemCount = oldStarts.last ?? 0
        let newItemCount = newStarts.last ?? 0
        precondition(
            matching.newSectionOrigins.count == newSectionCount, "one origin per new section")
        precondition(matching.newItemOrigins.count == newItemCount, "one origin per new item")

        // Sections: invert the origins, then keep the longest ordered run of survivors.
        var oldSectionTargets = [Int](repeating: -1, count: max(oldSectionCount, 0))
        var survivingOrigins: [Int] = []
        var survivingTargets: [Int] = []
        for newSection in 0..<newSectionCount {
            let origin = matching.newSectionOrigins[newSection]
            guard origin >= 0 else {
                result.insertedSections.append(newSection)
                continue
            }
            guard origin < oldSectionCount else {
                throw Inconsistency(isSection: true, origin: origin, newPositions: [newSection])
            }
            let previous = oldSectionTargets[origin]
            guard previous < 0 else {
                throw Inconsistency(
                    isSection: true, origin: origin, newPositions: [previous, newSection])
            }
            oldSectionTargets[origin] = newSection
            survivingOrigins.append(origin)
            survivingTargets.append(newSection)
        }
        for oldSection in 0..<max(oldSectionCount, 0) where oldSectionTargets[oldSection] < 0 {
            result.deletedSections.append(oldSection)
        }
        let stayingSections = longestIncreasingSubsequenceMask(survivingOrigins)
        for index in survivingOrigins.indices where !stayingSections[index] {
            result.movedSections.append(
                Move(from: survivingOrigins[index], to: survivingTargets[index]))
        }

        // Items: invert the origins, checking that no old item is named twice.
        var oldItemTargets = [Int](repeating: -1, count: oldItemCount)
        try matching.newItemOrigins.withUnsafeBufferPointer { (origins) throws(Inconsistency) in
            try oldItemTargets.withUnsafeMutableBufferPointer { (targets) throws(Inconsistency) in
                for newItem in 0..<origins.count {
                    let origin = origins[newItem]
                    guard origin >= 0 else { continue }
                    guard origin < oldItemCount else {
                        throw Inconsistency(
                            isSection: false, origin: origin, newPositions: [newItem])
                    }
                    let previous = targets[origin]
                    guard previous < 0 else {
                        throw Inconsistency(
                            isSection: false, origin: origin, newPositions: [previous, newItem])
                    }
                    targets[origin] = newItem
                }
            }
        }

        // Deleted items, listed only for surviving sections.
        for oldSection in 0..<max(oldSectionCount, 0) where oldSectionTargets[oldSection] >= 0 {
            let start = oldStarts[oldSection]
            for flat in start..<oldStarts[oldSection + 1] where oldItemTargets[flat] < 0 {
                result.deletedItems.append(ItemPath(section: oldSection, item: flat - start))
            }
        }

        // Inserted, moved and updated items, section by section in new order.
        var lookup = OldSectionLookup(starts: oldStarts)
        var stayingOldItems: [Int] = []
        var stayingNewItems: [Int] = []
        var movesNeedSorting = false
        var updatesNeedSorting = false
        var lastUpdated = -1
        matching.newItemOrigins.withUnsafeBufferPointer { origins in
            for newSection in 0..<newSectionCount {
                let newStart = newStarts[newSection]
                let newEnd = newStarts[newSection + 1]
                let originSection = matching.newSectionOrigins[newSection]
                stayingOldItems.removeAll(keepingCapacity: true)
                stayingNewItems.removeAll(keepingCapacity: true)
                for newItem in newStart..<newEnd {
                    let origin = origins[newItem]
                    if origin < 0 {
                        if originSection >= 0 {
                            result.insertedItems.append(
                                ItemPath(section: newSection, item: newItem - newStart))
                        }
                        continue
                    }
                    let oldSection = lookup.section(of: origin)
                    if isUpdated(origin, newItem) {
                        if origin < lastUpdated { updatesNeedSorting = true }
                        lastUpdated = origin
                        result.updatedItems.append(
                            ItemPath(section: oldSection, item: origin - oldStarts[oldSection]))
                    }
                    if oldSection == originSection {
                        stayingOldItems.append(origin)
                        stayingNewItems.append(newItem)
                    } else {
                        result.movedItems.append(
                            Move(
                                from: ItemPath(
                                    section: oldSection, item: origin - oldStarts[oldSection]),
                                to: ItemPath(section: newSection, item: newItem - newStart)))
                    }
                }
                guard !stayingOldItems.isEmpty else { continue }
                let staying = longestIncreasingSubsequenceMask(stayingOldItems)
                let oldStart = oldStarts[originSection]
                for index in stayingOldItems.indices where !staying[index] {
                    movesNeedSorting = true
                    result.movedItems.append(
                        Move(
                            from: ItemPath(
                                section: originSection, item: stayingOldItems[index] - oldStart),
                            to: ItemPath(
                                section: newSection, item: stayingNewItems[index] - newStart)))
                }
            }
        }
        if movesNeedSorting { result.movedItems.sort { $0.to < $1.to } }
        if updatesNeedSorting { result.updatedItems.sort() }
        return result
    }
}

/// Finds the old section of a flat old item, fast when consecutive queries fall in one section.
///
/// `package`: the updater (`UIDIndex` in `Collor`) finds sections of flat items the same way.
/// Inlinable, as `SectionedDiff.changeset(for:isUpdated:)` is, so that the diff compiles into its
/// caller with its `isUpdated` closure.
@usableFromInline
package struct OldSectionLookup {
    @usableFromInline package let starts: [Int]
    @usableFromInline var last = 0

    @inlinable
    package init(starts: [Int]) {
        self.starts = starts
    }

    /// - Complexity: O(1) when `flat` is in the section of the previous query, O(log s) otherwise.
    @inlinable
    package mutating func section(of flat: Int) -> Int {
        if flat >= starts[last] && flat < starts[last + 1] { return last }
        var low = 0
        var high = starts.count - 1
        // Invariant: starts[low] <= flat < starts[high]; empty sections are skipped by the search.
        while high - low > 1 {
            let middle = (low + high) >> 1
            if starts[middle] <= flat { low = middle } else { high = middle }
        }
        last = low
        return low
    }
}
