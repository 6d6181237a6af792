internal import CollorDiff
import Foundation

extension CollectionData {
    /// Runs `updates` with an updater and returns what changed, ready to animate.
    ///
    /// ```swift
    /// let result = try collectionData.update { updater in
    ///     try updater.append(cells: [newCell], after: anchorCell)
    ///     try updater.remove(cells: [oldCell])
    /// }
    /// ```
    ///
    /// Atomic: when `updates` throws, the sections and their cells are put back as they were and the
    /// error is rethrown, so nothing is half-applied. (Whatever `reloadData()` changed in your own
    /// model is yours to undo.)
    ///
    /// - Complexity: O(n) for n cells, plus the cost of the updater calls.
    @discardableResult
    public func update(_ updates: (_ updater: CollectionUpdater) throws -> Void) throws
        -> UpdateCollectionResult
    {
        guard !isUpdating else { throw CollorError.nestedUpdate }
        isUpdating = true
        defer { isUpdating = false }
        let session = UpdateSession(data: self)
        let updater = CollectionUpdater(collectionData: self, session: session)
        do {
            try updates(updater)
            updater.refreshIndicesIfNeeded()
            let result = try session.result(for: self)
            #if DEBUG
                do {
                    try result.validate(from: session.old, to: snapshot())
                } catch {
                    assertionFailure(
                        "Collor computed an invalid batch update; please report it.\n\(error)")
                }
            #endif
            return result
        } catch {
            session.rollBack(self)
            throw error
        }
    }
}

extension UpdateSession {
    /// The result of the update, from the matching `diff()` recorded or else the stamps of the data
    /// as it is now.
    func result(for data: CollectionData) throws(CollorError) -> UpdateCollectionResult {
        let newSections = data.sections
        let (matching, newCellArrays) = currentMatching(for: newSections)
        func newCell(_ flat: Int) -> CollectionCellDescribable {
            var lookup = OldSectionLookup(starts: matching.newSectionStarts)
            let section = lookup.section(of: flat)
            return newCellArrays[section][flat - matching.newSectionStarts[section]]
        }

        var reloadedPairs: [(old: Int, new: Int)] = []
        let changeset: SectionedChangeset
        do {
            let reloaded = reloadedOldItems
            changeset = try SectionedDiff.changeset(for: matching) { oldItem, newItem in
                guard reloaded[oldItem] else { return false }
                reloadedPairs.append((oldItem, newItem))
                return true
            }
        } catch {
            let newPosition = error.newPositions.last ?? 0
            if error.isSection {
                throw .appearsTwice(
                    CollorError.Descriptor(
                        newSections[newPosition], position: IndexPath(index: newPosition)))
            }
            let cell = newCell(newPosition)
            throw .appearsTwice(CollorError.Descriptor(cell, position: cell.indexPath))
        }

        // Sections whose reload covers their cells' operations: reloaded old sections that survive,
        // and the new sections they became.
        var newIndexOfOld = [Int](repeating: -1, count: old.sections.count)
        for (index, origin) in matching.newSectionOrigins.enumerated() where origin >= 0 {
            newIndexOfOld[origin] = index
        }
        var coveredOld = [Bool](repeating: false, count: old.sections.count)
        var coveredNew = [Bool](repeating: false, count: newSections.count)
        var result = UpdateCollectionResult()
        for index in reloadedOldSections where newIndexOfOld[index] >= 0 {
            coveredOld[index] = true
            coveredNew[newIndexOfOld[index]] = true
            result.reloadedSections.append(.init(index, newSections[newIndexOfOld[index]]))
        }

        result.deletedCells.reserveCapacity(changeset.deletedItems.count)
        for position in changeset.deletedItems where !coveredOld[position.section] {
            result.deletedCells.append(
                .init(IndexPath(position), old.sections[position.section].cells[position.item]))
        }
        result.insertedCells.reserveCapacity(changeset.insertedItems.count)
        for position in changeset.insertedItems where !coveredNew[position.section] {
            result.insertedCells.append(
                .init(IndexPath(position), newCellArrays[position.section][position.item]))
        }
        var movedOut = Set<ItemPath>()
        result.movedCells.reserveCapacity(changeset.movedItems.count)
        for move in changeset.movedItems {
            // A cell that stays inside a reloaded section is redrawn with it, not moved.
            if coveredOld[move.from.section] && newIndexOfOld[move.from.section] == move.to.section
            {
                continue
            }
            result.movedCells.append(
                .init(
                    from: IndexPath(move.from), to: IndexPath(move.to),
                    old.sections[move.from.section].cells[move.from.item]))
            if coveredOld[move.from.section] { movedOut.insert(move.from) }
        }
        reloadedPairs.sort { $0.old < $1.old }
        result.reloadedCells.reserveCapacity(reloadedPairs.count)
        for (position, pair) in zip(changeset.updatedItems, reloadedPairs)
        where !coveredOld[position.section] || movedOut.contains(position) {
            result.reloadedCells.append(.init(IndexPath(position), newCell(pair.new)))
        }

        result.deletedSections = changeset.deletedSections.map {
            .init($0, old.sections[$0].descriptor)
        }
        result.insertedSections = changeset.insertedSections.map { .init($0, newSections[$0]) }
        result.movedSections = changeset.movedSections.map {
            .init(from: $0.from, to: $0.to, old.sections[$0.from].descriptor)
        }
        return result
    }
}

extension IndexPath {
    init(_ path: ItemPath) {
        self.init(item: path.item, section: path.section)
    }
}
