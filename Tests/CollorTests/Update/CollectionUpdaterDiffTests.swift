import Collor
import CollorTestSupport
import Foundation
import Testing

@Suite struct CollectionUpdaterDiffTests {
    @Test func emptyToEmpty() throws {
        let (result, _) = try diffAndCheck(ModelSpec([]), ModelSpec([]))
        #expect(result.isEmpty)
        #expect(result.description == "no change")
    }

    @Test func emptyToOneItem() throws {
        let (result, _) = try diffAndCheck(ModelSpec([]), ModelSpec(["A": ["a"]]))
        #expect(ChangeSummary(result) == ChangeSummary(insertedSections: [0]))
        #expect(result.insertedSectionDescriptors.map { $0.uid() } == ["A"])
    }

    @Test func oneItemToEmptySection() throws {
        let (result, _) = try diffAndCheck(ModelSpec(["A": ["a"]]), ModelSpec(["A": []]))
        #expect(ChangeSummary(result) == ChangeSummary(deleted: ["0.0"]))
        #expect(result.deletedCellDescriptors.map { $0.uid() } == ["a"])
    }

    @Test func insertInTheMiddleShiftsButDoesNotMove() throws {
        let (result, _) = try diffAndCheck(
            ModelSpec(["A": ["a", "b", "c"]]), ModelSpec(["A": ["a", "x", "b", "c"]]))
        #expect(ChangeSummary(result) == ChangeSummary(inserted: ["0.1"]))
        #expect(result.insertedCellDescriptors.map { $0.uid() } == ["x"])
    }

    @Test func deleteAtTheFrontShiftsButDoesNotMove() throws {
        let (result, _) = try diffAndCheck(
            ModelSpec(["A": ["a", "b", "c"]]), ModelSpec(["A": ["b", "c"]]))
        #expect(ChangeSummary(result) == ChangeSummary(deleted: ["0.0"]))
    }

    @Test func moveWithinASection() throws {
        let (result, _) = try diffAndCheck(
            ModelSpec(["A": ["a", "b", "c", "d"]]), ModelSpec(["A": ["b", "c", "d", "a"]]))
        #expect(ChangeSummary(result) == ChangeSummary(moved: ["0.0>0.3"]))
        #expect(result.movedCellDescriptors.map { $0.uid() } == ["a"])
    }

    @Test func swapIsOneMove() throws {
        let (result, _) = try diffAndCheck(
            ModelSpec(["A": ["a", "b"]]), ModelSpec(["A": ["b", "a"]]))
        #expect(result.movedIndexPaths.count == 1)
    }

    @Test func reloadWhenDiffableContentChanges() throws {
        var new = ModelSpec(["A": ["a", "b"]])
        new.sections[0].cells[1].content = 5
        let (result, data) = try diffAndCheck(ModelSpec(["A": ["a", "b"]]), new)
        #expect(ChangeSummary(result) == ChangeSummary(reloaded: ["0.1"]))
        #expect((result.reloadedCellDescriptors.first as? TestCell)?.content == 5)
        #expect(result.reloadedCellDescriptors.first === data.sections[0].cells[1])
    }

    @Test func movedAndChangedIsMovedAndReloaded() throws {
        var new = ModelSpec(["A": ["b", "c", "a"]])
        new.sections[0].cells[2].content = 1
        let (result, _) = try diffAndCheck(ModelSpec(["A": ["a", "b", "c"]]), new)
        #expect(ChangeSummary(result) == ChangeSummary(moved: ["0.0>0.2"], reloaded: ["0.0"]))
    }

    @Test func adaptersThatAreNotDiffableNeverReload() throws {
        final class PlainData: CollectionData {
            var content = 0
            override func reloadData() {
                super.reloadData()
                let section = TestSection().uid("A")
                section.cells = [TestCell(plain: content).uid("a")]
                sections = [section]
            }
        }
        let data = PlainData()
        data.reloadData()
        data.content = 1
        let result = try data.update { try $0.diff() }
        #expect(result.isEmpty)
    }

