import CollorDiff
import Testing

/// Checks the diff core on matchings written by hand: `sections` are the origins of the new
/// sections, `items` the origins of the new items per new section, `oldCounts` the old section sizes.
private func assertExactDifferences(
    oldCounts: [Int], sections: [Int], items: [[Int]], updated: Set<Int> = [],
    expected: SectionedChangeset, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let matching = SectionedMatching(
        oldSectionStarts: SectionedMatching.starts(counts: oldCounts),
        newSectionStarts: SectionedMatching.starts(counts: items.map(\.count)),
        newSectionOrigins: sections,
        newItemOrigins: items.flatMap { $0 })
    let changeset = try SectionedDiff.changeset(for: matching) { old, _ in updated.contains(old) }
    #expect(changeset == expected, sourceLocation: sourceLocation)
}

private func path(_ section: Int, _ item: Int) -> ItemPath {
    ItemPath(section: section, item: item)
}

@Suite struct SectionedDiffTests {
    @Test func nothingChanged() throws {
        try assertExactDifferences(
            oldCounts: [2, 1], sections: [0, 1], items: [[0, 1], [2]],
            expected: SectionedChangeset())
    }

    @Test func shiftedItemsAreNotMoves() throws {
        // Old [a b c], new [x a c]: b deleted, x inserted; a and c only shifted.
        var expected = SectionedChangeset()
        expected.deletedItems = [path(0, 1)]
        expected.insertedItems = [path(0, 0)]
        try assertExactDifferences(
            oldCounts: [3], sections: [0], items: [[-1, 0, 2]], expected: expected)
    }

    @Test func oneItemMovedToTheEnd() throws {
        // Old [a b c d], new [b c d a]: only a moves.
        var expected = SectionedChangeset()
        expected.movedItems = [Move(from: path(0, 0), to: path(0, 3))]
        try assertExactDifferences(
            oldCounts: [4], sections: [0], items: [[1, 2, 3, 0]], expected: expected)
    }

    @Test func itemMovesAcrossSections() throws {
        // Old S0 [a b], S1 [c]; new S0 [a], S1 [b c].
        var expected = SectionedChangeset()
        expected.movedItems = [Move(from: path(0, 1), to: path(1, 0))]
        try assertExactDifferences(
            oldCounts: [2, 1], sections: [0, 1], items: [[0], [1, 2]], expected: expected)
    }

    @Test func movedSectionCarriesItsItems() throws {
        // Old S0 [a], S1 [b c]; new S1 [b c], S0 [a]: one section move, no item moves. Either
        // section could be the one that moves; the run ending with the smallest value stays (S0).
        var expected = SectionedChangeset()
        expected.movedSections = [Move(from: 1, to: 0)]
        try assertExactDifferences(
            oldCounts: [1, 2], sections: [1, 0], items: [[1, 2], [0]], expected: expected)
    }

    @Test func itemsOfDeletedAndInsertedSectionsAreNotListed() throws {
        // Old S0 [a b]; new S1 [x]: section 0 deleted, section 0 inserted, nothing item-level.
        var expected = SectionedChangeset()
        expected.deletedSections = [0]
        expected.insertedSections = [0]
        try assertExactDifferences(
            oldCounts: [2], sections: [-1], items: [[-1]], expected: expected)
    }

    @Test func itemLeavingADeletedSectionMoves() throws {
        // Old S0 [a b], S1 [c]; new S1 [c b]: S0 deleted, b moves into S1.
        var expected = SectionedChangeset()
        expected.deletedSections = [0]
        expected.movedItems = [Move(from: path(0, 1), to: path(0, 1))]
        try assertExactDifferences(
            oldCounts: [2, 1], sections: [1], items: [[2, 1]], expected: expected)
    }

    @Test func updatedItemsNameOldPositionsEvenWhenMoved() throws {
        var expected = SectionedChangeset()
        expected.movedItems = [Move(from: path(0, 0), to: path(0, 2))]
        expected.updatedItems = [path(0, 0), path(0, 2)]
        try assertExactDifferences(
            oldCounts: [3], sections: [0], items: [[1, 2, 0]], updated: [0, 2], expected: expected)
    }

    @Test func emptySectionsAreHandled() throws {
        // Old S0 [], S1 [a], S2 []; new S2 [], S1 [a], S0 [].
        var expected = SectionedChangeset()
        expected.movedSections = [Move(from: 2, to: 0), Move(from: 1, to: 1)]
        try assertExactDifferences(
            oldCounts: [0, 1, 0], sections: [2, 1, 0], items: [[], [0], []], expected: expected)
    }

    @Test func anOldItemNamedTwiceIsAnInconsistency() {
        let matching = SectionedMatching(
            oldSectionStarts: [0, 2], newSectionStarts: [0, 2], newSectionOrigins: [0],
            newItemOrigins: [1, 1])
        #expect(
            throws: SectionedDiff.Inconsistency(isSection: false, origin: 1, newPositions: [0, 1])
        ) {
            try SectionedDiff.changeset(for: matching)
        }
    }

    @Test func anOriginOutOfRangeIsAnInconsistency() {
        let matching = SectionedMatching(
            oldSectionStarts: [0, 1], newSectionStarts: [0, 1], newSectionOrigins: [3],
            newItemOrigins: [0])
        #expect(throws: SectionedDiff.Inconsistency(isSection: true, origin: 3, newPositions: [0]))
        {
            try SectionedDiff.changeset(for: matching)
        }
    }
}
