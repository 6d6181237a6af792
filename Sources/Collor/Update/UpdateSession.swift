internal import CollorDiff
import Foundation

/// The bookkeeping of one `CollectionData.update(_:)`: the state before it (to compute the result and
/// to roll back), which old elements were reloaded, and where each current descriptor came from.
///
/// Where a descriptor came from is kept in one of two forms. Updater calls stamp descriptors: every
/// old descriptor with its position before the update, and each descriptor `diff(sections:)` builds
/// with the stamp of the one it replaces. `diff()` instead records its matching as plain arrays,
/// which the result reads directly: a rebuild of the whole data then writes no stamp at all. The
/// two forms meet lazily: the first call that needs stamps writes them from whichever form holds.
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
    /// Whether index paths must be computed before an updater call reads them. They start stale:
    /// a `diff()` stamps the rebuilt data's positions as it walks it and never reads the old ones,
    /// so computing them up front would walk every old descriptor for nothing.
    var indicesAreStale = true
    private var origins = Origins.unrecorded
    /// This update's number, never reused: stamps of earlier updates never match it.
    let token = UpdateCounter.shared.next()

    /// Where the current descriptors came from.
    private enum Origins {
        /// Nothing recorded: every descriptor in the data before the update is where it was.
        case unrecorded
        /// `diff()` rebuilt the data into these sections and cells, with this matching.
        case matched(DiffOutcome)
        /// Descriptors carry stamps.
        case stamped
    }

    init(data: CollectionData) {
        old = data.snapshot()
        oldSectionStarts = SectionedMatching.starts(counts: old.sections.lazy.map(\.cells.count))
        reloadedOldItems = [Bool](repeating: false, count: oldSectionStarts.last ?? 0)
        for section in old.sections {
            let storage = section.descriptor.sectionStorage
            savedSections[ObjectIdentifier(storage)] = (
                storage, storage.cells, storage.supplementaryViews
            )
        }
    }

    // MARK: Origins

    /// The flat position before the update of the cell this descriptor is, or `-1` when new.
    func origin(of cell: CollectionCellDescribable) -> Int {
        stampIfNeeded()
        guard let stamp = cell.cellStorage.updateStamp, stamp.session == token else { return -1 }
        return stamp.origin
    }

    /// The index before the update of the section this descriptor is, or `-1` when new.
    func origin(of section: CollectionSectionDescribable) -> Int {
        stampIfNeeded()
        guard let stamp = section.sectionStorage.updateStamp, stamp.session == token else {
            return -1
        }
        return stamp.origin
    }

    /// Makes `cell` the continuation of the old cell at `origin` (or new, for `-1`).
    func stamp(_ cell: CollectionCellDescribable, origin: Int) {
        stampIfNeeded()
        cell.cellStorage.updateStamp = UpdateStamp(session: token, origin: origin)
    }

    /// Makes `section` the continuation of the old section at `origin` (or new, for `-1`).
    func stamp(_ section: CollectionSectionDescribable, origin: Int) {
        stampIfNeeded()
        section.sectionStorage.updateStamp = UpdateStamp(session: token, origin: origin)
    }

    func markReloaded(_ cell: CollectionCellDescribable) {
        let origin = origin(of: cell)
        if origin >= 0 { reloadedOldItems[origin] = true }
    }

    func markReloaded(_ section: CollectionSectionDescribable) {
        let origin = origin(of: section)
        if origin >= 0 { reloadedOldSections.insert(origin) }
    }

    /// The origins of the cells and sections of `sections`, the data as it is now, by flat position:
    /// `nil` when the data is still exactly as it was before the update (each origin is then its
    /// own position), so that a first `diff()` reads no stamp.
    func currentOrigins(of sections: [CollectionSectionDescribable]) -> (
        sections: [Int], cells: [Int]
    )? {
        if case .unrecorded = origins, old.isIdentical(to: sections) { return nil }
        var sectionOrigins: [Int] = []
        var cellOrigins: [Int] = []
        sectionOrigins.reserveCapacity(sections.count)
        for section in sections {
            sectionOrigins.append(origin(of: section))
            for cell in section.sectionStorage.cells { cellOrigins.append(origin(of: cell)) }
        }
        return (sectionOrigins, cellOrigins)
    }

    /// Records what `diff()` found: the data is now `outcome`'s sections and cells, matched to the
    /// old data by its origins, and these old cells changed content.
    func record(_ outcome: DiffOutcome, reloadedOldItems reloaded: [Int]) {
        for origin in reloaded { reloadedOldItems[origin] = true }
        origins = .matched(outcome)
    }

    /// The matching of the data as it is now to the old data, and the cells of its sections.
    func currentMatching(for sections: [CollectionSectionDescribable]) -> (
        SectionedMatching, cells: [[CollectionCellDescribable]]
    ) {
        if case .matched(let outcome) = origins, outcome.isCurrent(sections) {
            return (outcome.matching(oldSectionStarts: oldSectionStarts), outcome.cells)
        }
        let cells = sections.map { $0.sectionStorage.cells }
        var itemOrigins: [Int] = []
        itemOrigins.reserveCapacity(cells.reduce(0) { $0 + $1.count })
        for sectionCells in cells {
            for cell in sectionCells { itemOrigins.append(origin(of: cell)) }
        }
        let matching = SectionedMatching(
            oldSectionStarts: oldSectionStarts,
            newSectionStarts: SectionedMatching.starts(counts: cells.lazy.map(\.count)),
            newSectionOrigins: sections.map { origin(of: $0) },
            newItemOrigins: itemOrigins)
        return (matching, cells)
    }

    /// Writes the stamps that the recorded origins stand for, the first time a call needs them.
    private func stampIfNeeded() {
        switch origins {
        case .stamped:
            return
        case .unrecorded:
            origins = .stamped
            var flat = 0
            for (index, section) in old.sections.enumerated() {
                section.descriptor.sectionStorage.updateStamp = UpdateStamp(
                    session: token, origin: index)
                for cell in section.cells {
                    cell.cellStorage.updateStamp = UpdateStamp(session: token, origin: flat)
                    flat += 1
                }
            }
        case .matched(let outcome):
            origins = .stamped
            var flat = 0
            for (index, section) in outcome.sections.enumerated() {
                section.sectionStorage.updateStamp = UpdateStamp(
                    session: token, origin: outcome.sectionOrigins[index])
                for cell in outcome.cells[index] {
                    cell.cellStorage.updateStamp = UpdateStamp(
                        session: token, origin: outcome.cellOrigins[flat])
                    flat += 1
                }
            }
        }
    }

    // MARK: Rollback

    /// Remembers a section's content before the update changes it, so that a failure can restore it.
    func willChange(_ section: CollectionSectionDescribable) {
        willEdit()
        let storage = section.sectionStorage
        let key = ObjectIdentifier(storage)
        if savedSections[key] == nil {
            savedSections[key] = (storage, storage.cells, storage.supplementaryViews)
        }
    }

    /// Called before an updater call changes the data, so that a recorded matching is turned into
    /// stamps while it still describes the data.
    func willEdit() {
        stampIfNeeded()
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
}

