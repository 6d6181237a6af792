import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// Doc comments with Doxygen commands and directives docc does not know, as docc 6.3.1 shows
/// them for `__Fixtures__/docc-doxygen` (its `docc.json`, written by `scripts/docc-doxygen.py`):
/// `@param x` and `\param x` are parameters, `@returns` the return value, `@discussion` its
/// text, `@note` a note; `@see Other` and `@warning text` show nothing; in code, nothing is a
/// command.
@Suite struct DoxygenMarkupTests {
    private static let folder = Fixtures.folder.appendingPathComponent("docc-doxygen")

    private struct Page: Decodable, Equatable {
        var abstract: String?
        var discussion: String?
        var asides: [[String]]
        var parameters: [[String]]
        var returns: String?
    }
    private struct Answer: Decodable { var pages: [String: Page] }

    /// Each symbol page's sections in the report, as the fixture script records docc's.
    private static func shown(_ record: PageRecord) -> Page {
        let own = record.sections.filter { $0.symbol == nil }
        let discussion = own.filter { $0.kind == .discussion }.compactMap(\.text)
        return Page(
            abstract: own.first { $0.kind == .abstract }?.text,
            discussion: discussion.isEmpty ? nil : discussion.joined(separator: " "),
            asides: own.filter { $0.kind == .aside }.map { [$0.style ?? "", $0.text ?? ""] },
            parameters: own.first { $0.kind == .parameters }?.items.map { [$0.name, $0.text] }
                ?? [],
            returns: own.first { $0.kind == .returns }?.text)
    }

    @Test func doxygenCommandsAndUnknownDirectivesShowAsInDocC() throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("docc.json"))
        let answers = try JSONDecoder().decode(Answer.self, from: data).pages
        let (report, _, scratch) = try ScratchSite.buildCatalog(
            ScratchSite.catalogFiles(in: Self.folder), module: "Demo",
            symbolGraphs: [Self.folder.appendingPathComponent("Demo.symbols.json")],
            configure: { $0.recordsPages = true })
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        for (path, docc) in answers.sorted(by: { $0.key < $1.key }) {
            let record = try #require(
                report.pageRecords.first { $0.title == path },
                "\(path) \(report.pageRecords.map(\.title))")
            #expect(Self.shown(record) == docc, "\(path)")
        }
    }

    /// Line for line, so that positions in the `.swift` file hold; a command's text stays.
    @Test func commandsAreWrittenAsTheMarkdownCollorReads() {
        #expect(
            DoxygenMarkup.markdown("A.\n\n@param x The x.\n  \\returns Y.\n@see Z\n@Comment { c }")
                == "A.\n\n- Parameter x: The x.\n  - Returns: Y.\n\n@Comment { c }")
        #expect(DoxygenMarkup.markdown("A.\n@discussion B.") == "A.\n\nB.")
        #expect(DoxygenMarkup.markdown("```\n@see Z\n```") == "```\n@see Z\n```")
        #expect(DoxygenMarkup.markdown("Mail me@example.com") == "Mail me@example.com")
    }

    /// A place in the markdown read back to where it was written in the comment: the text after
    /// a command and a parameter's name keep their columns (docc's are the comment's), a blank
    /// line added before `@discussion` is the line after it, and the end of an item followed by
    /// blank lines and a directive is the end of its text, as swift-markdown ends it there.
    @Test func aPlaceInTheMarkdownIsWhereTheCommentWroteIt() throws {
        let comment = "A.\n@discussion B.\n\n@param frist The first,\n  and more.\n\n@see Z"
        let lines = try #require(DoxygenMarkup.lines(comment))
        #expect(
            lines.map(\.text)
                == ["A.", "", "B.", "", "- Parameter frist: The first,", "  and more.", "", ""])
        let written = comment.split(separator: "\n", omittingEmptySubsequences: false)
        let place = { (line: Int, column: Int) -> String in
            let found = DoxygenMarkup.sourcePosition(
                line: line, column: column, in: lines, comment: written)
            return "\(found.line):\(found.column)"
        }
        // `frist` is at column 13 of `- Parameter frist:`, column 8 of `@param frist`.
        #expect(place(5, 13) == "4:8")
        // The text after the command: one past `The first,` is one past the line in both (23
        // bytes in the comment).
        #expect(place(5, 30) == "4:24")
        // The added blank line is the `@discussion` line; `B.` keeps its column (12 there).
        #expect(place(2, 1) == "2:1")
        #expect(place(3, 1) == "2:13")
        // The item's end on the blank line before `@see`: the end of `  and more.`.
        #expect(place(7, 1) == "5:12")
        // A line written as it was keeps its place.
        #expect(place(1, 2) == "1:2")
    }
}
