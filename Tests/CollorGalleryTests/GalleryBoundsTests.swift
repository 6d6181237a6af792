import Collor
import CollorHTML
import CollorTestSupport
import Foundation
import Testing

@testable import CollorGallery

/// A gallery's memory is bounded by a documented item count, and its data by a documented size,
/// each an error that says where (hostile-input round three, row 13: 40,000 colours took 0.9 GB
/// and wrote an 81 MB page, with no bound).
@Suite struct GalleryBoundsTests {
    private struct Adapter: CollectionAdapter, Diffable, Equatable { var number: Int }

    private struct Cell: CollectionCellAdaptable {
        var number = 0
        mutating func update(with adapter: Adapter) { number = adapter.number }
        func render(into html: inout HTMLWriter) { html.text("\(number)") }
    }

    private final class Descriptor: CollectionCellDescriptor<Cell> {}

    private final class Section: CollectionSectionDescribable {
        let sectionStorage = SectionStorage()
    }

    private final class Numbers: CollectionData {
        init(_ count: Int) {
            super.init()
            let section = Section().uid("numbers")
            section.cells = (0..<count).map {
                Descriptor(adapter: Adapter(number: $0)).uid("\($0)")
            }
            sections = [section]
        }
    }

    /// `count` items, then a step that adds `added` after the first.
    private struct NumbersGallery: Gallery {
        var count: Int
        var added = 0
        var name: String { "numbers" }
        var title: String { "Numbers" }
        var summary: String { "Many numbers." }
        var widths: [CGFloat] { [300] }

        func makeModel() -> Numbers { Numbers(count) }

        func play(_ scenario: GalleryScenario<Self>) throws {
            guard added > 0, let first = scenario.model.sections[0].cells.first else { return }
            let cells = (0..<added).map {
                Descriptor(adapter: Adapter(number: count + $0)).uid("\(count + $0)")
            }
            try scenario.record("append") { try $0.append(cells: cells, after: first) }
        }
    }

    @Test func aGalleryAtTheBoundRecordsAndOnePastItIsAnError() throws {
        let limit = NumbersGallery.maximumItems
        let recording = try NumbersGallery(count: limit).record()
        #expect(recording.states(atWidth: 300)?.first?.elements.count == limit)
        #expect(
            throws: GalleryError.tooManyItems(
                gallery: "numbers", step: "Initial state", count: limit + 1, limit: limit)
        ) {
            try NumbersGallery(count: limit + 1).record()
        }
    }

    @Test func aStepThatGrowsPastTheBoundIsAnErrorNamingIt() {
        let limit = NumbersGallery.maximumItems
        #expect(
            throws: GalleryError.tooManyItems(
                gallery: "numbers", step: "append", count: limit + 2, limit: limit)
        ) {
            try NumbersGallery(count: limit - 3, added: 5).record()
        }
    }

    @Test func aDataFileOverTheBoundIsAnErrorNamingIt() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let file = scratch.url.appendingPathComponent("colors.json")
        let entries = Array(repeating: "\"84764d\"", count: GalleryData.maximumBytes / 9 + 1)
        try Data(("[" + entries.joined(separator: ",") + "]").utf8).write(to: file)
        let size = try #require(
            try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int)
        #expect(size > GalleryData.maximumBytes)
        #expect(
            throws: GalleryError.badData(
                file: "Data/colors.json", line: 1, column: 1,
                reason:
                    "\(size) bytes, over the bound of \(GalleryData.maximumBytes) bytes for gallery data"
            )
        ) {
            _ = try GalleryData.decode(
                [String].self, from: file, displayPath: "Data/colors.json")
        }
        try Data("[\"84764d\"]".utf8).write(to: file)
        #expect(try GalleryData.decode([String].self, from: file) == ["84764d"])
    }
}
