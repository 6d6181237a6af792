import Foundation
import Testing

@testable import CollorMarkdown

/// Where a broken `<doc:>` or symbol link is reported: where docc 6.3.1 reports it
/// (`__Fixtures__/DocCDiagnostics/Positions.diagnostics.json`, written by
/// `scripts/docc-diagnostics-fixtures.sh`), on every line of a paragraph, a list item and a
/// quote, not only the first: a `doc:` link's name, a missing heading's anchor, a symbol link's
/// name after its backticks.
@Suite struct DocCDiagnosticPositionsTests {
    @Test func brokenLinksAreReportedAtDoccsLineAndColumn() throws {
        let fixture = try DocCDiagnosticFixture("Positions")
        let context = MarkdownContext(
            file: "Positions.md", resolveLink: { _, _ in .rewrite("x.html") },
            resolveDocument: { name, anchor in
                // The page itself exists; every other page is missing.
                guard let anchor, name == "Positions" else {
                    return .failure(.brokenLink("doc:" + name))
                }
                return .failure(.missingAnchor("doc:\(name)#\(anchor)"))
            },
            resolveSymbol: { path in .failure(.unresolvedSymbol(path)) })
        let rendered = renderDialect(fixture.markdown, context: context)
        let collor = rendered.warnings.map { "\($0.line):\($0.column)" }
        #expect(collor == fixture.docc.map { "\($0.line):\($0.column)" })
    }
}
