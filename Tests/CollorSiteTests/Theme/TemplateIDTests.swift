import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// No id twice on a page: the template's ids (`collor--content`) are none a heading takes, and
/// a heading named like a landmark (`## Content`) keeps its own anchor, as a DocC member named
/// `content` keeps DocC's (issue 34's rule 5).
@Suite struct TemplateIDTests {
    @Test func aHeadingNamedContentOrMenuDoesNotRepeatTheTemplatesIds() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let docs = scratch.url.appendingPathComponent("Docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        try "# Home\n\n## Content\n\n## Menu\n\nSee [the content](#content).\n".write(
            to: docs.appendingPathComponent("index.md"), atomically: true, encoding: .utf8)
        let output = scratch.url.appendingPathComponent("_site")
        let report = try SiteBuilder(
            configuration: SiteConfiguration(source: docs, output: output, siteTitle: "T")
        ).build()
        #expect(report.errors.isEmpty, "\(report.errors)")
        let page = readText(output.appendingPathComponent("index.html"))
        for id in PageTemplate.reservedIDs.sorted() {
            #expect(page.components(separatedBy: "id=\"\(id)\"").count <= 2, "\(id)")
        }
        #expect(page.contains("id=\"content\""))
        #expect(page.contains("id=\"menu\""))
        #expect(page.contains("<main id=\"collor--content\""))
    }
}
