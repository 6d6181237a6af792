import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// A catalog's `CDDefaultCodeListingLanguage` against docc 6.3.1 (`__Fixtures__/
/// docc-default-language`, written by `scripts/docc-default-language.py`): docc gives it to the
/// fences of its module's doc comments too, a curated member's as its type's.
@Suite struct DefaultCodeLanguageTests {
    private static let folder = Fixtures.folder.appendingPathComponent("docc-default-language")

    /// docc's answer: each symbol's code listings' languages, in order.
    private static func docc() throws -> [String: [String]] {
        let data = try Data(contentsOf: folder.appendingPathComponent("docc.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: [String]])
    }

    private static func catalog() throws -> [String: String] {
        try Fixtures.catalogFiles(folder.appendingPathComponent("Demo.docc"))
    }

    @Test func docCommentFencesTakeTheCatalogsDefault() throws {
        let answers = try Self.docc()
        let (report, output, scratch) = try ScratchSite.buildCatalog(
            Self.catalog(), module: "Demo",
            symbolGraphs: [Self.folder.appendingPathComponent("Demo.symbols.json")])
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        let page = ScratchSite.article(of: "api/Demo/Basket.html", in: output)
        // The doc comments' blocks, not the declarations (highlighted Swift, a keyword first).
        let languages = page.matches(
            of: /<pre><code(?: class="language-([a-z]+)")?>(?!<span class="k">)/
        ).map { $0.output.1.map(String.init) ?? "none" }
        // The type's fence, then its curated member's, on the type's page.
        let expected = try #require(answers["Basket"]) + #require(answers["Basket/add(_:)"])
        #expect(languages == expected)
        #expect(expected == ["python", "python"])
    }
}
