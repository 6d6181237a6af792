import Collor
import CollorTestSupport
import Foundation
import Testing

/// Runs `updates` on `data`, checks the result against the states before and after, and returns it.
@discardableResult
private func checkedUpdate(_ data: CollectionData, _ updates: (CollectionUpdater) throws -> Void)
    throws -> UpdateCollectionResult
{
    let before = data.snapshot()
    let result = try data.update(updates)
    try result.validate(from: before, to: data.snapshot())
    return result
}

private func uids(_ data: CollectionData) -> [[String]] {
    data.sections.map { $0.cells.map { $0.uid() ?? "?" } }
}

@Suite struct CollectionUpdaterTests {
    @Test func appendCellsAfter() throws {
        let data = SpecData(ModelSpec(["A": ["a", "b"]]))
        let anchor = data.sections[0].cells[0]
        let result = try checkedUpdate(data) {
            try $0.append(cells: [TestCell().uid("x"), TestCell().uid("y")], after: anchor)
        }
        #expect(uids(data) == [["a", "x", "y", "b"]])
        #expect(ChangeSummary(result) == ChangeSummary(inserted: ["0.1", "0.2"]))
        #expect(data.sections[0].cells[3].indexPath == IndexPath(item: 3, section: 0))
    }

    @Test func appendCellsBefore() throws {
        let data = SpecData(ModelSpec(["A": ["a", "b"]]))
        let anchor = data.sections[0].cells[1]
        let result = try checkedUpdate(data) {
            try $0.append(cells: [TestCell().uid("x")], before: anchor)
        }
        #expect(uids(data) == [["a", "x", "b"]])
        #expect(ChangeSummary(result) == ChangeSummary(inserted: ["0.1"]))
    }

    @Test func appendCellsInSection() throws {
        let data = SpecData(ModelSpec(["A": ["a"], "B": []]))
        let result = try checkedUpdate(data) {
            try $0.append(cells: [TestCell().uid("x")], in: data.sections[1])
        }
        #expect(uids(data) == [["a"], ["x"]])
        #expect(ChangeSummary(result) == ChangeSummary(inserted: ["1.0"]))
    }

    @Test func removeCells() throws {
        let data = SpecData(ModelSpec(["A": ["a", "b", "c"], "B": ["d"]]))
        let cells = [
            data.sections[0].cells[2], data.sections[0].cells[0], data.sections[1].cells[0],
            data.sections[0].cells[0],
        ]
        let result = try checkedUpdate(data) { try $0.remove(cells: cells) }
        #expect(uids(data) == [["b"], []])
        #expect(ChangeSummary(result) == ChangeSummary(deleted: ["0.0", "0.2", "1.0"]))
        #expect(result.deletedCellDescriptors.map { $0.uid() } == ["a", "c", "d"])
    }

    @Test func reloadCells() throws {
        let data = SpecData(ModelSpec(["A": ["a", "b"]]))
        let cell = data.sections[0].cells[1]
        let result = try checkedUpdate(data) { try $0.reload(cells: [cell]) }
        #expect(ChangeSummary(result) == ChangeSummary(reloaded: ["0.1"]))
        #expect(result.reloadedCellDescriptors.first === cell)
    }

