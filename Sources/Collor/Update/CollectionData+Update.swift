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
        computeIndices()
        let session = UpdateSession(data: self)
        defer { session.clearStamps() }
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
    /// The result of the update, from the stamps of the data as it is now.
    func result(for data: CollectionData) throws(CollorError) -> UpdateCollectionResult {
        let newSections = data.sections
        let newSectionStarts = SectionedMatching.starts(
            counts: newSections.lazy.map { $0.sectionStorage.cells.count })
        var newCells: [CollectionCellDescribable] = []
        newCells.reserveCapacity(newSectionStarts.last ?? 0)
        for section in newSections { newCells.append(contentsOf: section.sectionStorage.cells) }
        let matching = SectionedMatching(
            oldSectionStarts: oldSectionStarts,
            newSectionStarts: newSectionStarts,
            newSectionOrigins: newSections.map { origin(of: $0) },
            newItemOrigins: newCells.map { origin(of: $0) })

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
            throw .appearsTwice(
                CollorError.Descriptor(
                    newCells[newPosition], position: newCells[newPosition].indexPath))
        }

        // Old index of each new section, to tell which item operations a section reload covers.
        var newSectionOrigin = matching.newSectionOrigins
        let reloadedSections = reloadedOldSections.filteredIndexSet { old in
            newSectionOrigin.contains(old)
        }
        for index in newSectionOrigin.indices
        where !reloadedSections.contains(newSectionOrigin[index]) {
            newSectionOrigin[index] = -1
        }
        let coveredOld = reloadedSections
        let coveredNew = IndexSet(newSectionOrigin.indices.filter { newSectionOrigin[$0] >= 0 })

        var result = UpdateCollectionResult()
        for position in changeset.deletedItems where !coveredOld.contains(position.section) {
            result.deletedIndexPaths.append(IndexPath(position))
            result.deletedCellDescriptors.append(
                old.sections[position.section].cells[position.item])
        }
        for position in changeset.insertedItems where !coveredNew.contains(position.section) {
            result.insertedIndexPaths.append(IndexPath(position))
            result.insertedCellDescriptors.append(
                newSections[position.section].sectionStorage.cells[position.item])
        }
        var movedOut = Set<ItemPath>()
        for move in changeset.movedItems {
            // A cell that stays inside a reloaded section is redrawn with it, not moved.
            if coveredOld.contains(move.from.section)
                && newSectionOrigin[move.to.section] == move.from.section
            {
                continue
            }
            result.movedIndexPaths.append((IndexPath(move.from), IndexPath(move.to)))
            result.movedCellDescriptors.append(
                old.sections[move.from.section].cells[move.from.item])
            if coveredOld.contains(move.from.section) { movedOut.insert(move.from) }
        }
        reloadedPairs.sort { $0.old < $1.old }
        for (position, pair) in zip(changeset.updatedItems, reloadedPairs)
        where !coveredOld.contains(position.section) || movedOut.contains(position) {
            result.reloadedIndexPaths.append(IndexPath(position))
            result.reloadedCellDescriptors.append(newCells[pair.new])
        }

        for index in changeset.deletedSections {
            result.deletedSectionsIndexSet.insert(index)
            result.deletedSectionDescriptors.append(old.sections[index].descriptor)
        }
        for index in changeset.insertedSections {
            result.insertedSectionsIndexSet.insert(index)
            result.insertedSectionDescriptors.append(newSections[index])
        }
        for move in changeset.movedSections {
            result.movedSectionIndexes.append((move.from, move.to))
            result.movedSectionDescriptors.append(old.sections[move.from].descriptor)
        }
        for index in reloadedSections {
            result.reloadedSectionsIndexSet.insert(index)
            if let newIndex = matching.newSectionOrigins.firstIndex(of: index) {
                result.reloadedSectionDescriptors.append(newSections[newIndex])
            }
        }
        return result
    }
}

extension IndexPath {
    init(_ path: ItemPath) {
        self.init(item: path.item, section: path.section)
    }
}
