import CollorMarkdown
import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// An API page is typed blocks: names are shown as written and a doc comment is the user's
/// markdown on its own. Written as markdown text and parsed back, a page showed `zip(_:_:)` as
/// `zip(<em>:</em>:)`, and a doc comment that left a fence open made the rest of the page code.
@Suite struct APIReferencePagesTests {
    private static let basket = APIReference.TypePage(
        name: "Basket", kind: "Structure", declaration: "struct Basket",
        documentation: "A basket.",
        members: [
            APIReference.Member(
                identifier: "s:count", title: "count", kind: "Instance Property",
                declaration: "var count: Int", documentation: "How many.",
                requirement: nil, anchor: "count"),
            APIReference.Member(
                identifier: "s:Items", title: "Items", kind: "Structure",
                declaration: "struct Items", documentation: "", page: "Basket.Items",
                anchor: "items"),
        ],
        isExtension: false, relationships: .init(conformsTo: [.code("Swift.Hashable")]))

    @Test func aTypePageIsItsTitleKindDeclarationCommentThenGroups() {
        let reference = APIReference(module: "Shop", pages: [Self.basket])
        #expect(
            reference.blocks(of: Self.basket) == [
                .heading(level: 1, [.text("Basket")]),
                .paragraph([.emphasis([.text("Structure")]), .text(" in "), .code("Shop")]),
                .code(language: "swift", "struct Basket"),
                .markdown("A basket."),
                .heading(level: 2, [.text("Structures")]),
                .heading(
                    level: 3, [.link("Basket.Items.md", [.code("Items")])], anchor: "items"),
                .code(language: "swift", "struct Items"),
                .heading(level: 2, [.text("Instance Properties")]),
                .heading(level: 3, [.code("count")], anchor: "count"),
                .code(language: "swift", "var count: Int"),
                .markdown("How many."),
                .heading(level: 2, [.text("Relationships")]),
                .heading(level: 3, [.text("Conforms To")]),
                .list([[.code("Swift.Hashable")]]),
            ])
    }

    @Test func theModuleIndexListsItsTypesWithTheirSummaries() {
        let reference = APIReference(module: "Shop", pages: [Self.basket])
        #expect(
            reference.indexPage().blocks.suffix(2) == [
                .heading(level: 2, [.text("Structures")]),
                .list([
                    [.link("Basket.md", [.code("Basket")]), .text(": A basket.")]
                ]),
            ])
        // Once the linking pass resolved the summaries' symbol links from their types.
        var linked = reference
        linked.indexAbstracts = ["Basket": "A basket of Shop.Item."]
        #expect(
            linked.indexPage().blocks.last
                == .list([
                    [.link("Basket.md", [.code("Basket")]), .text(": A basket of Shop.Item.")]
                ]))
        #expect(
            APIReference.indexPage(of: [reference]).blocks.last
                == .list([[.link("Shop/index.md", [.code("Shop")]), .text(": 1 type")]]))
    }

    private func build(
        _ symbols: [SymbolGraphJSON.Symbol],
        relationships: [(
            kind: String, source: String, target: String, fallback: String?
        )] = []
    ) throws -> (output: URL, scratch: ScratchFolder) {
        let scratch = ScratchFolder()
        let graphs = scratch.url.appendingPathComponent("graphs")
        try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
        let graph = try SymbolGraphJSON(
            module: "Shop", symbols: symbols, relationships: relationships
        ).write(in: graphs)
        let site = try ScratchSite.build(
            ["index.md": "# Home\n"], in: scratch, siteTitle: "Shop", symbolGraphs: [graph])
        return (site.output, scratch)
    }

    /// Every symbol of the graph has its page, whatever its access level, as docc documents
    /// them (DocC's `BundleWithExecutableModuleKind`: an executable's `internal` struct and its
    /// `main()`, which swift-docc-plugin extracts); a name under an underscore has none.
    @Test func everySymbolOfTheGraphIsDocumentedWhateverItsAccessLevel() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let graph = try SymbolGraphJSON(
            module: "Tool",
            symbols: [
                .init(
                    path: ["Tool"], kind: "struct", displayName: "Structure", doc: "The tool.",
                    accessLevel: "internal"),
                .init(
                    path: ["Tool", "main()"], kind: "type.method", displayName: "Type Method",
                    doc: "Runs.", accessLevel: "internal"),
                .init(path: ["_Hidden"], kind: "struct", displayName: "Structure"),
            ]
        ).write(in: scratch.url)
        let reference = try APIReference(graphs: [graph])
        #expect(reference.pages.map(\.name) == ["Tool"])
        #expect(reference.pages.first?.members.map(\.title) == ["main()"])
    }

    /// A symbol whose graph gives no declaration fragments shows no declaration, as docc shows
    /// none (DocC's `MultiCuratedSubtree`); it showed its name as one.
    @Test func aSymbolWithoutDeclarationFragmentsShowsNoDeclaration() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let graph = try SymbolGraphJSON(
            module: "Shop",
            symbols: [
                .init(path: ["Bare"], kind: "struct", displayName: "Structure", doc: "Bare."),
                .init(
                    path: ["Bare", "count"], kind: "property", displayName: "Instance Property",
                    doc: "How many.",
                    declaration: [("keyword", "var"), ("text", " "), ("identifier", "count")]),
                .init(
                    path: ["Bare", "reset()"], kind: "method", displayName: "Instance Method",
                    doc: "Empties it."),
            ]
        ).write(in: scratch.url)
        let reference = try APIReference(graphs: [graph])
        let bare = try #require(reference.pages.first { $0.name == "Bare" })
        let code = reference.blocks(of: bare).compactMap { block -> String? in
            if case .code(_, let text) = block { return text }
            return nil
        }
        #expect(code == ["var count"], "\(code)")
    }

    /// The failure before: `zip(<em>:</em>:)`, `_` read as emphasis in the page's title.
    @Test func aFunctionsTitleIsShownAsWritten() throws {
        let (output, scratch) = try build([
            .init(path: ["zip(_:_:)"], kind: "func", displayName: "Function", doc: "Zips.")
        ])
        defer { scratch.remove() }
        let folder = output.appendingPathComponent("api/Shop")
        let page = try #require(
            try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .first { $0.hasPrefix("zip") })
        let article = ScratchSite.article(of: "api/Shop/" + page, in: output)
        #expect(article.contains("</a>zip(_:_:)</h1>"))
        #expect(!article.contains("<em>:</em>"))
    }

    /// The failure before: a member's doc comment with an unclosed fence made the next group
    /// and member code.
    @Test func aDocCommentLeavesNothingOpenForTheNextMember() throws {
        let (output, scratch) = try build([
            .init(path: ["Basket"], kind: "struct", displayName: "Structure", doc: "A basket."),
            .init(
                path: ["Basket", "count"], kind: "property", displayName: "Instance Property",
                doc: "Counts:\n\n```swift\nlet a = 1"),
            .init(
                path: ["Basket", "add(_:)"], kind: "method", displayName: "Instance Method",
                doc: "Adds."),
        ])
        defer { scratch.remove() }
        let article = ScratchSite.article(of: "api/Shop/Basket.html", in: output)
        #expect(article.contains("<code>add(_:)</code></h3>"))
        #expect(article.contains("<p>Adds.</p>"))
        #expect(!article.contains("{#"))
    }

    /// The failure before: `` `Swift.We`ird` ``, a backtick in a name outside the module ended
    /// its code.
    @Test func aConformanceOutsideTheModuleIsCodeWhateverItsName() throws {
        let (output, scratch) = try build(
            [.init(path: ["Basket"], kind: "struct", displayName: "Structure", doc: "A basket.")],
            relationships: [("conformsTo", "s:Basket", "s:Weird", "Swift.We`ird")])
        defer { scratch.remove() }
        let article = ScratchSite.article(of: "api/Shop/Basket.html", in: output)
        #expect(article.contains("<li><code>Swift.We`ird</code></li>"))
    }

    /// The failure before: a Topics group titled `` The `*a*` form `` showed `The <em>a</em>
    /// form`; its title is the heading's text, shown as it reads.
    @Test func aTopicsGroupsTitleIsShownAsItsHeadingReads() throws {
        let (output, scratch) = try build([
            .init(
                path: ["Basket"], kind: "struct", displayName: "Structure",
                doc: "A basket.\n\n## Topics\n\n### The `*a*` form\n\n- ``count``"),
            .init(
                path: ["Basket", "count"], kind: "property", displayName: "Instance Property",
                doc: "How many."),
        ])
        defer { scratch.remove() }
        let article = ScratchSite.article(of: "api/Shop/Basket.html", in: output)
        #expect(article.contains("</a>The *a* form</h2>"))
    }
}
