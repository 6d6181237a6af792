import Foundation
import Testing

@testable import CollorMarkdown

/// A Topics entry that links a heading of a page (`<doc:Article#Sub-Section>`) is warned about
/// where docc 6.3.1 warns (`__Fixtures__/DocCDiagnostics/Sections.diagnostics.json`, written by
/// `scripts/docc-diagnostics-fixtures.sh`): a heading curates nothing. The same link in prose
/// is no curation, and the entry is still shown, as docc shows it.
@Suite struct SectionLinkInTopicsTests {
    typealias Place = DocCDiagnosticFixture.Place

    @Test func aHeadingInTopicsIsWarnedAboutAsDoccWarns() throws {
        let fixture = try DocCDiagnosticFixture("Sections")
        let docc = fixture.docc
        let context = MarkdownContext(
            file: "Sections.md", resolveLink: { _, _ in .rewrite("x.html") },
            resolveDocument: { name, anchor in
                .titled("article.html" + (anchor.map { "#" + $0 } ?? ""), title: "Article")
            },
            resolveSymbol: { path in .failure(.unresolvedSymbol(path)) })
        let rendered = renderDialect(fixture.markdown, context: context)
        let collor = rendered.warnings.map { warning in
            Place(line: warning.line, column: warning.column, summary: warning.message)
        }
        // docc's summary opens collor's message, which says what to do instead.
        #expect(collor.map { "\($0.line):\($0.column)" } == docc.map { "\($0.line):\($0.column)" })
        for (ours, theirs) in zip(collor, docc) {
            let opening = theirs.summary.replacingOccurrences(
                of: "The content", with: "the content")
            #expect(ours.summary.hasPrefix(opening), "\(ours)")
            #expect(rendered.warnings.first?.reason.identifier == "topics.sectionLink")
        }
        #expect(rendered.html.contains("href=\"article.html#Sub-Section\""))
    }
}
