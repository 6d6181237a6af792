import Collor
import CollorTestSupport
import Foundation
import Testing

/// Collor's sample pattern: a flow layout that draws a rounded background behind each section,
/// from its first to its last cell with a margin, and a badge behind every cell of one kind.
private final class BackgroundLayout: FlowLayout {
    static let background = "background"
    static let badge = "badge"
    var margin: CGFloat = 5

    override func prepare() throws(CollorError) {
        try super.prepare()
        for (index, section) in collectionData.sections.enumerated() {
            guard let cells = frameOfCells(inSection: index) else { continue }
            var background = LayoutAttributes(
                forDecorationViewOfKind: Self.background, with: IndexPath(item: 0, section: index),
                frame: cells.insetBy(dx: -margin, dy: -margin))
            background.backgroundColor = .white
            background.cornerRadius = 4
            background.uid = "\(section.uid() ?? "")/background"
            decorationViewsHandler.add(attributes: background)
            for (item, cell) in section.cells.enumerated() where (cell as? TestCell)?.content == 7 {
                let path = IndexPath(item: item, section: index)
                guard let frame = layoutAttributesForItem(at: path)?.frame else { continue }
                var badge = LayoutAttributes(
                    forDecorationViewOfKind: Self.badge, with: path, frame: frame)
                badge.backgroundColor = Color.white.withAlpha(0.8)
                decorationViewsHandler.add(attributes: badge)
            }
        }
    }
}

/// A supplementary "letter" view standing 30 points left of its section's first cell.
private final class LetterView: CollectionSupplementaryViewDescribable {
    let cellStorage = CellStorage()
    func getAdapter() -> CollectionAdapter { TestAdapter(content: 0) }
    func frame(_ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable)
        -> CGRect
    {
        CGRect(x: -30, y: 0, width: 20, height: 20)
    }
}

private func makeData(_ spec: ModelSpec, letters: Bool = false) -> SpecData {
    let data = SpecData(spec)
    if letters { addLetters(data) }
    return data
}

private func addLetters(_ data: CollectionData) {
    for section in data.sections {
        section.supplementaryViews["letter"] = [LetterView().uid("letter")]
    }
    data.computeIndices()
}

@Suite struct DecorationAndSupplementaryTests {
    let view = CollectionView(width: 200, height: 400)

