import Foundation

/// The bookkeeping of one `CollectionData.update(_:)`: the state before it (to compute the result and
/// to roll back), which old elements were reloaded, and which descriptors it stamped.
///
/// Every old descriptor is stamped with its position before the update; descriptors that `diff()` and
/// `diff(sections:)` build inherit the stamp of the descriptor they replace. At the end, the stamps
/// of the new data are the matching that `SectionedDiff` turns into the result, with no hashing.
final class UpdateSession {
    let old: CollectionSnapshot
    let oldSectionStarts: [Int]
    private(set) var reloadedOldItems: [Bool]
    private(set) var reloadedOldSections = IndexSet()
    /// Section contents as they were before the update first touched them, for rollback.
    private var savedSections:
        [ObjectIdentifier: (
            SectionStorage, [CollectionCellDescribable],
            [String: [CollectionSupplementaryViewDescribable]]
        )] = [:]
    private var stampedCells: [CellStorage] = []
    private var stampedSections: [SectionStorage] = []
    var indicesAreStale = false

    var token: ObjectIdentifier { ObjectIdentifier(self) }

    init(data: CollectionData) {
        old = data.snapshot()
        oldSectionStarts = SectionedMatching.starts(counts: old.sections.lazy.map(\.cells.count))
        reloadedOldItems = [Bool](repeating: false, count: oldSectionStarts.last ?? 0)
        let token = ObjectIdentifier(self)
        var flat = 0
        for (index, section) in old.sections.enumerated() {
            let storage = section.descriptor.sectionStorage
            storage.updateStamp = UpdateStamp(session: token, origin: index)
            savedSections[ObjectIdentifier(storage)] = (
                storage, storage.cells, storage.supplementaryViews
            )
            for cell in section.cells {
                cell.cellStorage.updateStamp = UpdateStamp(session: token, origin: flat)
                flat += 1
            }
        }
    }

    // MARK: Origins

    /// The flat position before the update of the cell this descriptor is, or `-1` when new.
    func origin(of cell: CollectionCellDescribable) -> Int {
        guard let stamp = cell.cellStorage.updateStamp, stamp.session == token else { return -1 }
        return stamp.origin
    }

    /// The index before the update of the section this descriptor is, or `-1` when new.
    func origin(of section: CollectionSectionDescribable) -> Int {
        guard let stamp = section.sectionStorage.updateStamp, stamp.session == token else {
            return -1
        }
        return stamp.origin
    }

    /// Makes `cell` the continuation of the old cell at `origin` (or new, for `-1`).
    func stamp(_ cell: CollectionCellDescribable, origin: Int) {
        cell.cellStorage.updateStamp = UpdateStamp(session: token, origin: origin)
        stampedCells.append(cell.cellStorage)
    }

    /// Makes `section` the continuation of the old section at `origin` (or new, for `-1`).
    func stamp(_ section: CollectionSectionDescribable, origin: Int) {
        section.sectionStorage.updateStamp = UpdateStamp(session: token, origin: origin)
        stampedSections.append(section.sectionStorage)
    }

    func markReloaded(_ cell: CollectionCellDescribable) {
        let origin = origin(of: cell)
        if origin >= 0 { reloadedOldItems[origin] = true }
    }

    func markReloaded(_ section: CollectionSectionDescribable) {
        let origin = origin(of: section)
        if origin >= 0 { reloadedOldSections.insert(origin) }
    }

    // MARK: Rollback and clean-up

    /// Remembers a section's content before the update changes it, so that a failure can restore it.
    func willChange(_ section: CollectionSectionDescribable) {
        let storage = section.sectionStorage
        let key = ObjectIdentifier(storage)
        if savedSections[key] == nil {
            savedSections[key] = (storage, storage.cells, storage.supplementaryViews)
        }
    }

    /// Puts the data back as it was before the update.
    func rollBack(_ data: CollectionData) {
        for (storage, cells, views) in savedSections.values {
            storage.cells = cells
            storage.supplementaryViews = views
        }
        data.sections = old.sections.map(\.descriptor)
        data.computeIndices()
    }

    /// Removes every stamp this session set, so that no later update can mistake one for its own.
    func clearStamps() {
        for section in old.sections {
            section.descriptor.sectionStorage.updateStamp = nil
            for cell in section.cells { cell.cellStorage.updateStamp = nil }
        }
        for storage in stampedCells { storage.updateStamp = nil }
        for storage in stampedSections { storage.updateStamp = nil }
    }
}
