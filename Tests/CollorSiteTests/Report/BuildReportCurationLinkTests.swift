import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// The link occurrences the build report lists for a type page whose extension file curates
/// another type and a member, against what `docc convert` 6.3.1 counts for
/// `__Fixtures__/docc-curation-links` (its `docc.json`, written by
/// `scripts/docc-curation-links.py`): each Topics item once, where the extension file writes it.
@Suite struct BuildReportCurationLinkTests {
    private static let fixture = Fixtures.folder.appendingPathComponent("docc-curation-links")

    /// The report's links of `api/Demo/Shelf.html`, as (file name, line, target page).
    private func shelfLinks() throws -> [(file: String, line: Int, page: String)] {
        let (report, _, scratch) = try ScratchSite.buildCatalog(
            ScratchSite.catalogFiles(in: Self.fixture), module: "Demo",
            symbolGraphs: SiteConfiguration.symbolGraphs(in: Self.fixture, module: "Demo"),
            configure: { $0.recordsPages = true })
        defer { scratch.remove() }
        let page = try #require(report.pageRecords.first { $0.path == "api/Demo/Shelf.html" })
        return page.links.map {
            (($0.file as NSString).lastPathComponent, $0.line, $0.target?.page ?? "")
        }
    }

    /// docc's link targets of a page of the fixture, as its `docc.json` records them.
    private func doccLinks(of path: String) throws -> [String] {
        let data = try Data(contentsOf: Self.fixture.appendingPathComponent("docc.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(object[path] as? [String])
    }

    /// `- ``Book``` in Shelf.md's Topics is one link, as docc counts it, at the line it is
    /// written: the type page shows it as a link of its Topics group, which is not a second
    /// occurrence (it used to be listed again at the generated page's own line).
    @Test func anExtensionFilesTopicsItemIsOneLinkOccurrence() throws {
        let links = try shelfLinks()
        // docc: the Shelf page's and its member's (add()'s doc comment) links together, as
        // collor shows the member on its type's page.
        let docc = try doccLinks(of: "Shelf") + doccLinks(of: "Shelf/add()")
        let books = links.filter { $0.page == "api/Demo/Book.html" }
        #expect(books.count == docc.filter { $0 == "Book" }.count)
        #expect(links.count == docc.count)
        #expect(books.contains { $0.file == "Shelf.md" && $0.line == 7 })
        #expect(!books.contains { $0.file.hasSuffix("(generated from the symbol graph)") })
    }
}
