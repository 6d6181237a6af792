import Collor
import CollorTestSupport
import Foundation
import Testing

/// Hand-made results checked against `old` → `new`; each broken one names its violation.
@Suite struct BatchUpdateValidationTests {
    let old = SpecData(ModelSpec(["A": ["a", "b", "c"], "B": ["d"]]))
    let new = SpecData(ModelSpec(["A": ["a", "x", "c"], "B": ["d"]]))

    private func violations(
        _ result: UpdateCollectionResult, sourceLocation: SourceLocation = #_sourceLocation
    ) -> [CollorError.BatchUpdateViolation] {
        do {
            try result.validate(from: old.snapshot(), to: new.snapshot())
            return []
        } catch {
            guard case .invalidBatchUpdate(let violations) = error else {
                Issue.record("unexpected \(error)", sourceLocation: sourceLocation)
                return []
            }
            return violations
        }
    }

    private var correct: UpdateCollectionResult {
        var result = UpdateCollectionResult()
        result.deletedCells = [.init(IndexPath(item: 1, section: 0), old.sections[0].cells[1])]
        result.insertedCells = [.init(IndexPath(item: 1, section: 0), new.sections[0].cells[1])]
        return result
    }

    @Test func aCorrectResultValidatesAndReplays() throws {
        #expect(violations(correct).isEmpty)
        #expect(try correct.applied(to: old.snapshot()).isEquivalent(to: new.snapshot()))
    }

    @Test func aMissingInsertBreaksTheCount() {
        var result = correct
        result.insertedCells = []
        let found = violations(result)
        #expect(found == [.replayDiffers(difference: "section 0 has 2 cells instead of 3")])
        #expect(
            found.map(\.description) == [
                "applying the result to the old data does not give the new data: section 0 has 2 cells instead of 3"
            ])
    }

    @Test func deleteOfAPositionThatDoesNotExist() {
        var result = correct
        result.deletedCells = [.init(IndexPath(item: 7, section: 0), old.sections[0].cells[1])]
        let found = violations(result)
        #expect(found.contains(.deletedItemDoesNotExist(IndexPath(item: 7, section: 0))))
        #expect(
            found.map(\.description).contains(
                "deleted item section 0 item 7 does not exist in the old data"))
    }

    @Test func positionNamedTwice() {
        var result = correct
        result.movedCells = [
            .init(
                from: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 1),
                old.sections[0].cells[1])
        ]
        let found = violations(result)
        #expect(found.contains(.oldItemNamedTwice(IndexPath(item: 1, section: 0))))
        #expect(
            found.map(\.description).contains(
                "old item section 0 item 1 is named twice (delete or move)"))
    }

    @Test func theErrorListsEachViolationInWords() {
        let error = CollorError.invalidBatchUpdate(violations: [
            .sectionReloadedTwice(section: 2),
            .itemMovedOutside(to: IndexPath(item: 3, section: 1)),
        ])
        #expect(
            error.description == """
                Invalid batch update:
                  - section 2 is reloaded twice
                  - item moved to section 1 item 3, which does not exist in the new data
                """)
    }

    @Test func collorsParallelListsAreReadFromTheChanges() {
        let result = correct
        #expect(result.insertedIndexPaths == [IndexPath(item: 1, section: 0)])
        #expect(result.insertedCellDescriptors.map { $0.uid() } == ["x"])
        #expect(result.deletedIndexPaths == [IndexPath(item: 1, section: 0)])
        #expect(result.deletedCellDescriptors.map { $0.uid() } == ["b"])
    }

    @Test func aSectionNamedTwiceIsAViolation() {
        var result = correct
        result.deletedSections = [.init(1, old.sections[1]), .init(1, old.sections[1])]
        let found = violations(result)
        #expect(found.contains(.sectionDeletedTwice(section: 1)))
        #expect(found.map(\.description).contains("old section 1 is deleted twice"))
    }

    @Test func sectionCountsMustAddUp() {
        var result = correct
        result.deletedSections = [.init(1, old.sections[1])]
        let found = violations(result)
        #expect(found.contains(.sectionCountMismatch(old: 2, deleted: 1, inserted: 0, new: 2)))
        #expect(
            found.map(\.description).contains(
                "section count: 2 old - 1 deleted + 0 inserted = 1, but the new data has 2"))
    }

    @Test func itemsOfDeletedSectionsAreNotDeletedOneByOne() {
        let target = SpecData(ModelSpec(["A": ["a", "b", "c"]]))
        var result = UpdateCollectionResult()
        result.deletedSections = [.init(1, old.sections[1])]
        result.deletedCells = [.init(IndexPath(item: 0, section: 1), old.sections[1].cells[0])]
        #expect(
            throws: CollorError.invalidBatchUpdate(violations: [
                .deletedItemInReplacedSection(IndexPath(item: 0, section: 1))
            ])
        ) {
            try result.validate(from: old.snapshot(), to: target.snapshot())
        }
    }

    @Test func insertIntoAnInsertedSectionIsAViolation() {
        let target = SpecData(ModelSpec(["A": ["a", "b", "c"], "N": ["n"], "B": ["d"]]))
        var result = UpdateCollectionResult()
        result.insertedSections = [.init(1, target.sections[1])]
        result.insertedCells = [.init(IndexPath(item: 0, section: 1), target.sections[1].cells[0])]
        #expect(
            throws: CollorError.invalidBatchUpdate(violations: [
                .insertedItemInNewSection(IndexPath(item: 0, section: 1))
            ])
        ) {
            try result.validate(from: old.snapshot(), to: target.snapshot())
        }
        result.insertedCells = []
        #expect(throws: Never.self) {
            try result.validate(from: old.snapshot(), to: target.snapshot())
        }
    }

    @Test func replayPlacesMovesAndInsertsAtTheirNewPositions() throws {
        let target = SpecData(ModelSpec(["B": ["d", "c"], "A": ["a", "b", "y"]]))
        var result = UpdateCollectionResult()
        result.movedSections = [.init(from: 1, to: 0, old.sections[1])]
        result.movedCells = [
            .init(
                from: IndexPath(item: 2, section: 0), to: IndexPath(item: 1, section: 0),
                old.sections[0].cells[2])
        ]
        result.insertedCells = [.init(IndexPath(item: 2, section: 1), target.sections[1].cells[2])]
        let replayed = try result.applied(to: old.snapshot())
        #expect(
            replayed.sections.map { $0.cells.map { $0.uid() ?? "" } } == [
                ["d", "c"], ["a", "b", "y"],
            ])
        #expect(replayed.isEquivalent(to: target.snapshot()))
    }
}
