import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// Mentioned In against docc 6.3.1's render JSON for the same catalog and symbol graph
/// (`__Fixtures__/docc-mentions`, written by `scripts/docc-mentions.py`): a link in an
/// article's abstract weighs 2, one in its discussion 1; See Also, `@Comment`, `<doc:>` links,
/// extension files, the root page and an article with Topics (a collection) do not count; ties
/// go by the article's name, byte by byte (`Zoning` before `baking`). A mention of the module
/// (``` ``Demo`` ``` in `Carrying`) is listed on its page, the catalog's root page.
@Suite struct MentionedInTests {
    private static let folder = Fixtures.folder.appendingPathComponent("docc-mentions")

    /// docc's answer: each symbol's mentioning articles' titles, in order.
    private static func docc() throws -> [String: [String]] {
        let data = try Data(contentsOf: folder.appendingPathComponent("docc.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: [String]])
    }

    /// The titles a page's own Mentioned In lists (not its members'), in order.
    private func mentions(on page: String, in output: URL) -> [String] {
        let html = ScratchSite.article(of: page, in: output)
        guard
            let section = html.components(
                separatedBy: "<section class=\"mentioned-in\">\n<h2>"
            )
            .dropFirst()
            .first?.components(separatedBy: "</section>").first
        else { return [] }
        return section.matches(of: /<li><a href="[^"]*">([^<]*)<\/a><\/li>/).map {
            String($0.output.1)
        }
    }

    @Test func symbolPagesListTheArticlesDocCLists() throws {
        let answers = try Self.docc()
        let (report, output, scratch) = try ScratchSite.buildCatalog(
            ScratchSite.catalogFiles(in: Self.folder), module: "Demo",
            symbolGraphs: [Self.folder.appendingPathComponent("Demo.symbols.json")])
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        for (symbol, page) in [
            ("Basket", "Basket"), ("Shelf", "Shelf"), ("Crate", "Crate"), ("Demo", "index"),
        ] {
            let expected = try #require(answers[symbol], "\(symbol)")
            #expect(
                mentions(on: "api/Demo/\(page).html", in: output) == expected, "\(symbol)")
        }
        // The catalog's root page is docc's page of the module: it lists them too.
        #expect(mentions(on: "index.html", in: output) == answers["Demo"])
        // Articles' own pages show none.
        #expect(mentions(on: "Demo/Stocking.html", in: output).isEmpty)
    }
}
