import Collor
import CollorTestSupport
import Foundation
import Testing

/// `diff()` records its matching without stamping descriptors; these cases mix it with other
/// updater calls and with edits made around it, where the matching must turn into stamps.
@Suite struct DiffWithinUpdatesTests {
    private func checked(_ data: SpecData, _ updates: (CollectionUpdater) throws -> Void) throws
        -> UpdateCollectionResult
    {
        let before = data.snapshot()
        let result = try data.update(updates)
        try result.validate(from: before, to: data.snapshot())
        return result
    }

    @Test func anEditAfterDiffSeesTheRebuiltCells() throws {
        let data = SpecData(ModelSpec(["A": ["a", "b", "c"]]))
        data.spec = ModelSpec(["A": ["c", "a", "b"]])
        let result = try checked(data) { updater in
            try updater.diff()
            try updater.append(cells: [TestCell().uid("x")], after: data.sections[0].cells[0])
            try updater.remove(cells: [data.sections[0].cells[3]])
        }
        #expect(data.sections[0].cells.map { $0.uid() } == ["c", "x", "a"])
        #expect(
            ChangeSummary(result)
                == ChangeSummary(inserted: ["0.1"], deleted: ["0.1"], moved: ["0.2>0.0"]))
    }

    @Test func diffAfterAnEditStartsFromTheEditedData() throws {
        let data = SpecData(ModelSpec(["A": ["a", "b"]]))
        data.spec = ModelSpec(["A": ["b", "a"], "B": ["c"]])
        let result = try checked(data) { updater in
            try updater.append(sections: [TestSection().uid("Z")])
            try updater.remove(cells: [data.sections[0].cells[1]])
            try updater.diff()
        }
        // `b` was removed before the rebuild brought a `b` back: a new cell, not the old one.
        #expect(
            ChangeSummary(result)
                == ChangeSummary(inserted: ["0.0"], deleted: ["0.1"], insertedSections: [1]))
    }

    @Test func twoDiffsInOneUpdateCompose() throws {
        let data = SpecData(ModelSpec(["A": ["a", "b", "c"]]))
        let result = try checked(data) { updater in
            data.spec = ModelSpec(["A": ["b", "c"]])
            try updater.diff()
            data.spec = ModelSpec(["A": ["c", "b", "y"]])
            try updater.diff()
        }
        #expect(
            ChangeSummary(result)
                == ChangeSummary(inserted: ["0.2"], deleted: ["0.0"], moved: ["0.2>0.0"]))
    }

    @Test func sectionsEditedDirectlyAfterDiffAreStillAccountedFor() throws {
        let data = SpecData(ModelSpec(["A": ["a", "b"]]))
        data.spec = ModelSpec(["A": ["b", "a"]])
        let result = try checked(data) { updater in
            try updater.diff()
            data.sections[0].cells.append(TestCell().uid("z"))
        }
        #expect(ChangeSummary(result) == ChangeSummary(inserted: ["0.2"], moved: ["0.1>0.0"]))
    }

    @Test func reloadingACellAfterDiffReloadsItsOrigin() throws {
        let data = SpecData(ModelSpec(["A": ["a", "b"]]))
        data.spec = ModelSpec(["A": ["b", "a"]])
        let result = try checked(data) { updater in
            try updater.diff()
            try updater.reload(cells: [data.sections[0].cells[1]])
        }
        #expect(ChangeSummary(result) == ChangeSummary(moved: ["0.1>0.0"], reloaded: ["0.0"]))
    }

    @Test func aFailedDiffCaughtInsideTheUpdateLeavesNoReloads() throws {
        let data = SpecData(ModelSpec(["A": ["a", "b"]]))
        data.spec = ModelSpec(["A": ["a", "a"]])
        let result = try data.update { updater in
            #expect(throws: CollorError.self) { try updater.diff() }
        }
        #expect(result.reloadedCells.isEmpty)
    }

    @Test func duplicatesBeforeTheDiffAreReportedWithoutRebuilding() throws {
        let data = SpecData(ModelSpec(["A": ["a", "b"]]))
        data.sections[0].cells[1].uid("a")
        data.spec = ModelSpec(["A": ["c"]])
        #expect(throws: CollorError.self) { try data.update { try $0.diff() } }
        #expect(data.sections[0].cells.map { $0.uid() } == ["a", "a"])
    }
}

/// Adapters of several kinds, to check that resolving `Diffable` once per type keeps Collor's
/// rules: `isEqual(to:)` decides, across types too, and adapters that are not `Diffable` never
/// reload.
@Suite struct DiffContentTests {
    class Box: CollectionAdapter, Diffable {
        let value: Int
        init(_ value: Int) { self.value = value }
        func isEqual(to other: Diffable?) -> Bool { (other as? Box)?.value == value }
    }

    final class SubBox: Box {}

    struct Loose: CollectionAdapter, Diffable {
        var value: Int
        /// Equal to any `Loose` or `Box` of the same value: a custom rule across types.
        func isEqual(to other: Diffable?) -> Bool {
            if let other = other as? Loose { return other.value == value }
            if let other = other as? Box { return other.value == value }
            return false
        }
    }

    final class Cell: CollectionCellDescribable {
        let cellStorage = CellStorage()
        let adapter: CollectionAdapter
        init(_ adapter: CollectionAdapter) { self.adapter = adapter }
        func getAdapter() -> CollectionAdapter { adapter }
        func size(_ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable)
            -> CGSize
        { .zero }
    }

    final class Data: CollectionData {
        var adapters: [(String, CollectionAdapter)] = []
        override func reloadData() {
            super.reloadData()
            let section = TestSection().uid("A")
            section.cells = adapters.map { Cell($0.1).uid($0.0) }
            sections = [section]
        }
    }

    @Test func eachAdapterTypeFollowsItsOwnRule() throws {
        let data = Data()
        data.adapters = [
            ("box", Box(1)), ("sub", SubBox(1)), ("loose", Loose(value: 1)),
            ("test", TestAdapter(content: 1)), ("plain", PlainAdapter(content: 1)),
            ("crossed", Box(2)), ("typeChange", TestAdapter(content: 1)),
        ]
        data.reloadData()
        data.adapters = [
            ("box", Box(1)), ("sub", SubBox(2)), ("loose", Loose(value: 1)),
            ("test", TestAdapter(content: 2)), ("plain", PlainAdapter(content: 2)),
            ("crossed", Loose(value: 2)), ("typeChange", PlainAdapter(content: 1)),
        ]
        let result = try data.update { try $0.diff() }
        // sub: SubBox(2) vs SubBox(1); test: 2 vs 1. Loose(2) equals Box(2) by its own rule; a
        // plain adapter never reloads, even when the old one was Diffable.
        #expect(result.reloadedCells.map { $0.descriptor.uid() } == ["sub", "test"])
    }
}