    @Test func sectionInsertDeleteAndMove() throws {
        let (result, _) = try diffAndCheck(
            ModelSpec(["A": ["a"], "B": ["b"], "C": ["c"], "D": ["d"]]),
            ModelSpec(["D": ["d"], "A": ["a"], "X": ["x"], "C": ["c"]]))
        #expect(
            ChangeSummary(result)
                == ChangeSummary(
                    insertedSections: [2], deletedSections: [1], movedSections: ["3>0"]))
        #expect(result.movedSectionDescriptors.map { $0.uid() } == ["D"])
        #expect(result.deletedSectionDescriptors.map { $0.uid() } == ["B"])
    }

    @Test func cellsTravelWithTheirMovedSection() throws {
        let (result, _) = try diffAndCheck(
            ModelSpec(["A": ["a1", "a2"], "B": ["b1", "b2", "b3"]]),
            ModelSpec(["B": ["b1", "b2", "b3"], "A": ["a1", "a2"]]))
        #expect(result.movedIndexPaths.isEmpty)
        #expect(result.movedSectionIndexes.count == 1)
    }

    @Test func cellReorderedInsideAMovedSection() throws {
        let (result, _) = try diffAndCheck(
            ModelSpec(["A": ["a1"], "B": ["b1", "b2", "b3"]]),
            ModelSpec(["B": ["b2", "b3", "b1"], "A": ["a1"]]))
        #expect(ChangeSummary(result) == ChangeSummary(moved: ["1.0>0.2"], movedSections: ["1>0"]))
    }

    @Test func cellMovesBetweenSections() throws {
        let (result, _) = try diffAndCheck(
            ModelSpec(["A": ["a", "b"], "B": ["c"]]),
            ModelSpec(["A": ["a"], "B": ["b", "c"]]))
        #expect(ChangeSummary(result) == ChangeSummary(moved: ["0.1>1.0"]))
    }

    @Test func cellMovesIntoAnInsertedSectionAndOutOfADeletedOne() throws {
        let (result, _) = try diffAndCheck(
            ModelSpec(["A": ["a", "b"], "B": ["c"]]),
            ModelSpec(["A": ["c"], "N": ["n", "b"]]))
        #expect(
            ChangeSummary(result)
                == ChangeSummary(
                    deleted: ["0.0"], moved: ["1.0>0.0", "0.1>1.1"], insertedSections: [1],
                    deletedSections: [1]))
    }

    @Test func missingUIDsAreAllListed() throws {
        let data = SpecData(ModelSpec(["A": ["a"]]))
        data.sections[0].cells.append(TestCell())
        data.sections.append(TestSection())
        data.computeIndices()
        let error = #expect(throws: CollorError.self) { try data.update { try $0.diff() } }
        #expect(
            error
                == .invalidUIDs(
                    stage: "before diff()",
                    problems: [
                        .missingCellUID(IndexPath(item: 1, section: 0)),
                        .missingSectionUID(section: 1),
                    ]))
    }

    @Test func duplicateUIDsAfterTheRebuildAreAllListedAndNothingIsApplied() throws {
        let data = SpecData(ModelSpec(["A": ["a", "b"]]))
        let before = data.snapshot()
        let originalSections = data.sections.map(ObjectIdentifier.init)
        data.spec = ModelSpec(["A": ["a", "x"], "B": ["x", "a"], "A ": []])
        data.spec.sections[2].uid = "B"
        let error = #expect(throws: CollorError.self) { try data.update { try $0.diff() } }
        #expect(
            error
                == .invalidUIDs(
                    stage: "after diff() rebuilt the data",
                    problems: [
                        .duplicateSectionUID("B", sections: [1, 2]),
                        .duplicateCellUID(
                            "a",
                            indexPaths: [
                                IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 1),
                            ]),
                        .duplicateCellUID(
                            "x",
                            indexPaths: [
                                IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 1),
                            ]),
                    ]))
        #expect(data.snapshot().isEquivalent(to: before))
        #expect(data.sections.map(ObjectIdentifier.init) == originalSections)
        #expect(data.sections[0].cells[1].indexPath == IndexPath(item: 1, section: 0))
        #expect(
            error?.description.contains("cells share uid \"a\": section 0 item 0, section 1 item 1")
                == true)
    }

    @Test func cellUIDsMustBeUniqueAcrossSections() throws {
        let data = SpecData(ModelSpec(["A": ["a"]]))
        data.spec = ModelSpec(["A": ["t"], "B": ["t"]])
        #expect(throws: CollorError.self) { try data.update { try $0.diff() } }
    }

    @Test func theSameResultWhetherOrNotDescriptorsAreRebuilt() throws {
        // An update after a diff starts from the rebuilt descriptors: stamps of the first update do
        // not leak into the second.
        let data = SpecData(ModelSpec(["A": ["a", "b"]]))
        data.spec = ModelSpec(["A": ["b", "a"]])
        _ = try data.update { try $0.diff() }
        data.spec = ModelSpec(["A": ["b", "a", "c"]])
        let result = try data.update { try $0.diff() }
        #expect(ChangeSummary(result) == ChangeSummary(inserted: ["0.2"]))
    }
}