    @Test func positionsFollowBatchUpdateRulesWhateverTheCallOrder() throws {
        // Insert at the front first, then delete the old second item and reload the old third: the
        // delete and reload name old positions, the insert a new one.
        let data = SpecData(ModelSpec(["A": ["a", "b", "c"]]))
        let (a, b, c) = (
            data.sections[0].cells[0], data.sections[0].cells[1], data.sections[0].cells[2]
        )
        let result = try checkedUpdate(data) { updater in
            try updater.append(cells: [TestCell().uid("x")], before: a)
            try updater.remove(cells: [b])
            try updater.reload(cells: [c])
        }
        #expect(uids(data) == [["x", "a", "c"]])
        #expect(
            ChangeSummary(result)
                == ChangeSummary(inserted: ["0.0"], deleted: ["0.1"], reloaded: ["0.2"]))
    }

    @Test func insertedThenRemovedIsNoChange() throws {
        let data = SpecData(ModelSpec(["A": ["a"]]))
        let x = TestCell().uid("x")
        let result = try checkedUpdate(data) { updater in
            try updater.append(cells: [x], in: data.sections[0])
            try updater.reload(cells: [x])
            try updater.remove(cells: [x])
        }
        #expect(result.isEmpty)
    }

    @Test func appendSectionsAfterBeforeAndAtTheEnd() throws {
        let data = SpecData(ModelSpec(["A": ["a"], "B": ["b"]]))
        let (first, second) = (data.sections[0], data.sections[1])
        let x = TestSection().uid("X")
        x.cells = [TestCell().uid("x")]
        let result = try checkedUpdate(data) { updater in
            try updater.append(sections: [x], after: first)
            try updater.append(sections: [TestSection().uid("Y")], before: first)
            try updater.append(sections: [TestSection().uid("Z")])
        }
        #expect(data.sections.map { $0.uid() } == ["Y", "A", "X", "B", "Z"])
        #expect(ChangeSummary(result) == ChangeSummary(insertedSections: [0, 2, 4]))
        #expect(result.insertedSectionDescriptors.map { $0.uid() } == ["Y", "X", "Z"])
        #expect(second.index == 3)
        #expect(x.cells[0].indexPath == IndexPath(item: 0, section: 2))
    }

    @Test func removeSections() throws {
        let data = SpecData(ModelSpec(["A": ["a"], "B": ["b"], "C": ["c"]]))
        let result = try checkedUpdate(data) {
            try $0.remove(sections: [data.sections[2], data.sections[0]])
        }
        #expect(data.sections.map { $0.uid() } == ["B"])
        #expect(ChangeSummary(result) == ChangeSummary(deletedSections: [0, 2]))
        #expect(data.sections[0].cells[0].indexPath == IndexPath(item: 0, section: 0))
    }

    @Test func reloadSectionsCoversItsCellOperations() throws {
        let data = SpecData(ModelSpec(["A": ["a"], "B": ["b"]]))
        let section = data.sections[1]
        let result = try checkedUpdate(data) { updater in
            try updater.reload(sections: [section])
            try updater.append(cells: [TestCell().uid("x")], in: section)
            try updater.remove(cells: [section.cells[0]])
        }
        #expect(ChangeSummary(result) == ChangeSummary(reloadedSections: [1]))
        #expect(result.reloadedSectionDescriptors.first === section)
    }

    @Test func diffSectionsWithReloadSection() throws {
        var members = ["a", "b", "c"]
        var contents = ["a": 0, "b": 0, "c": 0]
        let data = CollectionData()
        let section = TestSection().uid("team").reloadSection { cells in
            cells = members.map { TestCell(content: contents[$0] ?? 0).uid($0) }
        }
        data.sections = [TestSection().uid("title"), section]
        data.computeIndices()
        members = ["c", "a", "x"]
        contents["a"] = 1
        let result = try checkedUpdate(data) { try $0.diff(sections: [section]) }
        #expect(uids(data) == [[], ["c", "a", "x"]])
        #expect(
            ChangeSummary(result)
                == ChangeSummary(
                    inserted: ["1.2"], deleted: ["1.1"], moved: ["1.2>1.0"], reloaded: ["1.0"]))
    }

    @Test func diffSectionsWithBuilderRebuildsSupplementaryViews() throws {
        var expanded = false
        let data = CollectionData()
        let day = TestSection().uid("day").reload { builder in
            builder.cells.append(TestCell().uid("summary"))
            if expanded { builder.cells.append(TestCell().uid("temperature")) }
            builder.add(supplementaryView: TestSupplementaryView().uid("header"), kind: "header")
            if expanded {
                builder.add(supplementaryView: TestSupplementaryView().uid("badge"), kind: "badge")
            }
        }
        data.sections = [day]
        data.computeIndices()
        #expect(day.supplementaryViews["badge"] == nil)
        expanded = true
        let result = try checkedUpdate(data) { try $0.diff(sections: [day]) }
        #expect(ChangeSummary(result) == ChangeSummary(inserted: ["0.1"]))
        #expect(day.supplementaryViews.keys.sorted() == ["badge", "header"])
        #expect(
            data.supplementaryViewDescribable(at: IndexPath(item: 0, section: 0), for: "badge")?
                .uid() == "badge")
        expanded = false
        let collapse = try checkedUpdate(data) { try $0.diff(sections: [day]) }
        #expect(ChangeSummary(collapse) == ChangeSummary(deleted: ["0.1"]))
        #expect(day.supplementaryViews["badge"] == nil)
    }

    @Test func diffSectionsNeedsABuilder() throws {
        let data = SpecData(ModelSpec(["A": ["a"]]))
        let error = #expect(throws: CollorError.self) {
            try data.update { try $0.diff(sections: [data.sections[0]]) }
        }
        #expect(error == .sectionWithoutBuilder(section: 0, uid: "A"))
    }

    @Test func diffSectionsListsEveryBadUIDInTheSection() throws {
        let data = CollectionData()
        var uids = ["a", "b"]
        let section = TestSection().uid("S").reloadSection { cells in
            cells = uids.map { TestCell().uid($0) }
        }
        data.sections = [TestSection().uid("T"), section]
        data.computeIndices()
        uids = ["a", "a", "b", "b", "c"]
        let error = #expect(throws: CollorError.self) {
            try data.update { try $0.diff(sections: [section]) }
        }
        #expect(
            error
                == .invalidUIDs(
                    stage: "after diff(sections:) rebuilt the sections",
                    problems: [
                        .duplicateCellUID(
                            "a",
                            indexPaths: [
                                IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1),
                            ]),
                        .duplicateCellUID(
                            "b",
                            indexPaths: [
                                IndexPath(item: 2, section: 1), IndexPath(item: 3, section: 1),
                            ]),
                    ]))
        #expect(section.cells.map { $0.uid() } == ["a", "b"])
    }

    @Test func namingADescriptorThatIsNotInTheCollectionThrowsAndRollsBack() throws {
        let data = SpecData(ModelSpec(["A": ["a", "b"]]))
        let before = data.snapshot()
        let stranger = TestCell().uid("stranger")
        let error = #expect(throws: CollorError.self) {
            try data.update { updater in
                try updater.remove(cells: [data.sections[0].cells[0]])
                try updater.append(sections: [TestSection().uid("N")])
                try updater.append(cells: [TestCell().uid("x")], after: stranger)
            }
        }
        #expect(
            error
                == .notInCollection(
                    .init(kind: .cell, uid: "stranger", position: nil, typeName: "TestCell")))
        #expect(data.snapshot().isEquivalent(to: before))
        #expect(data.sections[0].cells[1].indexPath == IndexPath(item: 1, section: 0))
    }

    @Test func insertingADescriptorThatIsAlreadyThereThrows() throws {
        let data = SpecData(ModelSpec(["A": ["a"]]))
        let cell = data.sections[0].cells[0]
        #expect(
            throws: CollorError.alreadyInCollection(
                .init(
                    kind: .cell, uid: "a", position: IndexPath(item: 0, section: 0),
                    typeName: "TestCell"))
        ) {
            try data.update { try $0.append(cells: [cell], in: data.sections[0]) }
        }
        let fresh = TestCell().uid("f")
        #expect(
            throws: CollorError.appearsTwice(
                .init(kind: .cell, uid: "f", position: nil, typeName: "TestCell"))
        ) {
            try data.update { try $0.append(cells: [fresh, fresh], in: data.sections[0]) }
        }
    }

    @Test func aNestedUpdateIsRefusedAndTheOuterOneRollsBack() throws {
        let data = SpecData(ModelSpec(["A": ["a", "b"]]))
        let before = data.snapshot()
        #expect(throws: CollorError.nestedUpdate) {
            try data.update { updater in
                try updater.remove(cells: [data.sections[0].cells[0]])
                try data.update { try $0.remove(cells: [data.sections[0].cells[0]]) }
            }
        }
        #expect(data.snapshot().isEquivalent(to: before))
        // The data is usable again afterwards.
        #expect(
            try data.update { try $0.remove(cells: [data.sections[0].cells[1]]) }.description
                == "1 deleted")
    }

    @Test func removingThenReappendingTheSameCellIsAMove() throws {
        let data = SpecData(ModelSpec(["A": ["a", "b", "c"]]))
        let a = data.sections[0].cells[0]
        let result = try checkedUpdate(data) { updater in
            try updater.remove(cells: [a])
            try updater.append(cells: [a], in: data.sections[0])
        }
        #expect(ChangeSummary(result) == ChangeSummary(moved: ["0.0>0.2"]))
    }

    @Test func mixingUpdaterCallsWithDiff() throws {
        let data = SpecData(ModelSpec(["A": ["a", "b"]]))
        data.spec = ModelSpec(["A": ["b", "a"], "B": ["c"]])
        let result = try checkedUpdate(data) { updater in
            try updater.reload(cells: [data.sections[0].cells[0]])
            try updater.diff()
        }
        #expect(
            ChangeSummary(result)
                == ChangeSummary(moved: ["0.1>0.0"], reloaded: ["0.0"], insertedSections: [1]))
    }
}
