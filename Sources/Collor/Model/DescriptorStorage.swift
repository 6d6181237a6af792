internal import CollorDiff
import Foundation

/// The state Collor keeps for a cell or supplementary-view descriptor: its uid and index path.
///
/// Collor on iOS kept this in Objective-C associated objects. Linux has none, so every descriptor
/// owns one of these in a stored property, and the model stays a plain object graph with no global
/// side table: it can be built and diffed on any thread that owns it.
///
/// Its fields opt out of runtime exclusivity checks: only Collor writes them, never while another
/// access is open, and a checked access cost more than the rest of reading a cell's uid in `diff()`.
public final class CellStorage {
    /// The uid given with `.uid(_:)`.
    @exclusivity(unchecked)
    package internal(set) var uid: String?
    /// The position set by `CollectionData.computeIndices()`.
    package internal(set) var indexPath: IndexPath? {
        get { position.map { IndexPath(item: $0.item, section: $0.section) } }
        set { position = newValue.map { ItemPath(section: $0.section, item: $0.item) } }
    }

    /// The position as two integers: stamping it is a plain store, where an `IndexPath` is an enum
    /// whose old value must be destroyed first.
    @exclusivity(unchecked)
    var position: ItemPath?

    /// The update this descriptor was last stamped by, and its position in the data before it.
    @exclusivity(unchecked)
    var updateStamp: UpdateStamp?

    /// Creates empty storage; declare it once per descriptor: `let cellStorage = CellStorage()`.
    public init() {}
}

/// The state Collor keeps for a section descriptor: uid, index, cells, supplementary views and the
/// builder that `diff(sections:)` re-runs.
public final class SectionStorage {
    /// The uid given with `.uid(_:)`.
    @exclusivity(unchecked)
    package internal(set) var uid: String?
    /// The position set by `CollectionData.computeIndices()`.
    @exclusivity(unchecked)
    package internal(set) var index: Int?
    /// The section's cells, in order.
    package var cells: [CollectionCellDescribable] = []
    /// The section's supplementary views, by kind.
    package var supplementaryViews: [String: [CollectionSupplementaryViewDescribable]] = [:]

    /// What `reloadSection` or `reload { builder in }` stored, re-run by `diff(sections:)`.
    var builder: SectionBuilding?

    @exclusivity(unchecked)
    var updateStamp: UpdateStamp?

    /// Creates empty storage; declare it once per descriptor: `let sectionStorage = SectionStorage()`.
    public init() {}
}

/// The two ways Collor lets a section rebuild its content.
enum SectionBuilding {
    case cells((inout [CollectionCellDescribable]) -> Void)
    case builder((SectionBuilder) -> Void)
}

/// Marks a descriptor as known to a running update, with its flat position in the data as it was
/// before the update (or `-1` when the update inserted it).
///
/// The session number is never reused, so stamps are left in place when the update ends: no later
/// update can mistake one for its own.
struct UpdateStamp {
    let session: UInt64
    let origin: Int
}
