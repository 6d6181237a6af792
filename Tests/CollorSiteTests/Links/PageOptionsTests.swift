import CollorSiteTestSupport
import Foundation
import Testing

@testable import CollorSite

/// `@Options { @AutomaticSeeAlso(disabled) }` as docc 6.3.1 reads it
/// (`__Fixtures__/docc-options/docc.json`, written by `scripts/docc-options.py`): the article
/// that says it shows no See Also, the others of its group still do; with `scope: global` in the
/// root page, no page of the catalog shows one.
@Suite struct PageOptionsTests {
    private static let folder = Fixtures.folder.appendingPathComponent("docc-options")

    @Test(arguments: ["Local", "Global"])
    func seeAlsoIsShownWhereDoccShowsIt(catalog: String) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("docc.json"))
        let object = try #require(
            try JSONSerialization.jsonObject(with: data) as? [String: [String: [String: Any]]])
        let answers = try #require(object[catalog])
        let source = Self.folder.appendingPathComponent(catalog + ".docc")
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
            files[name] = readText(source.appendingPathComponent(name))
        }
        let (report, output, scratch) = try ScratchSite.buildCatalog(files, module: catalog)
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        var checked = 0
        for (name, text) in files where name != "Root.md" {
            let title = String(text.prefix { $0 != "\n" }.dropFirst(2))
            let answer = try #require(answers[title], "\(title)")
            let html = readText(
                output.appendingPathComponent(catalog + "/" + name.dropLast(3) + ".html"))
            let groups = html.components(separatedBy: "<section class=\"see-also\">").dropFirst()
                .flatMap { section in
                    section.components(separatedBy: "<h3>").dropFirst().map {
                        String($0.prefix { $0 != "<" })
                    }
                }
            #expect(groups == answer["seeAlso"] as? [String], "\(catalog) \(title)")
            checked += 1
        }
        #expect(checked == files.count - 1)
        #expect(
            answers.values.contains { ($0["seeAlso"] as? [String])?.isEmpty == false }
                == (catalog == "Local"))
    }
}
