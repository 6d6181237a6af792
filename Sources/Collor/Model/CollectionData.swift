internal import CollorDiff
import Foundation

/// The whole collection: an ordered list of sections, each with its cells.
///
/// Subclass it and override `reloadData()` to build `sections` from your model, as in Collor:
///
/// ```swift
/// final class TeamsData: CollectionData {
///     var teams: [Team] = []
///     override func reloadData() {
///         super.reloadData()
///         sections = teams.map { team in
///             TeamSection().uid(team.name).reloadSection { cells in
///                 cells = team.members.map { MemberDescriptor(member: $0).uid($0.name) }
///             }
///         }
///     }
/// }
/// ```
///
/// Change it with `update(_:)`, which returns what changed as an `UpdateCollectionResult`.
open class CollectionData {
    /// The sections, in order.
    public var sections: [CollectionSectionDescribable] = []

    /// Whether an `update(_:)` is running, so that a nested one is refused.
    var isUpdating = false

    /// Creates an empty collection.
    public init() {}

    /// Rebuilds `sections` from the model. The default empties them; subclasses call `super` first.
    open func reloadData() {
        sections.removeAll()
    }

    /// Stamps every section with its index and every cell and supplementary view with its index
    /// path. Call it after changing `sections` directly; `update(_:)` calls it for you.
    ///
    /// - Complexity: O(n) for n cells and supplementary views.
    public func computeIndices() {
        for (sectionIndex, section) in sections.enumerated() {
            let storage = section.sectionStorage
            storage.index = sectionIndex
            for (itemIndex, cell) in storage.cells.enumerated() {
                cell.cellStorage.position = ItemPath(section: sectionIndex, item: itemIndex)
            }
            for views in storage.supplementaryViews.values {
                for (itemIndex, view) in views.enumerated() {
                    view.cellStorage.position = ItemPath(section: sectionIndex, item: itemIndex)
                }
            }
        }
    }
}
