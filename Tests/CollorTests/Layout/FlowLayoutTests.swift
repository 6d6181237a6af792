import Collor
import CollorTestSupport
import Foundation
import Testing

/// A cell of a given size.
final class SizedCell: CollectionCellDescribable {
    let cellStorage = CellStorage()
    var width: CGFloat
    var height: CGFloat
    init(_ width: CGFloat, _ height: CGFloat) {
        self.width = width
        self.height = height
    }
    func getAdapter() -> CollectionAdapter { TestAdapter(content: 0) }
    func size(_ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable)
        -> CGSize
    {
        CGSize(width: width, height: height)
    }
}

/// A section with its own insets and spacings (nil: the layout's).
final class SpacedSection: CollectionSectionDescribable {
    let sectionStorage = SectionStorage()
    var inset: EdgeInsets
    var interitem: CGFloat?
    var line: CGFloat?
    init(inset: EdgeInsets = .zero, interitem: CGFloat? = nil, line: CGFloat? = nil) {
        self.inset = inset
        self.interitem = interitem
        self.line = line
    }
    func sectionInset(_ collectionView: CollectionView) -> EdgeInsets { inset }
    func minimumInteritemSpacing(_ collectionView: CollectionView, layout: FlowLayout) -> CGFloat {
        interitem ?? layout.minimumInteritemSpacing
    }
    func minimumLineSpacing(_ collectionView: CollectionView, layout: FlowLayout) -> CGFloat {
        line ?? layout.minimumLineSpacing
    }
}

/// Lays out sections of sized cells in a viewport of `width`.
func layOut(
    width: CGFloat = 100, _ sections: [(SpacedSection, [(CGFloat, CGFloat)])]
) throws -> FlowLayout {
    let data = CollectionData()
    data.sections = sections.map { section, sizes in
        section.cells = sizes.map { SizedCell($0.0, $0.1) }
        return section
    }
    data.computeIndices()
    let layout = FlowLayout(
        collectionView: CollectionView(width: width, height: 500), collectionData: data)
    try layout.prepare()
    return layout
}

func frames(_ layout: FlowLayout, section: Int = 0) -> [CGRect] {
    var result: [CGRect] = []
    var item = 0
    while let attributes = layout.layoutAttributesForItem(
        at: IndexPath(item: item, section: section))
    {
        result.append(attributes.frame)
        item += 1
    }
    return result
}

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

@Suite struct FlowLayoutTests {
    @Test func aLoneItemOnALineIsCentred() throws {
        let layout = try layOut(width: 100, [(SpacedSection(), [(40, 20)])])
        #expect(frames(layout) == [rect(30, 0, 40, 20)])
        #expect(layout.collectionViewContentSize == CGSize(width: 100, height: 20))
    }

