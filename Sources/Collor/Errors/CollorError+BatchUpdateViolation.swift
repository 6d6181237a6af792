import Foundation

extension CollorError {
    /// One way an `UpdateCollectionResult` breaks UIKit's batch-update rules, or fails to lead from
    /// the old data to the new, with the sections and items it names.
    ///
    /// Positions of sections are indexes; positions of items are index paths (`[section, item]`).
    /// `description` says it in one sentence, as `CollorError.invalidBatchUpdate` lists it.
    public enum BatchUpdateViolation: Equatable, Sendable, CustomStringConvertible {
        // Sections, before the update.
        /// A deleted section that the old data (of `sectionCount` sections) does not have.
        case deletedSectionDoesNotExist(section: Int, sectionCount: Int)
        /// An old section deleted twice.
        case sectionDeletedTwice(section: Int)
        /// A moved section that the old data does not have.
        case movedSectionDoesNotExist(section: Int)
        /// An old section both deleted and moved, or moved twice.
        case oldSectionNamedTwice(section: Int)
        /// A reloaded section that the old data does not have.
        case reloadedSectionDoesNotExist(section: Int)
        /// A section both deleted and reloaded.
        case sectionDeletedAndReloaded(section: Int)
        /// A section reloaded twice.
        case sectionReloadedTwice(section: Int)

        // Sections, after the update.
        /// An inserted section that the new data (of `sectionCount` sections) does not have.
        case insertedSectionDoesNotExist(section: Int, sectionCount: Int)
        /// A new section inserted twice.
        case sectionInsertedTwice(section: Int)
        /// A section moved to an index the new data does not have.
        case sectionMovedOutside(to: Int)
        /// A new section both inserted and moved to, or moved to twice.
        case newSectionNamedTwice(section: Int)
        /// Old sections less deleted plus inserted ones are not the new data's sections.
        case sectionCountMismatch(old: Int, deleted: Int, inserted: Int, new: Int)

        // Items, before the update.
        /// A deleted item that the old data does not have.
        case deletedItemDoesNotExist(IndexPath)
        /// A deleted item of a deleted or reloaded section, which the section operation covers.
        case deletedItemInReplacedSection(IndexPath)
        /// An old item deleted twice.
        case itemDeletedTwice(IndexPath)
        /// A reloaded item that the old data does not have.
        case reloadedItemDoesNotExist(IndexPath)
        /// A reloaded item of a deleted or reloaded section that does not move out of it.
        case reloadedItemInReplacedSection(IndexPath)
        /// An old item both deleted and reloaded.
        case itemDeletedAndReloaded(IndexPath)
        /// An old item reloaded twice.
        case itemReloadedTwice(IndexPath)
        /// A moved item that the old data does not have.
        case movedItemDoesNotExist(IndexPath)
        /// An old item both deleted and moved, or moved twice.
        case oldItemNamedTwice(IndexPath)

        // Items, after the update.
        /// An inserted item at a position that cannot be in the new data.
        case insertedItemDoesNotExist(IndexPath)
        /// An item inserted into an inserted or reloaded section, which brings its own items.
        case insertedItemInNewSection(IndexPath)
        /// A new item both inserted and moved to, or moved to twice.
        case newItemNamedTwice(IndexPath)
        /// An item moved to a position that cannot be in the new data.
        case itemMovedOutside(to: IndexPath)

        // Replaying the result on the old data.
        /// More sections deleted than the old data has.
        case tooManySectionsDeleted
        /// An old section that finds no place among the new sections.
        case oldSectionWithoutPlace(section: Int)
        /// An item placed outside its new section of `cellCount` cells, or placed twice.
        case placedItemOutsideSectionOrTwice(IndexPath, cellCount: Int)
        /// A new section whose cells the old data and the result cannot fill.
        case sectionCannotBeFilled(section: Int)
        /// An inserted section without a descriptor.
        case insertedSectionWithoutDescriptor(section: Int)
        /// An item placed outside its inserted or reloaded section of `cellCount` cells.
        case placedItemOutsideSection(IndexPath, cellCount: Int)
        /// The replayed result is not the new data: `difference` says where they first differ.
        case replayDiffers(difference: String)
    }
}

