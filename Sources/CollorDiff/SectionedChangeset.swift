/// What changed between two sectioned collections, with UIKit's batch-update index rules: deletes,
/// reloads and the source of moves name old positions; inserts and the target of moves name new ones.
///
/// Items of an inserted or deleted section are not listed one by one: the section operation covers
/// them. An item that leaves a deleted section for a surviving one, or enters an inserted section
/// from an old one, is a move. Items that keep their section and their order relative to the other
/// items that stay in it are never moves, even when their index changed, and neither are the items
/// of a moved section that keep their relative order: they travel with it.
public struct SectionedChangeset: Equatable, Sendable {
    /// Old indexes of deleted sections, ascending.
    public var deletedSections: [Int] = []
    /// New indexes of inserted sections, ascending.
    public var insertedSections: [Int] = []
    /// Sections that moved, old index to new index, by ascending new index.
    public var movedSections: [Move<Int>] = []
    /// Old positions of deleted items, ascending.
    public var deletedItems: [ItemPath] = []
    /// New positions of inserted items, ascending.
    public var insertedItems: [ItemPath] = []
    /// Items that moved, by ascending new position.
    public var movedItems: [Move<ItemPath>] = []
    /// Old positions of items that stayed (moved or not) but whose content changed, ascending.
    public var updatedItems: [ItemPath] = []

    /// Creates an empty changeset: nothing changed.
    public init() {}

    /// Whether nothing changed.
    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty
            && updatedItems.isEmpty
    }
}
