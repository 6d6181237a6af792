import Collor
import CollorTestSupport
import Foundation
import Testing

/// The waterfall layout, a `CollectionLayout` of its own: frames worked out by hand.
@Suite struct ColumnLayoutTests {
    private func layOut(
        width: CGFloat = 320, columns: Int = 2,
        _ sections: [(SpacedSection, [CGFloat])], header: Bool = false
    ) throws -> ColumnLayout {
        let data = CollectionData()
        data.sections = sections.map { section, heights in
            section.cells = heights.map { SizedCell(999, $0) }
            if header {
                section.supplementaryViews["header"] = [TestSupplementaryView()]
            }
            return section
        }
        data.computeIndices()
        let layout = ColumnLayout(
            collectionView: CollectionView(width: width, height: 500), collectionData: data,
            columnCount: columns)
        try layout.prepare()
        return layout
    }

    private func frames(_ layout: ColumnLayout, section: Int) -> [CGRect] {
        (0..<layout.collectionData.sections[section].cells.count).compactMap {
            layout.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame
        }
    }

    /// Columns of (320 - 10) / 2 = 155; each cell goes to the shortest column, the left one on a
    /// tie; the section ends at its tallest column, without the last gap.
    @Test func cellsFillTheShortestColumn() throws {
        let layout = try layOut([(SpacedSection(), [100, 50, 30, 40])])
        #expect(
            frames(layout, section: 0) == [
                CGRect(x: 0, y: 0, width: 155, height: 100),
                CGRect(x: 165, y: 0, width: 155, height: 50),
                CGRect(x: 165, y: 60, width: 155, height: 30),
                CGRect(x: 165, y: 100, width: 155, height: 40),
            ])
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 140))
    }

    /// Sections stack inside their insets; an empty one takes no room.
    @Test func sectionsStackInsideTheirInsets() throws {
        let inset = EdgeInsets(top: 5, left: 8, bottom: 7, right: 12)
        let layout = try layOut(
            width: 330, columns: 3,
            [
                (SpacedSection(inset: inset), [20, 30]), (SpacedSection(inset: inset), []),
                (SpacedSection(), [10]),
            ])
        // (330 - 8 - 12 - 2 * 10) / 3 = 96.67 per column.
        let column = (330 - 8 - 12 - 20) / CGFloat(3)
        #expect(
            frames(layout, section: 0) == [
                CGRect(x: 8, y: 5, width: column, height: 20),
                CGRect(x: 8 + column + 10, y: 5, width: column, height: 30),
            ])
        // Section 0 ends at 5 + 30 + 7 = 42; section 1 is empty; section 2 starts there.
        #expect(
            frames(layout, section: 2) == [CGRect(x: 0, y: 42, width: CGFloat(310) / 3, height: 10)]
        )
        #expect(layout.collectionViewContentSize.height == 52)
    }

    @Test func headersSitAboveTheFirstCellAndQueriesFindEverything() throws {
        let layout = try layOut(
            [(SpacedSection(inset: EdgeInsets(top: 50, left: 0, bottom: 0, right: 0)), [100, 50])],
            header: true)
        let header = try #require(
            layout.layoutAttributesForSupplementaryView(
                ofKind: "header", at: IndexPath(item: 0, section: 0)))
        let expected = TestSupplementaryView().frame(
            CollectionView(width: 320, height: 500), sectionDescriptor: SpacedSection())
        #expect(header.frame == expected.offsetBy(dx: 0, dy: 50))
        let all = layout.layoutAttributesForElements(in: .infinite)
        #expect(all.map(\.category) == [.cell, .cell, .supplementaryView])
        // Cells start below the 50-point inset: the right column's first cell and the header are at
        // y 50 to 100 and 50 to 70, the left column's cell down to 150.
        let near = layout.layoutAttributesForElements(
            in: CGRect(x: 200, y: 55, width: 10, height: 10))
        #expect(near.map(\.category) == [.cell, .supplementaryView])
        #expect(
            layout.layoutAttributesForElements(in: CGRect(x: 10, y: 120, width: 10, height: 10))
                .map(\.indexPath) == [IndexPath(item: 0, section: 0)])
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)) == nil)
    }

    @Test func aBadSpacingIsAnErrorNamingTheSection() throws {
        let data = CollectionData()
        let section = SpacedSection()
        section.cells = [SizedCell(10, 10)]
        data.sections = [section]
        data.computeIndices()
        let layout = ColumnLayout(
            collectionView: CollectionView(width: 100, height: 100), collectionData: data,
            columnSpacing: -.infinity)
        #expect(throws: CollorError.self) { try layout.prepare() }
        #expect(layout.layoutAttributesForElements(in: .infinite).isEmpty)
    }
}
