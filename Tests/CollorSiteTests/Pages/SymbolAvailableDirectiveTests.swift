import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// `@Available` in a symbol's extension file as docc 6.3.1 lists it (`__Fixtures__/
/// docc-symbol-available`, written by `scripts/docc-symbol-available.py`): the directives stand
/// for the symbol graph's platforms and the `Info.plist` defaults whole, and iOS lends its
/// version to no other platform there, as it does on an article.
@Suite struct SymbolAvailableDirectiveTests {
    private static let folder = Fixtures.folder.appendingPathComponent("docc-symbol-available")

    @Test func anExtensionFilesDirectivesReplaceTheSymbolsPlatforms() throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("docc.json"))
        let answers = try #require(
            try JSONSerialization.jsonObject(with: data) as? [String: [String]])
        let (report, output, scratch) = try ScratchSite.buildCatalog(
            Fixtures.catalogFiles(Self.folder.appendingPathComponent("Demo.docc")),
            module: "Demo",
            symbolGraphs: [Self.folder.appendingPathComponent("Demo.symbols.json")])
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        for title in ["Thing", "Other"] {
            let html = readText(output.appendingPathComponent("api/Demo/\(title).html"))
            // The pills above the title: each platform, and its version when it has one.
            let list = try #require(
                html.firstMatch(of: /<ul class="availability"[^>]*>\n((?:<li>[^\n]*\n)*)<\/ul>/),
                "\(title)")
            let pills = list.output.1.matches(of: /<li>([^<]*?)(?: ([0-9.]+)\+)?<\/li>/).map {
                "\($0.output.1) \($0.output.2 ?? "")"
            }
            #expect(pills == answers[title], "\(title)")
        }
    }
}