extension CollorError.BatchUpdateViolation {
    /// The violation in one sentence, naming its sections and items: `old item section 0 item 1 is
    /// named twice (delete or move)`.
    public var description: String {
        switch self {
        case .deletedSectionDoesNotExist(let section, let count):
            return "deleted section \(section) does not exist in the old data (\(count) sections)"
        case .sectionDeletedTwice(let section):
            return "old section \(section) is deleted twice"
        case .movedSectionDoesNotExist(let section):
            return "moved section \(section) does not exist in the old data"
        case .oldSectionNamedTwice(let section):
            return "old section \(section) is named twice (delete or move)"
        case .reloadedSectionDoesNotExist(let section):
            return "reloaded section \(section) does not exist in the old data"
        case .sectionDeletedAndReloaded(let section):
            return "section \(section) is both deleted and reloaded"
        case .sectionReloadedTwice(let section):
            return "section \(section) is reloaded twice"
        case .insertedSectionDoesNotExist(let section, let count):
            return "inserted section \(section) does not exist in the new data (\(count) sections)"
        case .sectionInsertedTwice(let section):
            return "new section \(section) is inserted twice"
        case .sectionMovedOutside(let section):
            return "section moved to \(section), which does not exist in the new data"
        case .newSectionNamedTwice(let section):
            return "new section \(section) is named twice (insert or move)"
        case .sectionCountMismatch(let old, let deleted, let inserted, let new):
            let expected = old - deleted + inserted
            return
                "section count: \(old) old - \(deleted) deleted + \(inserted) inserted = \(expected), but the new data has \(new)"
        case .deletedItemDoesNotExist(let path):
            return "deleted item \(Self.item(path)) does not exist in the old data"
        case .deletedItemInReplacedSection(let path):
            return "deleted item \(Self.item(path)) is in a deleted or reloaded section"
        case .itemDeletedTwice(let path):
            return "old item \(Self.item(path)) is deleted twice"
        case .reloadedItemDoesNotExist(let path):
            return "reloaded item \(Self.item(path)) does not exist in the old data"
        case .reloadedItemInReplacedSection(let path):
            return "reloaded item \(Self.item(path)) is in a deleted or reloaded section"
        case .itemDeletedAndReloaded(let path):
            return "old item \(Self.item(path)) is both deleted and reloaded"
        case .itemReloadedTwice(let path):
            return "old item \(Self.item(path)) is reloaded twice"
        case .movedItemDoesNotExist(let path):
            return "moved item \(Self.item(path)) does not exist in the old data"
        case .oldItemNamedTwice(let path):
            return "old item \(Self.item(path)) is named twice (delete or move)"
        case .insertedItemDoesNotExist(let path):
            return "inserted item \(Self.item(path)) does not exist in the new data"
        case .insertedItemInNewSection(let path):
            return
                "inserted item \(Self.item(path)) is in an inserted or reloaded section, which brings its own items"
        case .newItemNamedTwice(let path):
            return "new item \(Self.item(path)) is named twice (insert or move)"
        case .itemMovedOutside(let path):
            return "item moved to \(Self.item(path)), which does not exist in the new data"
        case .tooManySectionsDeleted:
            return "more sections deleted than the old data has"
        case .oldSectionWithoutPlace(let section):
            return "old section \(section) has no place in the new data"
        case .placedItemOutsideSectionOrTwice(let path, let count):
            return
                "new section \(path[0]) item \(path[1]) is outside the section (\(count) cells) or named twice"
        case .sectionCannotBeFilled(let section):
            return "new section \(section) cannot be filled from the old data"
        case .insertedSectionWithoutDescriptor(let section):
            return "inserted section \(section) has no descriptor"
        case .placedItemOutsideSection(let path, let count):
            return
                "new section \(path[0]) item \(path[1]) is outside the section (\(count) cells)"
        case .replayDiffers(let difference):
            return "applying the result to the old data does not give the new data: \(difference)"
        }
    }

    private static func item(_ path: IndexPath) -> String { CollorError.describe(path) }
}
