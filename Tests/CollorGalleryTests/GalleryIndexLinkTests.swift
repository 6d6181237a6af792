import Collor
import CollorHTML
import Foundation
import Testing

@testable import CollorGallery

/// The gallery index links each gallery's page through the one URL encoder: a name that reads
/// as a scheme, a fragment or a query is linked as the file written.
@Suite struct GalleryIndexLinkTests {
    private struct NoteAdapter: CollectionAdapter, Diffable, Equatable { var text: String }

    private struct NoteCell: CollectionCellAdaptable {
        var text = ""
        mutating func update(with adapter: NoteAdapter) { text = adapter.text }
        func render(into html: inout HTMLWriter) { html.element("p") { $0.text(text) } }
    }

    private final class NoteSection: CollectionSectionDescribable {
        let sectionStorage = SectionStorage()
    }

    private final class NoteData: CollectionData {
        override func reloadData() {
            super.reloadData()
            sections = [
                NoteSection().uid("notes").reloadSection { cells in
                    cells = [
                        CollectionCellDescriptor<NoteCell>(adapter: NoteAdapter(text: "a"))
                            .uid("a")
                    ]
                }
            ]
        }
    }

    private struct Named: Gallery {
        var name: String
        var title: String { "Named" }
        var summary: String { "" }
        func makeModel() -> NoteData {
            let data = NoteData()
            data.reloadData()
            return data
        }
    }

    @Test func everyGalleryIsLinkedAsAPathToItsFile() throws {
        let names = ["javascript:alert(1)", "hash#tag", "what?q", "per%41cent", "two words"]
        let rendering = GalleryWriter(folder: URL(fileURLWithPath: "/unused"), fontFile: nil)
            .render(names.map { Named(name: $0) })
        #expect(rendering.report.failures == [])
        let index = String(decoding: rendering.files["index.html"] ?? [], as: UTF8.self)
        let hrefs = index.components(separatedBy: "<a href=\"").dropFirst().map {
            String($0.prefix { $0 != "\"" })
        }
        #expect(hrefs.count == names.count)
        for href in hrefs {
            #expect(URLSafety.scheme(of: href) == nil, "\(href)")
            #expect(!href.contains("#") && !href.contains("?"), "\(href)")
            let file = try #require(href.removingPercentEncoding)
            #expect(rendering.files[file] != nil, "\(href) reaches no page")
        }
    }
}