    @Test func fullLinesAreJustifiedAndTheLastLineIsLeftAligned() throws {
        // Width 100, spacing 10: 30 + 10 + 30 = 70 fits, a third 30 would need 110. Two items per
        // line (30 + 10 + 30 + 10 + 25 > 100 too); full lines spread the 30 spare points into the
        // one gap (40 wide); the last line keeps the minimum gap.
        let layout = try layOut(
            width: 100,
            [
                (
                    SpacedSection(interitem: 10, line: 5),
                    [(30, 10), (30, 10), (30, 10), (30, 10), (25, 10), (25, 10)]
                )
            ])
        #expect(
            frames(layout) == [
                rect(0, 0, 30, 10), rect(70, 0, 30, 10),
                rect(0, 15, 30, 10), rect(70, 15, 30, 10),
                rect(0, 30, 25, 10), rect(35, 30, 25, 10),
            ])
    }

    @Test func threeColumnsOfExactFit() throws {
        // 3 x 30 + 2 x 5 = 100: every line is exactly full.
        let layout = try layOut(
            width: 100,
            [(SpacedSection(interitem: 5, line: 5), Array(repeating: (30, 30), count: 6))])
        #expect(frames(layout).map(\.minX) == [0, 35, 70, 0, 35, 70])
        #expect(frames(layout).map(\.minY) == [0, 0, 0, 35, 35, 35])
    }

    @Test func itemsAreCentredVerticallyOnTheTallestOfTheirLine() throws {
        let layout = try layOut(
            width: 100, [(SpacedSection(interitem: 0, line: 0), [(50, 10), (50, 30), (100, 5)])])
        #expect(frames(layout) == [rect(0, 10, 50, 10), rect(50, 0, 50, 30), rect(0, 30, 100, 5)])
    }

    @Test func sectionInsetsAndSectionsFollowEachOther() throws {
        let layout = try layOut(
            width: 100,
            [
                (
                    SpacedSection(inset: EdgeInsets(top: 5, left: 10, bottom: 7, right: 20)),
                    [(70, 10)]
                ),
                (SpacedSection(inset: EdgeInsets(all: 1)), [(10, 10)]),
            ])
        // Available 70 in the first section: the item fills it exactly (centring changes nothing).
        #expect(frames(layout, section: 0) == [rect(10, 5, 70, 10)])
        // The second section starts after 5 + 10 + 7 = 22, plus its own top inset.
        #expect(frames(layout, section: 1) == [rect(45, 23, 10, 10)])
        #expect(layout.collectionViewContentSize.height == 34)
    }

    @Test func layoutDefaultsApplyWhenTheSectionGivesNone() throws {
        let layout = try layOut(width: 100, [(SpacedSection(), [(60, 10), (60, 10)])])
        // Default line spacing 10: second line at y = 20.
        #expect(frames(layout) == [rect(20, 0, 60, 10), rect(20, 20, 60, 10)])
    }

    @Test func anItemWiderThanTheLineIsClampedNotLost() throws {
        let layout = try layOut(
            width: 100,
            [
                (
                    SpacedSection(inset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)),
                    [(500, 10), (20, 10)]
                )
            ])
        #expect(frames(layout) == [rect(10, 0, 80, 10), rect(40, 20, 20, 10)])
    }

    @Test func emptySectionsAndEmptyDataTakeNoRoom() throws {
        let empty = try layOut(width: 100, [])
        #expect(empty.collectionViewContentSize == CGSize(width: 100, height: 0))
        let layout = try layOut(
            width: 100,
            [(SpacedSection(inset: EdgeInsets(all: 50)), []), (SpacedSection(), [(10, 10)])])
        #expect(frames(layout, section: 1) == [rect(45, 0, 10, 10)])
        #expect(layout.frameOfCells(inSection: 0) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 1)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 5)) == nil)
    }

    @Test func zeroWidthViewportClampsEveryItem() throws {
        let layout = try layOut(width: 0, [(SpacedSection(), [(10, 10), (10, 10)])])
        #expect(frames(layout).map(\.width) == [0, 0])
    }

    @Test(arguments: [
        (CGFloat(-1), CGFloat(10), "size -1.0 x 10.0 at section 1 item 1"),
        (CGFloat.nan, CGFloat(10), "size nan x 10.0 at section 1 item 1"),
        (CGFloat(10), CGFloat.infinity, "size 10.0 x inf at section 1 item 1"),
    ])
    func badSizesThrowNamingTheSectionAndItem(width: CGFloat, height: CGFloat, expected: String) {
        #expect {
            _ = try layOut(
                width: 100,
                [(SpacedSection(), [(10, 10)]), (SpacedSection(), [(10, 10), (width, height)])])
        } throws: { error in
            guard case .invalidLayoutValue(let problem) = error as? CollorError else {
                return false
            }
            return problem.description == expected
        }
    }

    @Test func badInsetsAndSpacingsThrow() {
        #expect(throws: CollorError.self) {
            _ = try layOut([
                (SpacedSection(inset: EdgeInsets(top: -1, left: 0, bottom: 0, right: 0)), [(1, 1)])
            ])
        }
        #expect(throws: CollorError.self) {
            _ = try layOut([(SpacedSection(interitem: .nan), [(1, 1)])])
        }
        #expect(throws: CollorError.self) { _ = try layOut([(SpacedSection(line: -3), [(1, 1)])]) }
    }

    @Test func aFailedPrepareLeavesNoStaleElements() throws {
        let section = SpacedSection()
        section.cells = [SizedCell(10, 10)]
        let data = CollectionData()
        data.sections = [section]
        let layout = FlowLayout(
            collectionView: CollectionView(width: 100, height: 100), collectionData: data)
        try layout.prepare()
        (section.cells[0] as? SizedCell)?.height = -5
        #expect(throws: CollorError.self) { try layout.prepare() }
        #expect(layout.allAttributes.isEmpty)
        #expect(layout.collectionViewContentSize == .zero)
    }
}
