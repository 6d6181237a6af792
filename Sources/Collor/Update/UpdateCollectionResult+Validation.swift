import Foundation

extension UpdateCollectionResult {
    /// Checks the result the way UIKit checks a batch update, then replays it on `old` and compares
    /// with `new`.
    ///
    /// It checks that every position exists on its side (deletes, reloads and move sources in `old`;
    /// inserts and move targets in `new`), that no position is named twice on a side (a reload may
    /// share its old position with a move source), that items of deleted or reloaded sections are not
    /// deleted or reloaded one by one and items of inserted or reloaded sections are not inserted one
    /// by one, that the counts add up, and that applying the result to `old` gives `new` exactly.
    ///
    /// - Throws: `CollorError.invalidBatchUpdate` listing every violation found.
    /// - Complexity: O(n log n) for n cells.
    public func validate(from old: CollectionSnapshot, to new: CollectionSnapshot)
        throws(CollorError)
    {
        var checks = BatchUpdateChecks(result: self, old: old, newSectionCount: new.sections.count)
        var violations = checks.run()
        if violations.isEmpty {
            do {
                let replayed = try applied(to: old)
                if let difference = replayed.firstDifference(from: new) {
                    violations.append(.replayDiffers(difference: difference))
                }
            } catch {
                if case .invalidBatchUpdate(let more) = error { violations += more }
            }
        }
        if !violations.isEmpty { throw .invalidBatchUpdate(violations: violations) }
    }

    /// Replays the result on `old`: the structure a collection view shows after the batch update.
    ///
    /// Inserted and reloaded sections take their cells from their descriptors (as UIKit asks the
    /// data source), with moved-in cells at their targets; other sections keep their old cells less
    /// deletes and move sources, with inserts and move targets placed at their new positions.
    ///
    /// A result that names a position twice or one that does not exist is not replayed: UIKit
    /// refuses it, and what it would mean is ambiguous (so the replay of a result that is valid
    /// for `validate(from:to:)` is exactly the new state).
    ///
    /// - Throws: `CollorError.invalidBatchUpdate` when the result cannot be replayed on `old`.
    public func applied(to old: CollectionSnapshot) throws(CollorError) -> CollectionSnapshot {
        let newSectionCount =
            old.sections.count - deletedSectionsIndexSet.count + insertedSectionsIndexSet.count
        guard newSectionCount >= 0 else {
            throw .invalidBatchUpdate(violations: [.tooManySectionsDeleted])
        }
        var checks = BatchUpdateChecks(result: self, old: old, newSectionCount: newSectionCount)
        var violations = checks.run()
        if !violations.isEmpty { throw .invalidBatchUpdate(violations: violations) }

        let (origins, sectionViolations) = newSectionOrigins(oldSectionCount: old.sections.count)
        violations += sectionViolations
        var descriptors = [CollectionSectionDescribable?](repeating: nil, count: newSectionCount)
        for section in insertedSections where (0..<newSectionCount).contains(section.index) {
            descriptors[section.index] = section.descriptor
        }
        for (index, origin) in origins.enumerated() {
            if let origin { descriptors[index] = old.sections[origin].descriptor }
        }
        var reloadedDescriptors: [Int: CollectionSectionDescribable] = [:]
        for section in reloadedSections { reloadedDescriptors[section.index] = section.descriptor }

        // Item operations grouped by section.
        var deletedByOldSection: [Int: Set<Int>] = [:]
        for change in deletedCells {
            deletedByOldSection[change.indexPath.section, default: []].insert(change.indexPath.item)
        }
        for move in movedCells {
            deletedByOldSection[move.from.section, default: []].insert(move.from.item)
        }
        var placedByNewSection: [Int: [(item: Int, cell: CollectionCellDescribable)]] = [:]
        for change in insertedCells {
            placedByNewSection[change.indexPath.section, default: []].append(
                (change.indexPath.item, change.descriptor))
        }
        for move in movedCells {
            placedByNewSection[move.to.section, default: []].append((move.to.item, move.descriptor))
        }

        var sections: [CollectionSnapshot.Section] = []
        sections.reserveCapacity(newSectionCount)
        for index in 0..<newSectionCount {
            let placed = placedByNewSection[index] ?? []
            let origin = origins[index]
            if let origin, reloadedDescriptors[origin] == nil {
                let removed = deletedByOldSection[origin] ?? []
                var remaining = old.sections[origin].cells.enumerated().lazy
                    .filter { !removed.contains($0.offset) }.map(\.element).makeIterator()
                let count = old.sections[origin].cells.count - removed.count + placed.count
                var cells = [CollectionCellDescribable?](repeating: nil, count: count)
                for (item, cell) in placed {
                    guard item < count, cells[item] == nil else {
                        violations.append(
                            .placedItemOutsideSectionOrTwice(
                                IndexPath(item: item, section: index), cellCount: count))
                        continue
                    }
                    cells[item] = cell
                }
                let complete = cells.map { $0 ?? remaining.next() }
                guard let descriptor = descriptors[index], complete.allSatisfy({ $0 != nil }) else {
                    violations.append(.sectionCannotBeFilled(section: index))
                    continue
                }
                sections.append(.init(descriptor: descriptor, cells: complete.compactMap { $0 }))
            } else {
                guard
                    let descriptor = origin.flatMap({ reloadedDescriptors[$0] })
                        ?? descriptors[index]
                else {
                    violations.append(.insertedSectionWithoutDescriptor(section: index))
                    continue
                }
                var cells = descriptor.sectionStorage.cells
                for (item, cell) in placed {
                    guard cells.indices.contains(item) else {
                        violations.append(
                            .placedItemOutsideSection(
                                IndexPath(item: item, section: index), cellCount: cells.count))
                        continue
                    }
                    cells[item] = cell
                }
                sections.append(.init(descriptor: descriptor, cells: cells))
            }
        }
        if !violations.isEmpty { throw .invalidBatchUpdate(violations: violations) }
        return CollectionSnapshot(sections: sections)
    }
}

