import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// A parameter's, a Return Value's and an aside's first word as docc 6.3.1 shows it
/// (`__Fixtures__/docc-capitalization`, written by `scripts/docc-prose-text.py`): capitalised
/// when it is all lowercase letters and punctuation (`the` → `The`, `twenty-one` →
/// `Twenty-One`, `e.g.` → `E.G.`), as written otherwise (`iOS`, `42`, code, emphasis, a link).
@Suite struct FirstWordCapitalizationTests {
    private static let folder = Fixtures.folder.appendingPathComponent("docc-capitalization")

    private struct Page: Decodable { var blocks: [String] }
    private struct Answer: Decodable { var pages: [String: Page] }

    @Test func parametersReturnValueAndAsidesStartAsDocCShowsThem() throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("docc.json"))
        let answers = try JSONDecoder().decode(Answer.self, from: data).pages
        let (report, output, scratch) = try ScratchSite.buildCatalog(
            ScratchSite.catalogFiles(in: Self.folder), module: "Demo",
            symbolGraphs: [Self.folder.appendingPathComponent("Demo.symbols.json")])
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        let capitalised = try #require(answers["capitalised(a:b:c:d:e:f:g:h:i:j:k:l:m:n:o:p:)"])
        let asides = try #require(answers["asides()"])
        for (page, blocks) in [
            // The abstract stays as written; the discussion's first paragraph, which docc
            // capitalises on symbol pages only, is left out (not done here yet).
            (
                "api/Demo/capitalised-28a-3Ab-3Ac-3Ad-3Ae-3Af-3Ag-3Ah-3Ai-3Aj-3Ak-3Al-3Am-3An"
                    + "-3Ao-3Ap-3A-29.html",
                capitalised.blocks.filter { !$0.hasPrefix("The discussion") }
            ),
            ("api/Demo/asides-28-29.html", asides.blocks),
        ] {
            let shown = SmartPunctuationTests.text(ScratchSite.article(of: page, in: output))
            #expect(!shown.isEmpty, "\(page)")
            for block in blocks { #expect(shown.contains(block), "\(page): \(block)") }
        }
    }
}
