import Collor
import CollorGallery
import CollorHTML
import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// A gallery's warnings (a declared text its view clips) are the build's: listed with the
/// others under their identifier, and errors under `--strict` (issue 37, item 2).
@Suite struct GalleryWarningsInTheBuildTests {
    private struct Adapter: CollectionAdapter, Diffable, Equatable { var text: String }

    /// One 14-point text on 20-point lines.
    private struct Label: CollectionCellAdaptable {
        var adapter = Adapter(text: "")
        mutating func update(with adapter: Adapter) { self.adapter = adapter }
        var texts: [CellText] {
            [CellText(adapter.text, style: TextStyle(fontSize: 14, lineHeight: 20))]
        }
    }

    /// 20 points high whatever its text needs.
    private final class Cell: CollectionCellDescriptor<Label> {
        override func size(
            _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
        ) -> CGSize {
            CGSize(width: collectionView.bounds.width, height: 20)
        }
    }

    private final class Section: CollectionSectionDescribable {
        let sectionStorage = SectionStorage()
    }

    static let long = String(repeating: "A title far too long for one line ", count: 4)

    private final class Shelf: CollectionData {
        override init() {
            super.init()
            let section = Section().uid("s")
            section.cells = [
                Cell(adapter: Adapter(text: GalleryWarningsInTheBuildTests.long)).uid("b")
            ]
            sections = [section]
        }
    }

    private struct ShelfGallery: Gallery {
        var name: String { "shelf" }
        var title: String { "Shelf" }
        var summary: String { "One label too long for its cell." }
        var widths: [CGFloat] { [200] }
        func makeModel() -> Shelf { Shelf() }
        func play(_ scenario: GalleryScenario<Self>) throws {}
    }

    @Test func aClippedTextWarnsAndFailsAStrictBuild() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let docs = scratch.url.appendingPathComponent("docs")
        try ScratchSite.write(["index.md": "# Shelf\n\n```gallery shelf\n```\n"], into: docs)
        let galleries = LiveGalleries([ShelfGallery()], fontFile: nil)
        #expect(galleries.warnings.count == 1)
        for strict in [false, true] {
            let site = try PackageSite(
                options: PackageSite.Options(root: scratch.url, source: docs.path, strict: strict),
                galleries: galleries)
            let report = try SiteBuilder(configuration: site.configuration).build()
            let found = (strict ? report.errors : report.warnings).filter {
                $0.reason.identifier == "gallery.warning"
            }
            #expect(found.count == 1, "strict: \(strict)")
            #expect(found.first?.file == "galleries")
            #expect(
                found.first?.message.hasPrefix(
                    "Shelf: gallery shelf, Initial state, width 200, light: text \"\(Self.long)\" "
                        + "in s/b does not fit") == true, "\(found)")
            #expect(report.errors.isEmpty != strict)
        }
    }
}