extension UpdateCollectionResult {
    /// For each new section, the old section it is (`nil` when inserted): inserts and move targets
    /// take their places first, and the remaining old sections fill the other places in order.
    func newSectionOrigins(oldSectionCount: Int) -> (
        origins: [Int?], violations: [CollorError.BatchUpdateViolation]
    ) {
        let newSectionCount = max(
            oldSectionCount - deletedSectionsIndexSet.count + insertedSectionsIndexSet.count, 0)
        var origins = [Int?](repeating: nil, count: newSectionCount)
        var filled = [Bool](repeating: false, count: newSectionCount)
        var violations: [CollorError.BatchUpdateViolation] = []
        for index in insertedSectionsIndexSet where (0..<newSectionCount).contains(index) {
            filled[index] = true
        }
        var movedFrom = Set<Int>()
        let deleted = deletedSectionsIndexSet
        for move in movedSections
        where move.to >= 0 && move.to < newSectionCount && move.from >= 0
            && move.from < oldSectionCount
        {
            filled[move.to] = true
            origins[move.to] = move.from
            movedFrom.insert(move.from)
        }
        var slot = 0
        for index in 0..<oldSectionCount
        where !deleted.contains(index) && !movedFrom.contains(index) {
            while slot < newSectionCount && filled[slot] { slot += 1 }
            guard slot < newSectionCount else {
                violations.append(.oldSectionWithoutPlace(section: index))
                break
            }
            filled[slot] = true
            origins[slot] = index
        }
        return (origins, violations)
    }
}

/// The position checks of `validate(from:to:)`, each adding one violation per offence.
private struct BatchUpdateChecks {
    let result: UpdateCollectionResult
    let old: CollectionSnapshot
    let newSectionCount: Int
    var violations: [CollorError.BatchUpdateViolation] = []

    init(result: UpdateCollectionResult, old: CollectionSnapshot, newSectionCount: Int) {
        self.result = result
        self.old = old
        self.newSectionCount = newSectionCount
    }

    mutating func run() -> [CollorError.BatchUpdateViolation] {
        checkSections()
        checkItems()
        return violations
    }

