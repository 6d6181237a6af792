import Collor
import CollorHTML
import Foundation
import Testing

@testable import CollorGallery

/// Declared texts are measured against their boxes at every width, step and variant of a
/// gallery; one a view clips is a warning naming all six (issue 37, item 2).
@Suite struct TextFitTests {
    private struct Adapter: CollectionAdapter, Diffable, Equatable {
        var text: String
        var lines: Int?
    }

    // snippet: cell
    /// One 14-point text on 20-point lines.
    private struct Cell: CollectionCellAdaptable {
        var adapter = Adapter(text: "")
        mutating func update(with adapter: Adapter) { self.adapter = adapter }
        var texts: [CellText] {
            [
                CellText(
                    adapter.text, style: TextStyle(fontSize: 14, lineHeight: 20),
                    className: "label", lines: adapter.lines)
            ]
        }
    }

    /// 20 points high whatever its text needs: the README's fixed-height mistake.
    private final class Descriptor: CollectionCellDescriptor<Cell> {
        override func size(
            _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
        ) -> CGSize {
            CGSize(width: collectionView.bounds.width, height: 20)
        }
    }
    // end snippet

    private final class Section: CollectionSectionDescribable {
        let sectionStorage = SectionStorage()
    }

    static let long =
        "Ursula K. Le Guin, Arthur Conan Doyle and Octavia E. Butler wrote the books on this shelf"

    /// Three labels; `counted`, in views that count the reads of their texts.
    private final class Shelf: CollectionData {
        init(counted: Bool = false) {
            super.init()
            let section = Section().uid("s")
            let adapters = [
                Adapter(text: "Ada"), Adapter(text: TextFitTests.long),
                Adapter(text: "Chen", lines: 1),
            ]
            section.cells = zip(adapters, ["a", "b", "c"]).map {
                adapter, uid -> CollectionCellDescribable in
                if counted {
                    return CollectionCellDescriptor<CountedCell>(adapter: adapter).uid(uid)
                }
                return Descriptor(adapter: adapter).uid(uid)
            }
            sections = [section]
        }
    }

    private struct ShelfGallery: Gallery {
        var counted = false
        var name: String { "shelf" }
        var title: String { "Shelf" }
        var summary: String { "Three labels." }
        var widths: [CGFloat] { [200, 400] }
        var variants: [TraitCollection] { [.standard, .largerText] }
        func makeModel() -> Shelf { Shelf(counted: counted) }
        func play(_ scenario: GalleryScenario<Self>) throws {
            let long = scenario.model.sections[0].cells[1]
            try scenario.record("b leaves") { try $0.remove(cells: [long]) }
        }
    }

    private struct Expected: Equatable, CustomStringConvertible {
        var step: String, width: CGFloat, variant: TraitCollection, uid: String, text: String
        var description: String { "\(step) \(width) \(variant) \(uid) \(text)" }
    }

    @Test func aClippedTextIsAWarningNamingItsGalleryStepWidthVariantUIDAndText() throws {
        let recording = try ShelfGallery().record()
        var found: [Expected] = []
        for warning in recording.warnings {
            guard
                case .textDoesNotFit(
                    let gallery, let step, let width, let variant, let uid, let text, let reason) =
                    warning
            else {
                Issue.record("unexpected warning \(warning)")
                continue
            }
            #expect(gallery == "shelf")
            // At the default size "Ada" and "Chen" fit and the long text needs more than one
            // 20-point line at both widths; at the larger size one line is 33 points high
            // (20 x 28 / 17), so every text's box ends below its 20-point cell.
            #expect(reason.hasSuffix("below the view's 20 pt"), "\(reason)")
            found.append(
                Expected(step: step, width: width, variant: variant, uid: uid, text: text))
        }
        let initial = "Initial state", large = TraitCollection.largerText
        let expected = [
            Expected(step: initial, width: 200, variant: .standard, uid: "s/b", text: Self.long),
            Expected(step: initial, width: 400, variant: .standard, uid: "s/b", text: Self.long),
            Expected(step: initial, width: 200, variant: large, uid: "s/a", text: "Ada"),
            Expected(step: initial, width: 200, variant: large, uid: "s/b", text: Self.long),
            Expected(step: initial, width: 200, variant: large, uid: "s/c", text: "Chen"),
            Expected(step: initial, width: 400, variant: large, uid: "s/a", text: "Ada"),
            Expected(step: initial, width: 400, variant: large, uid: "s/b", text: Self.long),
            Expected(step: initial, width: 400, variant: large, uid: "s/c", text: "Chen"),
            Expected(step: "b leaves", width: 200, variant: large, uid: "s/a", text: "Ada"),
            Expected(step: "b leaves", width: 200, variant: large, uid: "s/c", text: "Chen"),
            Expected(step: "b leaves", width: 400, variant: large, uid: "s/a", text: "Ada"),
            Expected(step: "b leaves", width: 400, variant: large, uid: "s/c", text: "Chen"),
        ]
        #expect(found == expected)
        let message = try #require(recording.warnings.first).description
        #expect(
            message.hasPrefix(
                "gallery shelf, Initial state, width 200, light: text \"\(Self.long)\" in s/b "
                    + "does not fit: its box ends at "))
    }

    /// Counts the reads of its views' texts: each read is one measuring of them.
    private final class Reads: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        var count: Int { lock.withLock { value } }
        func add() { lock.withLock { value += 1 } }
    }

    private static let reads = Reads()

    /// `Cell` that counts how often its texts are read.
    private struct CountedCell: CollectionCellAdaptable {
        var adapter = Adapter(text: "")
        mutating func update(with adapter: Adapter) { self.adapter = adapter }
        var texts: [CellText] {
            TextFitTests.reads.add()
            return [CellText(adapter.text, style: TextStyle(fontSize: 14, lineHeight: 20))]
        }
    }

    /// The fit check reuses the boxes the page was written with: a view's texts are measured
    /// once per state, width and variant (3 views and then 2, at 2 widths, in 2 variants), not
    /// once more for the check.
    @Test func aRecordingMeasuresEachTextOncePerStateWidthAndVariant() throws {
        var gallery = ShelfGallery()
        gallery.counted = true
        _ = try gallery.record()
        #expect(Self.reads.count == (3 + 2) * 2 * 2)
    }

    @Test func aTextSizedCellGrowsWithLargerTextAndFits() throws {
        let texts = [CellText("Illustrator", style: TextStyle(fontSize: 13, lineHeight: 24))]
        let standard = CellText.fittingHeight(texts, width: 100, traitCollection: .standard)
        let larger = CellText.fittingHeight(texts, width: 100, traitCollection: .largerText)
        // 13 x 28 / 17 = 21.4 -> 21 points on 40-point lines (24 x 28 / 17 = 39.5 -> 40).
        #expect(standard == 24)
        #expect(larger.truncatingRemainder(dividingBy: 40) == 0 && larger >= 40)
        let boxes = CellText.boxes(texts, width: 100, traitCollection: .largerText)
        #expect(boxes[0].style.fontSize == 21 && boxes[0].style.lineHeight == 40)
        #expect(boxes[0].clipping(inViewOf: CGSize(width: 100, height: larger)) == nil)
        #expect(boxes[0].clipping(inViewOf: CGSize(width: 100, height: 24)) != nil)
    }
}
