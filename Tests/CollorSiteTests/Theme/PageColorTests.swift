import CollorSiteTestSupport
import Foundation
import Testing

@testable import CollorSite

/// `@PageColor` as docc 6.3.1 reads it (`__Fixtures__/docc-page-color/docc.json`, written by
/// `scripts/docc-page-color.py`): a colour docc knows colours the page's header, a name it does
/// not know and a page without one show none; the unknown name is docc's warning, at its place.
@Suite struct PageColorTests {
    private static let folder = Fixtures.folder.appendingPathComponent("docc-page-color")

    @Test func pagesAreColouredWhereDoccColoursThem() throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("docc.json"))
        let answers = try #require(
            try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let files = try ScratchSite.catalogFiles(in: Self.folder)
        let (report, output, scratch) = try ScratchSite.buildCatalog(files, module: "Demo")
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        for name in files.keys.sorted() {
            let title = String(name.dropLast(3))
            let html = readText(output.appendingPathComponent("Demo/" + title + ".html"))
            let shown = html.firstMatch(of: /<div class="page-color page-color-([a-z]+)"/)
                .map { String($0.output.1) }
            #expect(shown == answers[title] as? String, "\(title)")
        }
        #expect(answers["Colored"] as? String == "purple")
        // docc reports the unknown name twice at one place; here once, in docc's words.
        let warnings = try #require(answers["warnings"] as? [[String: Any]])
        let expected = Set(
            warnings.map { warning in
                "Demo.docc/\(warning["file"] ?? ""):\(warning["line"] ?? ""):"
                    + "\(warning["column"] ?? ""): directive shown without what is wrong:"
                    + " \(warning["summary"] ?? "")"
            })
        #expect(expected.count == 1)
        let shown = report.warnings.map { String($0.description.prefix(while: { $0 != "(" })) }
        #expect(shown.map { $0.trimmingCharacters(in: .whitespaces) } == expected.sorted())
    }
}