    private mutating func checkSections() {
        let oldCount = old.sections.count
        var oldNamed = Set<Int>()
        for index in result.deletedSections.map(\.index) {
            if index >= oldCount || index < 0 {
                violations.append(
                    .deletedSectionDoesNotExist(section: index, sectionCount: oldCount))
            }
            if !oldNamed.insert(index).inserted {
                violations.append(.sectionDeletedTwice(section: index))
            }
        }
        for move in result.movedSectionIndexes {
            if move.from >= oldCount || move.from < 0 {
                violations.append(.movedSectionDoesNotExist(section: move.from))
            }
            if !oldNamed.insert(move.from).inserted {
                violations.append(.oldSectionNamedTwice(section: move.from))
            }
        }
        let deleted = result.deletedSectionsIndexSet
        var reloaded = Set<Int>()
        for index in result.reloadedSections.map(\.index) {
            if index >= oldCount || index < 0 {
                violations.append(.reloadedSectionDoesNotExist(section: index))
            }
            if deleted.contains(index) {
                violations.append(.sectionDeletedAndReloaded(section: index))
            }
            if !reloaded.insert(index).inserted {
                violations.append(.sectionReloadedTwice(section: index))
            }
        }
        var newNamed = Set<Int>()
        for index in result.insertedSections.map(\.index) {
            if index >= newSectionCount || index < 0 {
                violations.append(
                    .insertedSectionDoesNotExist(section: index, sectionCount: newSectionCount))
            }
            if !newNamed.insert(index).inserted {
                violations.append(.sectionInsertedTwice(section: index))
            }
        }
        for move in result.movedSectionIndexes {
            if move.to >= newSectionCount || move.to < 0 {
                violations.append(.sectionMovedOutside(to: move.to))
            }
            if !newNamed.insert(move.to).inserted {
                violations.append(.newSectionNamedTwice(section: move.to))
            }
        }
        let expected =
            oldCount - result.deletedSectionsIndexSet.count + result.insertedSectionsIndexSet.count
        if expected != newSectionCount {
            violations.append(
                .sectionCountMismatch(
                    old: oldCount, deleted: result.deletedSectionsIndexSet.count,
                    inserted: result.insertedSectionsIndexSet.count, new: newSectionCount))
        }
    }

    private mutating func checkItems() {
        let replacedOld = result.deletedSectionsIndexSet.union(result.reloadedSectionsIndexSet)
        var oldNamed = Set<IndexPath>()
        func existsInOld(_ path: IndexPath) -> Bool {
            path.count == 2 && old.sections.indices.contains(path.section)
                && old.sections[path.section].cells.indices.contains(path.item)
        }
        for path in result.deletedIndexPaths {
            if !existsInOld(path) {
                violations.append(.deletedItemDoesNotExist(path))
            }
            if replacedOld.contains(path.section) {
                violations.append(.deletedItemInReplacedSection(path))
            }
            if !oldNamed.insert(path).inserted {
                violations.append(.itemDeletedTwice(path))
            }
        }
        var reloaded = Set<IndexPath>()
        let moveSources = Set(result.movedIndexPaths.map(\.from))
        for path in result.reloadedIndexPaths {
            if !existsInOld(path) {
                violations.append(.reloadedItemDoesNotExist(path))
            }
            // A cell that leaves a deleted or reloaded section is a move, and may be reloaded too.
            if replacedOld.contains(path.section) && !moveSources.contains(path) {
                violations.append(.reloadedItemInReplacedSection(path))
            }
            if oldNamed.contains(path) {
                violations.append(.itemDeletedAndReloaded(path))
            }
            if !reloaded.insert(path).inserted {
                violations.append(.itemReloadedTwice(path))
            }
        }
        for move in result.movedIndexPaths {
            if !existsInOld(move.from) {
                violations.append(.movedItemDoesNotExist(move.from))
            }
            if !oldNamed.insert(move.from).inserted {
                violations.append(.oldItemNamedTwice(move.from))
            }
        }
        let insertedNew = newInsertedOrReloadedSections()
        var newNamed = Set<IndexPath>()
        for path in result.insertedIndexPaths {
            if path.count != 2 || path.section < 0 || path.section >= newSectionCount
                || path.item < 0
            {
                violations.append(.insertedItemDoesNotExist(path))
            }
            if insertedNew.contains(path.section) {
                violations.append(.insertedItemInNewSection(path))
            }
            if !newNamed.insert(path).inserted {
                violations.append(.newItemNamedTwice(path))
            }
        }
        for move in result.movedIndexPaths {
            if move.to.count != 2 || move.to.section < 0 || move.to.section >= newSectionCount
                || move.to.item < 0
            {
                violations.append(.itemMovedOutside(to: move.to))
            }
            if !newNamed.insert(move.to).inserted {
                violations.append(.newItemNamedTwice(move.to))
            }
        }
    }

    /// New indexes of inserted sections and of reloaded ones (old index mapped to new).
    private func newInsertedOrReloadedSections() -> Set<Int> {
        var indexes = Set(result.insertedSectionsIndexSet)
        let reloaded = result.reloadedSectionsIndexSet
        let origins = result.newSectionOrigins(oldSectionCount: old.sections.count).origins
        for (index, origin) in origins.enumerated() {
            if let origin, reloaded.contains(origin) {
                indexes.insert(index)
            }
        }
        return indexes
    }
}
