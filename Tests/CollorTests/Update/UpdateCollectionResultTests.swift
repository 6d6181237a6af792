import Collor
import CollorTestSupport
import Foundation
import Testing

@Suite struct UpdateCollectionResultTests {
    private let old = ModelSpec(["A": ["a", "b", "c"], "B": ["d"]])
    private let new = ModelSpec(["A": ["c", "a", "x"], "N": ["n"]])

    @Test func resultsCompareByUIDsAndPositionsNotIdentity() throws {
        // Two runs build different descriptor objects with the same uids.
        let first = try diffAndCheck(old, new).result
        let second = try diffAndCheck(old, new).result
        #expect(first.insertedCells[0].descriptor !== second.insertedCells[0].descriptor)
        #expect(first == second)
        let other = try diffAndCheck(old, ModelSpec(["A": ["a", "c", "x"], "N": ["n"]])).result
        #expect(first != other)
    }

    @Test func anExpectedResultCanBeWrittenByHand() throws {
        let result = try diffAndCheck(ModelSpec(["A": ["a", "b"]]), ModelSpec(["A": ["b", "x"]]))
            .result
        var expected = UpdateCollectionResult()
        expected.deletedCells = [.init(IndexPath(item: 0, section: 0), TestCell().uid("a"))]
        expected.insertedCells = [.init(IndexPath(item: 1, section: 0), TestCell().uid("x"))]
        #expect(result == expected, "\(result.differences(from: expected))")
    }

    @Test func debugDescriptionListsEveryChange() throws {
        let result = try diffAndCheck(old, new).result
        #expect(
            result.debugDescription == """
                inserted: 0.2 "x"
                deleted: 0.1 "b"
                moved: 0.2 -> 0.0 "c"
                inserted sections: 1 "N"
                deleted sections: 1 "B"
                """)
        #expect(UpdateCollectionResult().debugDescription == "no change")
        #expect(
            result.description == "1 inserted, 1 deleted, 1 moved; sections: 1 inserted, 1 deleted")
    }

    @Test func differencesShowWhatIsMissingAndWhatIsExtra() throws {
        let result = try diffAndCheck(old, new).result
        var expected = result
        expected.movedCells = []
        expected.reloadedCells = [.init(IndexPath(item: 0, section: 0), TestCell().uid("a"))]
        #expect(
            result.differences(from: expected) == """
                - reloaded: 0.0 "a"
                + moved: 0.2 -> 0.0 "c"
                """)
        #expect(result.differences(from: result).isEmpty)
    }

    @Test func collorsListsRunParallel() throws {
        let result = try diffAndCheck(old, new).result
        #expect(result.movedIndexPaths.map(\.from) == [IndexPath(item: 2, section: 0)])
        #expect(result.movedCellDescriptors.map { $0.uid() } == ["c"])
        #expect(result.insertedSectionsIndexSet == IndexSet([1]))
        #expect(result.insertedSectionDescriptors.map { $0.uid() } == ["N"])
        #expect(result.deletedSectionsIndexSet == IndexSet([1]))
        #expect(result.deletedSectionDescriptors.map { $0.uid() } == ["B"])
    }

    @Test func descriptorsWithoutUIDsPrintTheirType() {
        var result = UpdateCollectionResult()
        result.insertedSections = [.init(0, TestSection())]
        #expect(result.debugDescription == "inserted sections: 0 <TestSection>")
    }
}
