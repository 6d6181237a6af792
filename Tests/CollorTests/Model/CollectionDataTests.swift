import Collor
import CollorTestSupport
import Foundation
import Testing

@Suite struct CollectionDataTests {
    @Test func computeIndicesStampsSectionsCellsAndSupplementaryViews() {
        let data = CollectionData()
        let first = TestSection().uid("A")
        first.cells = [TestCell().uid("a"), TestCell().uid("b")]
        let second = TestSection().uid("B").reload { builder in
            builder.cells = [TestCell().uid("c")]
            builder.add(supplementaryView: TestSupplementaryView().uid("h0"), kind: "header")
            builder.add(supplementaryView: TestSupplementaryView().uid("h1"), kind: "header")
        }
        data.sections = [first, second]
        #expect(first.index == nil)
        data.computeIndices()
        #expect(first.index == 0 && second.index == 1)
        #expect(first.cells[1].indexPath == IndexPath(item: 1, section: 0))
        #expect(second.cells[0].indexPath == IndexPath(item: 0, section: 1))
        #expect(second.supplementaryViews["header"]?[1].indexPath == IndexPath(item: 1, section: 1))
    }

    @Test func lookups() {
        let data = SpecData(ModelSpec(["A": ["a", "b"], "B": ["c"]]))
        let c = data.sections[1].cells[0]
        #expect(data.cellDescribable(at: IndexPath(item: 1, section: 0))?.uid() == "b")
        #expect(data.cellDescribable(at: IndexPath(item: 2, section: 0)) == nil)
        #expect(data.cellDescribable(at: IndexPath(item: 0, section: 9)) == nil)
        #expect(data.sectionDescribable(at: IndexPath(item: 0, section: 1))?.uid() == "B")
        #expect(data.sectionDescribable(at: 2) == nil)
        #expect(data.sectionDescribable(for: c)?.uid() == "B")
        #expect(data.sectionDescribable(for: TestCell()) == nil)
        #expect(
            data.supplementaryViewDescribable(at: IndexPath(item: 0, section: 0), for: "header")
                == nil)
        #expect(data.cellCount == 3)
    }

    @Test func uidChainsAndReads() {
        let cell = TestCell()
        #expect(cell.uid() == nil)
        #expect(cell.uid("x") === cell)
        #expect(cell.uid() == "x")
        #expect(cell.className == "TestCell" && cell.identifier == "TestCell" && !cell.selectable)
    }

    @Test func reloadSectionBuildsNowAndKeepsTheBuilder() {
        var count = 1
        let section = TestSection().reloadSection { cells in
            cells = (0..<count).map { TestCell().uid("c\($0)") }
        }
        #expect(section.cells.count == 1)
        count = 3
        #expect(section.cells.count == 1, "the builder runs again only through diff(sections:)")
    }

    @Test func descriptorsMeasureAgainstTheCollectionView() {
        let view = CollectionView(width: 320, height: 480)
        let section = TestSection()
        #expect(
            TestCell(height: 30).size(view, sectionDescriptor: section)
                == CGSize(width: 320, height: 30))
        #expect(section.sectionInset(view) == .zero)
        let layout = FlowLayout(collectionView: view, collectionData: CollectionData())
        layout.minimumLineSpacing = 3
        #expect(section.minimumLineSpacing(view, layout: layout) == 3)
        #expect(section.minimumInteritemSpacing(view, layout: layout) == 10)
    }

    @Test func aModelCanBeBuiltAndDiffedOffTheMainThread() async throws {
        let summary = try await Task.detached {
            let data = SpecData(ModelSpec(["A": ["a", "b"]]))
            data.spec = ModelSpec(["A": ["b", "a", "c"]])
            return ChangeSummary(try data.update { try $0.diff() }).description
        }.value
        #expect(summary == "inserted: [\"0.2\"]; moved: [\"0.1>0.0\"]")
    }
}
