import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// A symbol's abstract as docc 6.3.1 gives it for `__Fixtures__/docc-summary-abstracts` (its
/// `docc.json`, written by `scripts/docc-summary-abstracts.py`): a summary's reference links
/// read with the doc comment's definitions (swift-numerics' `The [arccosine][wiki] (inverse
/// cosine)` showed its brackets under every Topics entry), and a type without a doc comment
/// described by its extension file's first paragraph (swift-numerics' `RealFunctions` had no
/// abstract in Topics lists), and a symbol that implements a requirement, with documentation
/// but no abstract of its own, "Inherited from" the requirement (swift-syntax's
/// `ClosureExprSyntax.rightBrace`, whose comment opens with a heading); a symbol link in it
/// reads as docc titles its target (` ``Block/Iterator`` `: `Block.Iterator`).
@Suite struct SummaryAbstractTests {
    private static let fixture = Fixtures.folder.appendingPathComponent("docc-summary-abstracts")

    /// `files` (the fixture's catalog, or part of it) built as module `Demo` with its graph.
    private static func build(
        _ files: [String: String], configure: (inout SiteConfiguration) -> Void = { _ in }
    ) throws -> (report: BuildReport, output: URL, scratch: ScratchFolder) {
        try ScratchSite.buildCatalog(
            files, module: "Demo",
            symbolGraphs: SiteConfiguration.symbolGraphs(in: fixture, module: "Demo"),
            configure: configure)
    }

    @Test func eachSymbolsAbstractIsDoccs() throws {
        let (report, output, scratch) = try Self.build(
            ScratchSite.catalogFiles(in: Self.fixture), configure: { $0.recordsPages = true })
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        let docc = try #require(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: Self.fixture.appendingPathComponent("docc.json")))
                as? [String: String])
        var found: [String: String] = [:]
        for page in report.pageRecords {
            let name =
                page.source?.hasSuffix("Demo.md") == true
                ? "Demo"
                : page.path.hasPrefix("api/Demo/")
                    ? String(page.path.dropFirst("api/Demo/".count).dropLast(".html".count))
                        .replacing(".", with: "/") : nil
            guard let name, name != "index" else { continue }
            for section in page.sections where section.kind == .abstract {
                found[(section.symbol.map { name + "/" + $0 } ?? name).lowercased()] = section.text
            }
        }
        #expect(found == Dictionary(uniqueKeysWithValues: docc.map { ($0.lowercased(), $1) }))
        // The module page's Topics list shows them as text, no brackets left, code spans'
        // quotes straight (read once: `apply(_:)` kept its underscore).
        let home = readText(output.appendingPathComponent("index.html"))
        for type in ["Shelf", "Crate", "Box", "Block"] {
            let abstract = try #require(docc[type]).replacing("\"", with: "&quot;")
            #expect(
                home.contains("<p class=\"topic-abstract\">\(abstract)</p>"), "\(type): \(home)")
        }
        // The section shows it first, as docc's page does, then the comment.
        let block = readText(output.appendingPathComponent("api/Demo/Block.html"))
        let inherited = try #require(
            block.range(of: "<p>Inherited from <code>Braced.leftBrace</code>.</p>"))
        let tokens = try #require(block.range(of: ">Tokens</h"))
        #expect(inherited.upperBound < tokens.lowerBound)
    }

    /// A module without a root page: its generated index lists each type with its abstract,
    /// whose symbol links resolve from the type, as on its page and in a Topics list
    /// (` ``Iterator`` ` in `Block`'s comment reads `Block.Iterator`). Read as markdown on the
    /// index, the link resolved from the module and warned "``Iterator`` names no symbol" at
    /// a page the user never wrote; the extension file's abstract of a type without a doc
    /// comment (`Crate`) was missing there.
    @Test func theModuleIndexShowsEachTypesAbstractFromTheType() throws {
        var files = try ScratchSite.catalogFiles(in: Self.fixture)
        files["Demo.md"] = nil
        let (report, output, scratch) = try Self.build(files)
        defer { scratch.remove() }
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let docc = try #require(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: Self.fixture.appendingPathComponent("docc.json")))
                as? [String: String])
        let index = readText(output.appendingPathComponent("api/Demo/index.html"))
        for type in ["Block", "Crate", "Shelf"] {
            let abstract = try #require(docc[type])
            #expect(index.contains(": \(abstract)</li>"), "\(type): \(index)")
        }
    }

    /// A nested type's section on its parent's page shows its abstract, as docc lists it there:
    /// its documentation is its own page's, where ` ``next()`` ` resolves from it. Shown in full
    /// on the parent, the link resolved from the parent, found nothing and warned (swift-nio's
    /// `NIOAsyncWriter.NewWriter`: "``sink`` names no symbol", which docc does not say).
    @Test func aNestedTypesSectionShowsItsAbstract() throws {
        let (report, output, scratch) = try Self.build(ScratchSite.catalogFiles(in: Self.fixture))
        defer { scratch.remove() }
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let parent = readText(output.appendingPathComponent("api/Demo/Block.html"))
        let section = try #require(parent.range(of: "id=\"walker\""))
        #expect(parent[section.upperBound...].contains("<p>Walks a block.</p>"))
        #expect(!parent.contains("Call <"))
        let own = readText(output.appendingPathComponent("api/Demo/Block.Walker.html"))
        #expect(own.contains("<a class=\"symbol\" href=\"Block.Walker.html#next()\">"))
    }
}
