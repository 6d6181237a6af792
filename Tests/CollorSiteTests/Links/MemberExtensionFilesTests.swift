import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// DocC rule 6: an extension file of a member (` # ``K/Shelf/add(_:)`` `) merges into the
/// member's section on its type's page, as docc merges it into the member's page, after the doc
/// comment by default and in its place with `mergeBehavior: override`. `__Fixtures__/
/// docc-member-extensions` holds the catalog and graph; `scripts/docc-member-extension-fixtures.sh`
/// recorded the pages docc wrote and each member page's text (`docc-answers.txt`).
@Suite struct MemberExtensionFilesTests {
    static let fixture = Fixtures.folder.appendingPathComponent("docc-member-extensions")

    static let answers = readText(fixture.appendingPathComponent("docc-answers.txt"))
        .split(separator: "\n").map(String.init)

    /// docc's abstract and paragraphs of `member`'s page, in order.
    static func texts(of member: String) -> [String] {
        let prefix = "member \(member) "
        return answers.filter { $0.hasPrefix(prefix) }.map {
            String($0.dropFirst(prefix.count).drop { $0 != " " }.dropFirst())
        }
    }

    /// The paragraphs of `member`'s section on the type's page: from its heading to the next.
    static func section(_ member: String, in html: String) -> [String] {
        guard let heading = html.range(of: "<code>\(member)</code></h3>") else { return [] }
        let rest = html[heading.upperBound...]
        let end = rest.range(of: "<h3")?.lowerBound ?? rest.range(of: "</article>")?.lowerBound
        let section = rest[..<(end ?? rest.endIndex)]
        return section.matches(of: /<p>(.*?)<\/p>/).map {
            String($0.output.1).replacing(/<[^>]*>/, with: "")
        }
    }

    @Test func eachMembersFileJoinsItsSectionAsDocCMergesIt() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        var configuration = SiteConfiguration(
            sources: [.catalog(Self.fixture.appendingPathComponent("K.docc"), module: "K")],
            output: scratch.url.appendingPathComponent("out"), siteTitle: "K",
            symbolGraphs: SiteConfiguration.symbolGraphs(in: Self.fixture, module: "K"))
        configuration.recordsPages = true
        let report = try SiteBuilder(configuration: configuration).build()
        #expect(report.errors.isEmpty && report.warnings.isEmpty, "\(report.warnings)")
        // docc writes no page of its own for an extension file; neither does collor.
        #expect(Self.answers.filter { $0.hasPrefix("page ") }.count == 5)
        let sources = report.pageRecords.compactMap(\.source)
        for file in ["Add.md", "Remove.md", "Clear.md"] {
            #expect(!sources.contains { $0.hasSuffix(file) }, "\(sources)")
        }
        let html = readText(configuration.output.appendingPathComponent("api/K/Shelf.html"))
        for member in ["add(_:)", "remove(_:)", "clear()"] {
            let expected = Self.texts(of: member)
            #expect(!expected.isEmpty)
            #expect(Self.section(member, in: html) == expected, "\(member)")
        }
    }

    /// The file's markdown after its title, its `@Metadata` left out and read for the merge.
    @Test func theMarkdownAfterTheTitleMergesAsItsMetadataSays() {
        let appended = MemberExtension(body: "# ``Shelf/add(_:)``\n\nMore.\n\nEven more.\n")
        #expect(appended.markdown == "More.\n\nEven more." && !appended.overrides)
        #expect(appended.documentation(merging: "Adds.") == "Adds.\n\nMore.\n\nEven more.")
        #expect(appended.documentation(merging: "") == "More.\n\nEven more.")
        let overriding = MemberExtension(
            body: "# ``Shelf/add(_:)``\n\n@Metadata {\n  @DocumentationExtension(mergeBehavior: "
                + "override)\n}\n\nOnly this.")
        #expect(overriding.markdown == "Only this." && overriding.overrides)
        #expect(overriding.documentation(merging: "Adds.") == "Only this.")
    }

    /// `@Metadata`'s brace may stand on the next line, as in the fixture's `Remove.md`: the
    /// directive is read as docc reads it (`remove(_:)` overridden, per `docc-answers.txt`).
    /// With its content indented under a brace in the first column, docc reads that content as
    /// an indented code block, not a directive ("'Metadata' contains unexpected content"), and
    /// appends; either way no brace is shown.
    @Test func aBraceOnTheNextLineIsReadAsDocCReadsIt() throws {
        let file = Self.fixture.appendingPathComponent("K.docc/Remove.md")
        let remove = MemberExtension(body: readText(file))
        #expect(remove.overrides)
        #expect(remove.markdown.components(separatedBy: "\n\n") == Self.texts(of: "remove(_:)"))
        let indented = MemberExtension(
            body: "# ``Shelf/add(_:)``\n\n@Metadata\n{\n    @DocumentationExtension("
                + "mergeBehavior: override)\n}\n\nMore.")
        #expect(indented.markdown == "More." && !indented.overrides)
    }
}
