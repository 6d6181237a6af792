import CollorDiff
import Testing

/// The diffing guide's plain diff (`PlainDiff.swift`), kept true.
@Suite struct PlainDiffTests {
    @Test func deletesInsertsAndTheOneMove() throws {
        let changeset = try plainDiff(from: ["a", "b", "c", "d"], to: ["d", "a", "x", "c"])
        #expect(changeset.deletedItems == [ItemPath(section: 0, item: 1)])
        #expect(changeset.insertedItems == [ItemPath(section: 0, item: 2)])
        // "a" and "c" keep their order, so only "d" moves.
        #expect(
            changeset.movedItems == [
                Move(from: ItemPath(section: 0, item: 3), to: ItemPath(section: 0, item: 0))
            ])
        #expect(changeset.updatedItems.isEmpty && changeset.movedSections.isEmpty)
    }

    @Test func duplicateKeysAreReported() {
        #expect(throws: KeyMatching.DuplicateKeys(old: [], new: [[0, 1]])) {
            try plainDiff(from: ["a"], to: ["b", "b"])
        }
    }
}