    @Test func sectionBackgroundWrapsFirstToLastCellWithAMargin() throws {
        let data = makeData(ModelSpec(["A": ["a", "b", "c"], "B": ["d"]]))
        let layout = BackgroundLayout(collectionView: view, collectionData: data)
        try layout.prepare()
        // TestCell is full width, 44 high; default line spacing 10: cells at y 0, 54, 108.
        let background = try #require(
            layout.layoutAttributesForDecorationView(
                ofKind: "background", at: IndexPath(item: 0, section: 0)))
        #expect(background.frame == CGRect(x: -5, y: -5, width: 210, height: 162))
        #expect(background.cornerRadius == 4 && background.backgroundColor == .white)
        #expect(background.zIndex == -1 && background.category == .decorationView)
        let second = try #require(
            layout.layoutAttributesForDecorationView(
                ofKind: "background", at: IndexPath(item: 0, section: 1)))
        #expect(second.frame == CGRect(x: -5, y: 147, width: 210, height: 54))
    }

    @Test func perCellDecorationFollowsItsCell() throws {
        var spec = ModelSpec(["A": ["a", "b"]])
        spec.sections[0].cells[1].content = 7
        let layout = BackgroundLayout(collectionView: view, collectionData: makeData(spec))
        try layout.prepare()
        let badge = try #require(
            layout.layoutAttributesForDecorationView(
                ofKind: "badge", at: IndexPath(item: 1, section: 0)))
        #expect(
            badge.frame == layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        )
        #expect(badge.backgroundColor?.css == "rgba(255, 255, 255, 0.8)")
        #expect(
            layout.layoutAttributesForDecorationView(
                ofKind: "badge", at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test func supplementaryViewsStandRelativeToTheirSectionsFirstCell() throws {
        let data = makeData(ModelSpec(["A": ["a"], "B": ["b", "c"], "E": []]), letters: true)
        let layout = FlowLayout(collectionView: view, collectionData: data)
        try layout.prepare()
        let first = try #require(
            layout.layoutAttributesForSupplementaryView(
                ofKind: "letter", at: IndexPath(item: 0, section: 0)))
        #expect(first.frame == CGRect(x: -30, y: 0, width: 20, height: 20))
        let second = try #require(
            layout.layoutAttributesForSupplementaryView(
                ofKind: "letter", at: IndexPath(item: 0, section: 1)))
        // Sections follow each other with no line spacing between them: B starts at 44.
        #expect(second.frame == CGRect(x: -30, y: 44, width: 20, height: 20))
        #expect(second.uid == "B/letter/letter" && second.zIndex == 1)
        // The empty section's letter stands where its first cell would: after the last line.
        let empty = try #require(
            layout.layoutAttributesForSupplementaryView(
                ofKind: "letter", at: IndexPath(item: 0, section: 2)))
        #expect(empty.frame.minY == layout.collectionViewContentSize.height)
    }

    @Test func allAttributesAreInDrawingOrder() throws {
        let layout = BackgroundLayout(
            collectionView: view, collectionData: makeData(ModelSpec(["A": ["a"]]), letters: true))
        try layout.prepare()
        #expect(
            layout.allAttributes.map(\.category) == [.decorationView, .cell, .supplementaryView])
        let everything = layout.layoutAttributesForElements(
            in: CGRect(x: -100, y: -100, width: 1000, height: 1000))
        #expect(everything == layout.allAttributes)
    }

    @Test func handlersReportViewsThatAppearAndDisappearByUID() throws {
        let data = makeData(ModelSpec(["A": ["a"], "B": ["b"]]))
        let layout = BackgroundLayout(collectionView: view, collectionData: data)
        try layout.prepare()
        data.spec = ModelSpec(["B": ["b"], "C": ["c"]])
        let result = try data.update { try $0.diff() }
        try layout.prepare()
        layout.prepare(forCollectionViewUpdates: result)
        #expect(
            layout.indexPathsToDeleteForDecorationView(ofKind: "background") == [
                IndexPath(item: 0, section: 0)
            ])
        #expect(
            layout.indexPathsToInsertForDecorationView(ofKind: "background") == [
                IndexPath(item: 0, section: 1)
            ])
        // B's background survives and moves up: neither inserted nor deleted, old and new known.
        #expect(
            layout.decorationViewsHandler.oldAttributes(
                for: "background", at: IndexPath(item: 0, section: 1))?.uid == "B/background")
        #expect(
            layout.decorationViewsHandler.attributes(
                for: "background", at: IndexPath(item: 0, section: 0))?.uid == "B/background")
    }

    @Test func handlersFollowCellsForViewsWithoutUID() throws {
        var spec = ModelSpec(["A": ["a", "b", "c"]])
        spec.sections[0].cells[0].content = 7
        spec.sections[0].cells[2].content = 7
        let data = makeData(spec)
        let layout = BackgroundLayout(collectionView: view, collectionData: data)
        try layout.prepare()
        var next = ModelSpec(["A": ["x", "b", "c"]])
        next.sections[0].cells[0].content = 7
        next.sections[0].cells[2].content = 7
        data.spec = next
        let result = try data.update { try $0.diff() }
        try layout.prepare()
        layout.prepare(forCollectionViewUpdates: result)
        // a deleted and x inserted at item 0: the badge there goes and comes; c's badge stays.
        #expect(
            layout.indexPathsToDeleteForDecorationView(ofKind: "badge") == [
                IndexPath(item: 0, section: 0)
            ])
        #expect(
            layout.indexPathsToInsertForDecorationView(ofKind: "badge") == [
                IndexPath(item: 0, section: 0)
            ])
    }

    @Test func supplementaryViewsOfDeletedAndInsertedSections() throws {
        let data = makeData(ModelSpec(["A": ["a"], "B": ["b"]]), letters: true)
        let layout = FlowLayout(collectionView: view, collectionData: data)
        try layout.prepare()
        data.spec = ModelSpec(["B": ["b"], "C": ["c"]])
        let result = try data.update { try $0.diff() }
        addLetters(data)
        try layout.prepare()
        layout.prepare(forCollectionViewUpdates: result)
        #expect(
            layout.indexPathsToDeleteForSupplementaryView(ofKind: "letter") == [
                IndexPath(item: 0, section: 0)
            ])
        #expect(
            layout.indexPathsToInsertForSupplementaryView(ofKind: "letter") == [
                IndexPath(item: 0, section: 1)
            ])
    }

    @Test func badSupplementaryFrameThrows() throws {
        final class BadView: CollectionSupplementaryViewDescribable {
            let cellStorage = CellStorage()
            func getAdapter() -> CollectionAdapter { TestAdapter(content: 0) }
            func frame(
                _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
            ) -> CGRect {
                CGRect(x: 0, y: 0, width: -1, height: 3)
            }
        }
        let data = makeData(ModelSpec(["A": ["a"]]))
        data.sections[0].supplementaryViews["header"] = [BadView().uid("h")]
        let layout = FlowLayout(collectionView: view, collectionData: data)
        #expect {
            try layout.prepare()
        } throws: { error in
            guard case .invalidLayoutValue(let problem) = error as? CollorError else {
                return false
            }
            return problem.what == "supplementary view frame" && problem.section == 0
                && problem.item == 0 && problem.uid == "h"
        }
    }
}

@Suite struct ReusableViewsHandlerIndexPathTests {
    /// A view of the whole collection, added with an empty index path, trapped on
    /// `indexPath.section` in `prepare(forCollectionViewUpdates:)` when a section was deleted.
    @Test func aViewWithAnEmptyIndexPathIsStoredAsItem0OfSection0() {
        var handler = DecorationViewsHandler()
        handler.add(
            attributes: LayoutAttributes(
                forDecorationViewOfKind: "page", with: IndexPath(),
                frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        handler.add(
            attributes: LayoutAttributes(forDecorationViewOfKind: "band", with: IndexPath(index: 2))
        )
        handler.add(
            attributes: LayoutAttributes(forDecorationViewOfKind: "deep", with: [1, 2, 3]))
        #expect(handler.allAttributes.map(\.indexPath) == [[0, 0], [2, 0], [1, 2]])
        #expect(handler.attributes(for: "page", at: IndexPath(item: 0, section: 0)) != nil)
        handler.prepare()
        handler.add(
            attributes: LayoutAttributes(forDecorationViewOfKind: "page", with: IndexPath()))

        let data = SpecData(ModelSpec(["A": ["a"], "B": ["b"]]))
        let doomed = data.sections[0]
        let before = data.snapshot()
        guard let result = try? data.update({ try $0.remove(sections: [doomed]) }) else {
            Issue.record("the update failed")
            return
        }
        #expect((try? result.validate(from: before, to: data.snapshot())) != nil)
        handler.prepare(forCollectionViewUpdates: result)
        #expect(handler.deleted(for: "page") == [[0, 0]])
        #expect(handler.inserted(for: "page") == [])
    }
}
