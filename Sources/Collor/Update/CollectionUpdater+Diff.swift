internal import CollorDiff
import Foundation

extension CollectionUpdater {
    /// Rebuilds the whole data with `reloadData()` and records the difference: sections inserted,
    /// deleted and moved, then cells inserted, deleted, moved (within and across sections) and
    /// reloaded where a `Diffable` adapter says the content changed.
    ///
    /// Sections are recognised by their uid, cells by theirs; a cell uid identifies the cell across
    /// the whole data, so that a cell can move from one section to another. Moves are minimal: see
    /// `SectionedDiff` for the exact rules.
    ///
    /// - Throws: `CollorError.invalidUIDs` listing every section or cell, before or after the rebuild,
    ///   that lacks a uid or shares one (cell uids must be unique in the whole data).
    /// - Complexity: O(n) expected for n cells, plus O(m log m) for m cells out of order.
    public func diff() throws(CollorError) {
        let before = collectionData.sections
        let beforeOrigins = session.currentOrigins(of: before)
        var keys = DiffKeys(sections: before)
        if keys.hasProblems { try Self.throwUIDProblems(before: before, after: nil) }

        collectionData.reloadData()
        let after = collectionData.sections
        let match = keys.match(after, origins: beforeOrigins)
        session.indicesAreStale = false
        if match.hasProblems { try Self.throwUIDProblems(before: before, after: after) }
        session.record(match.outcome, reloadedOldItems: match.reloadedOldItems)
    }

    /// Throws the uid problems of `before`, or else of `after`, as `CollorError.invalidUIDs`, with
    /// every offending section and cell named. Called only once a problem is known, so it takes
    /// the slow, thorough path.
    private static func throwUIDProblems(
        before: [CollectionSectionDescribable], after: [CollectionSectionDescribable]?
    ) throws(CollorError) {
        let oldProblems = UIDIndex(sections: before).missingOrDuplicateProblems
        if !oldProblems.isEmpty {
            throw .invalidUIDs(stage: "before diff()", problems: oldProblems)
        }
        guard let after else { return }
        let newProblems = UIDIndex(sections: after).missingOrDuplicateProblems
        throw .invalidUIDs(stage: "after diff() rebuilt the data", problems: newProblems)
    }

    /// Rebuilds each of `sections` with the builder it was given (`reloadSection` or
    /// `reload { builder in }`, supplementary views included) and records the difference of its
    /// cells: inserted, deleted, moved within the section, and reloaded where a `Diffable` adapter
    /// says the content changed.
    ///
    /// Cells are recognised by their uid, which must be unique in their section.
    ///
    /// - Throws: `CollorError.sectionWithoutBuilder` for a section built without a builder,
    ///   `CollorError.notInCollection` for a section not in the collection, and
    ///   `CollorError.invalidUIDs` listing every cell that lacks a uid or shares one in its section.
    /// - Complexity: O(n) expected for n cells in these sections, plus O(m log m) for m out of order.
    public func diff(sections: [CollectionSectionDescribable]) throws(CollorError) {
        var rebuilt:
            [(
                section: CollectionSectionDescribable, content: SectionContent, before: UIDIndex,
                after: UIDIndex
            )] = []
        var problemsBefore: [CollorError.UIDProblem] = []
        var problemsAfter: [CollorError.UIDProblem] = []
        for section in sections {
            let index = try self.index(of: section)
            guard let content = section.build() else {
                throw .sectionWithoutBuilder(section: index, uid: section._uid)
            }
            let before = UIDIndex(cells: section.sectionStorage.cells, section: index)
            let after = UIDIndex(cells: content.cells, section: index)
            problemsBefore +=
                before.problems
                + before.duplicateProblems(
                    sectionGroups: [], cellGroups: KeyMatching.duplicateGroups(in: before.cellUIDs))
            problemsAfter +=
                after.problems
                + after.duplicateProblems(
                    sectionGroups: [], cellGroups: KeyMatching.duplicateGroups(in: after.cellUIDs))
            rebuilt.append((section, content, before, after))
        }
        guard problemsBefore.isEmpty else {
            throw .invalidUIDs(stage: "before diff(sections:)", problems: problemsBefore)
        }
        guard problemsAfter.isEmpty else {
            throw .invalidUIDs(
                stage: "after diff(sections:) rebuilt the sections", problems: problemsAfter)
        }

        for (section, content, before, after) in rebuilt {
            // Uids were checked above, so matching cannot find duplicates.
            guard let matches = try? KeyMatching.origins(of: after.cellUIDs, in: before.cellUIDs)
            else { continue }
            inheritOrigins(newCells: after.cells, oldCells: before.cells, matches: matches)
            session.willChange(section)
            section.sectionStorage.apply(content)
        }
        if !rebuilt.isEmpty { session.indicesAreStale = true }
    }

    /// Stamps each new cell as the continuation of the cell it replaces, and marks it reloaded when
    /// its `Diffable` adapter says the content changed.
    private func inheritOrigins(
        newCells: [CollectionCellDescribable], oldCells: [CollectionCellDescribable], matches: [Int]
    ) {
        var comparator = ContentComparator()
        for (index, cell) in newCells.enumerated() {
            let match = matches[index]
            guard match >= 0 else {
                session.stamp(cell, origin: -1)
                continue
            }
            let previous = oldCells[match]
            let origin = session.origin(of: previous)
            session.stamp(cell, origin: origin)
            if origin >= 0 && previous !== cell
                && comparator.contentChanged(from: previous, to: cell)
            {
                session.markReloaded(cell)
            }
        }
    }
}