/// What `diff()` found: the sections and cells it built, and the old position of each (`-1` when
/// new), flat for cells.
struct DiffOutcome {
    var sections: [CollectionSectionDescribable]
    var cells: [[CollectionCellDescribable]]
    var sectionOrigins: [Int]
    var cellOrigins: [Int]
    var sectionStarts: [Int]

    /// Whether `current` still holds exactly these sections and cell arrays (an edit made through
    /// the updater turns the outcome into stamps first; this catches edits made around it).
    func isCurrent(_ current: [CollectionSectionDescribable]) -> Bool {
        guard current.count == sections.count else { return false }
        for (index, section) in current.enumerated() {
            guard section === sections[index],
                section.sectionStorage.cells.hasSameStorage(as: cells[index])
            else { return false }
        }
        return true
    }

    func matching(oldSectionStarts: [Int]) -> SectionedMatching {
        SectionedMatching(
            oldSectionStarts: oldSectionStarts, newSectionStarts: sectionStarts,
            newSectionOrigins: sectionOrigins, newItemOrigins: cellOrigins)
    }
}

extension CollectionSnapshot {
    /// Whether `sections` are this snapshot's sections holding this snapshot's very cell arrays.
    ///
    /// - Complexity: O(sections).
    func isIdentical(to current: [CollectionSectionDescribable]) -> Bool {
        guard current.count == sections.count else { return false }
        for (index, section) in current.enumerated() {
            guard section === sections[index].descriptor,
                section.sectionStorage.cells.hasSameStorage(as: sections[index].cells)
            else { return false }
        }
        return true
    }
}

extension Array {
    /// Whether both arrays share one buffer (an unmodified copy), which proves equal contents in O(1).
    func hasSameStorage(as other: [Element]) -> Bool {
        guard count == other.count else { return false }
        if isEmpty { return true }
        return withUnsafeBufferPointer { mine in
            other.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress }
        }
    }
}

/// Numbers updates, so that a stamp left by one update is never taken for another's.
final class UpdateCounter: @unchecked Sendable {
    static let shared = UpdateCounter()
    private let lock = NSLock()
    private var last: UInt64 = 0

    func next() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        return last
    }
}
