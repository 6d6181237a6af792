import Foundation
import Testing

@testable import CollorMarkdown

/// An argument a directive does not take is warned about as docc 6.3.1 warns, in its words and
/// at its place (`__Fixtures__/DocCDiagnostics/Arguments.diagnostics.json`, written by
/// `scripts/docc-diagnostics-fixtures.sh`): settings, their children and layout directives
/// alike; `@Comment` takes anything.
@Suite struct UnknownArgumentTests {
    typealias Place = DocCDiagnosticFixture.Place

    @Test func everyUnknownArgumentIsDoccsWarning() throws {
        let fixture = try DocCDiagnosticFixture("Arguments")
        // docc reports a child of `@Metadata` twice (it reads `@Metadata` twice); once is enough.
        let docc = Set(fixture.docc)
        let context = MarkdownContext(
            file: "Arguments.md", resolveLink: { _, _ in .rewrite("x.html") },
            resolveDocument: { _, _ in .titled("arguments.html", title: "Arguments") },
            resolveSymbol: { path in .failure(.unresolvedSymbol(path)) })
        let rendered = renderDialect(fixture.markdown, context: context)
        let prefix = "directive shown without what is wrong: "
        let collor = rendered.warnings.map { warning in
            Place(
                line: warning.line, column: warning.column,
                summary: String(warning.message.dropFirst(prefix.count)))
        }
        #expect(rendered.warnings.allSatisfy { $0.message.hasPrefix(prefix) })
        #expect(collor.count == docc.count)
        #expect(Set(collor) == docc)
        // The arguments are ignored, not the directives: the row and its columns are shown.
        #expect(rendered.html.contains("<div class=\"column\""))
        #expect(rendered.html.contains("Small print."))
    }
}
