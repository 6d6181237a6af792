import Collor
import CollorTestSupport
import Foundation
import Testing

/// Where a section's header lands: relative to the section's content origin, inside its own
/// insets, whether the section is empty or its first line is a centred single cell.
@Suite struct SectionHeaderPlacementTests {
    /// A 44-point band just above the section's first line, in its top inset.
    private final class Header: CollectionSupplementaryViewDescribable {
        let cellStorage = CellStorage()
        func getAdapter() -> CollectionAdapter { TestAdapter(content: 0) }
        func frame(
            _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
        ) -> CGRect {
            CGRect(x: 0, y: -44, width: 100, height: 44)
        }
    }

    private func layOut(_ sections: [[(CGFloat, CGFloat)]]) throws -> FlowLayout {
        let data = CollectionData()
        data.sections = sections.map { sizes in
            let section = SpacedSection(inset: EdgeInsets(top: 44, left: 12, bottom: 6, right: 12))
            section.cells = sizes.map { SizedCell($0.0, $0.1) }
            section.supplementaryViews["header"] = [Header()]
            return section
        }
        data.computeIndices()
        let layout = FlowLayout(
            collectionView: CollectionView(width: 300, height: 500), collectionData: data)
        try layout.prepare()
        return layout
    }

    private func header(_ layout: FlowLayout, section: Int) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(
            ofKind: "header", at: IndexPath(item: 0, section: section))?.frame
    }

    /// Section 0 ends at 44 + 40 + 6 = 90. The empty section 1 keeps its insets for its header:
    /// the header stands at 90 to 134 (it stood at 46 to 90, over section 0), and section 2
    /// starts after them, at 90 + 44 + 6 = 140.
    @Test func anEmptySectionsHeaderStandsInItsOwnInsets() throws {
        let layout = try layOut([[(276, 40)], [], [(276, 40)]])
        #expect(header(layout, section: 1) == CGRect(x: 12, y: 90, width: 100, height: 44))
        #expect(header(layout, section: 2) == CGRect(x: 12, y: 140, width: 100, height: 44))
        #expect(layout.collectionViewContentSize.height == CGFloat(140 + 44 + 40 + 6))
    }

    /// A lone narrow cell is centred on its line; the header still starts at the left inset.
    @Test func aCentredFirstCellDoesNotMoveTheHeader() throws {
        let layout = try layOut([[(50, 40)]])
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 125)
        #expect(header(layout, section: 0) == CGRect(x: 12, y: 0, width: 100, height: 44))
    }

    /// Empty data, or empty sections without views, still take no room.
    @Test func emptySectionsWithoutViewsTakeNoRoom() throws {
        let data = CollectionData()
        data.sections = [SpacedSection(inset: EdgeInsets(top: 44, left: 0, bottom: 6, right: 0))]
        data.computeIndices()
        let layout = FlowLayout(
            collectionView: CollectionView(width: 300, height: 500), collectionData: data)
        try layout.prepare()
        #expect(layout.collectionViewContentSize.height == 0)
    }
}
