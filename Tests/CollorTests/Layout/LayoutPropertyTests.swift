import Collor
import CollorTestSupport
import Foundation
import PropertyBased
import Testing

/// A random layout: sections with random insets and spacings, cells with random sizes (some wider
/// than the viewport, some zero), a background decoration per section and a supplementary view in
/// some, and random query rectangles.
private struct LayoutCase: Sendable, CustomStringConvertible {
    var width: CGFloat
    var sections: [SectionCase]
    var queries: [CGRect]

    struct SectionCase: Sendable {
        var inset: EdgeInsets
        var interitem: CGFloat
        var line: CGFloat
        var sizes: [CGSize]
        var header: Bool
    }

    var description: String {
        "width \(width)\n"
            + sections.map {
                "inset \($0.inset) gap \($0.interitem)/\($0.line) sizes \($0.sizes.map { "\($0.width)x\($0.height)" })"
            }.joined(separator: "\n")
    }

    static func random(using rng: inout some RandomNumberGenerator) -> LayoutCase {
        func value(_ range: ClosedRange<Int>) -> CGFloat {
            CGFloat(Int.random(in: range, using: &rng))
        }
        let width = value(0...400)
        let sections = (0..<Int.random(in: 0...5, using: &rng)).map { _ in
            SectionCase(
                inset: EdgeInsets(
                    top: value(0...20), left: value(0...30), bottom: value(0...20),
                    right: value(0...30)),
                interitem: value(0...15), line: value(0...15),
                sizes: (0..<Int.random(in: 0...12, using: &rng)).map { _ in
                    CGSize(
                        width: Bool.random(using: &rng) ? value(0...500) : value(0...120),
                        height: value(0...80))
                },
                header: Bool.random(using: &rng))
        }
        let queries = (0..<8).map { _ in
            CGRect(
                x: value(-50...400), y: value(-50...1500), width: value(0...300),
                height: value(0...400))
        }
        return LayoutCase(width: width, sections: sections, queries: queries)
    }
}

private final class Header: CollectionSupplementaryViewDescribable {
    let cellStorage = CellStorage()
    func getAdapter() -> CollectionAdapter { TestAdapter(content: 0) }
    func frame(_ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable)
        -> CGRect
    {
        CGRect(x: 0, y: -10, width: 50, height: 10)
    }
}

private final class SectionBackgrounds: FlowLayout {
    override func prepare() throws(CollorError) {
        try super.prepare()
        for index in collectionData.sections.indices {
            guard let frame = frameOfCells(inSection: index) else { continue }
            var background = LayoutAttributes(
                forDecorationViewOfKind: "background", with: IndexPath(item: 0, section: index),
                frame: frame.insetBy(dx: -3, dy: -3))
            background.uid = "S\(index)/background"
            decorationViewsHandler.add(attributes: background)
        }
    }
}

private func build(_ layoutCase: LayoutCase) throws -> SectionBackgrounds {
    let data = CollectionData()
    data.sections = layoutCase.sections.enumerated().map { index, section in
        let descriptor = SpacedSection(
            inset: section.inset, interitem: section.interitem, line: section.line
        ).uid("S\(index)")
        descriptor.cells = section.sizes.map { SizedCell($0.width, $0.height) }
        if section.header { descriptor.supplementaryViews["header"] = [Header()] }
        return descriptor
    }
    data.computeIndices()
    let layout = SectionBackgrounds(
        collectionView: CollectionView(width: layoutCase.width, height: 600), collectionData: data)
    try layout.prepare()
    return layout
}

private let layoutCases = Generator<LayoutCase, Shrink.None<LayoutCase>> { seeded in
    var rng = SplitMix64(seed: seeded.next())
    return LayoutCase.random(using: &rng)
}

@Suite struct LayoutPropertyTests {
    @Test func cellsNeverOverlapStayInsideAndKeepTheModelsOrder() async {
        await propertyCheck(count: 1_000, input: layoutCases) { layoutCase in
            guard let layout = try? build(layoutCase) else {
                Issue.record("prepare failed\n\(layoutCase)")
                return
            }
            let epsilon: CGFloat = 1e-6
            var previousSectionBottom: CGFloat = 0
            for (section, spec) in layoutCase.sections.enumerated() {
                let cells = frames(layout, section: section)
                #expect(cells.count == spec.sizes.count, "every cell placed\n\(layoutCase)")
                for frame in cells {
                    #expect(
                        frame.minX >= spec.inset.left - epsilon
                            && frame.maxX <= max(
                                layoutCase.width - spec.inset.right, spec.inset.left) + epsilon,
                        "inside\n\(layoutCase)")
                    #expect(
                        frame.minY >= previousSectionBottom - epsilon,
                        "below the previous section\n\(layoutCase)")
                }
                var bottomSoFar = -CGFloat.infinity
                for (first, second) in zip(cells, cells.dropFirst()) {
                    bottomSoFar = max(bottomSoFar, first.maxY)
                    // Either further right on the same line, or below everything before it.
                    let sameLine =
                        second.minX >= first.maxX - epsilon && second.minY < first.maxY + epsilon
                        && first.minY < second.maxY + epsilon
                    let nextLine = second.minY >= bottomSoFar - epsilon
                    #expect(
                        sameLine || nextLine, "reading order \(first) then \(second)\n\(layoutCase)"
                    )
                }
                for i in cells.indices {
                    for j in cells.indices where j > i {
                        let overlap = cells[i].intersection(cells[j])
                        #expect(
                            overlap.isNull || overlap.width * overlap.height < epsilon,
                            "overlap \(cells[i]) \(cells[j])\n\(layoutCase)")
                    }
                }
                previousSectionBottom = max(
                    previousSectionBottom, cells.map(\.maxY).max() ?? previousSectionBottom)
            }
            #expect(layout.collectionViewContentSize.height >= previousSectionBottom - epsilon)
        }
    }

    @Test func visibleRectQueryReturnsExactlyWhatALinearScanReturns() async {
        await propertyCheck(count: 1_000, input: layoutCases) { layoutCase in
            guard let layout = try? build(layoutCase) else {
                Issue.record("prepare failed\n\(layoutCase)")
                return
            }
            let all = layout.allAttributes
            for query in layoutCase.queries + [
                CGRect(
                    x: 0, y: 0, width: layoutCase.width,
                    height: layout.collectionViewContentSize.height)
            ] {
                let expected = all.filter { $0.frame.intersects(query) }
                #expect(
                    layout.layoutAttributesForElements(in: query) == expected,
                    "query \(query)\n\(layoutCase)")
            }
        }
    }
}
