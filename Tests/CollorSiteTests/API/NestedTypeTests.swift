import CollorMarkdown
import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// Nested types have pages of their own, as in DocC: `Basket.Items` lists its members, and
/// `Basket` lists it with a link to that page.
@Suite struct NestedTypeTests {
    private static func reference(in folder: URL) throws -> APIReference {
        try APIReference(graphs: [
            SymbolGraphJSON(
                module: "Shop",
                symbols: [
                    .init(path: ["Basket"], kind: "struct", displayName: "Structure"),
                    .init(
                        path: ["Basket", "count"], kind: "property",
                        displayName: "Instance Property"),
                    .init(path: ["Basket", "Items"], kind: "struct", displayName: "Structure"),
                    .init(
                        path: ["Basket", "Items", "first"], kind: "property",
                        displayName: "Instance Property"),
                    .init(
                        path: ["Basket", "Index"], kind: "typealias", displayName: "Type Alias"),
                ]
            ).write(in: folder)
        ])
    }

    @Test func nestedTypesHaveTheirOwnPages() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let reference = try Self.reference(in: scratch.url)
        #expect(reference.pages.map(\.name) == ["Basket", "Basket.Items"])
        let basket = try #require(reference.pages.first)
        #expect(basket.members.map(\.title).sorted() == ["Index", "Items", "count"])
        #expect(basket.members.first { $0.title == "Items" }?.page == "Basket.Items")
        #expect(reference.pages[1].members.map(\.title) == ["first"])
        #expect(
            reference.blocks(of: basket).contains(
                .heading(level: 3, [.link("Basket.Items.md", [.code("Items")])], anchor: "items")))
    }

    @Test func symbolLinksReachNestedTypesAndTheirMembers() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let reference = try Self.reference(in: scratch.url)
        var headings: [String: [TOCEntry]] = [:]
        for page in reference.pages {
            headings[reference.outputPath(of: page.name)] = MarkdownDocument(
                generated: reference.blocks(of: page)
            ).headings()
        }
        let index = SymbolIndex(references: [reference], headingsByOutput: headings)
        func target(_ path: String, scope: String? = nil) -> String {
            switch index.resolve(path, scope: scope.map { SymbolIndex.Scope(output: $0) }) {
            case .found(let target):
                return target.outputPath + (target.anchor.map { "#" + $0 } ?? "")
            case .missing(let reason): return "\(reason)"
            }
        }
        #expect(target("Basket/Items") == "api/Shop/Basket.Items.html")
        #expect(target("Shop/Basket/Items") == "api/Shop/Basket.Items.html")
        #expect(target("Basket/Items/first") == "api/Shop/Basket.Items.html#first")
        #expect(
            target("Items/first", scope: "api/Shop/Basket.html")
                == "api/Shop/Basket.Items.html#first")
        #expect(
            target("first", scope: "api/Shop/Basket.Items.html")
                == "api/Shop/Basket.Items.html#first")
        #expect(target("Basket/Index") == "api/Shop/Basket.html#index")
        // From a nested type's page, its parent's members, as DocC resolves them.
        #expect(
            target("count", scope: "api/Shop/Basket.Items.html") == "api/Shop/Basket.html#count")
        #expect(target("Basket/nothing") == "unresolvedSymbol(\"Basket/nothing\")")
        #expect(
            index.documentationPath("shop/basket/items")?.outputPath == "api/Shop/Basket.Items.html"
        )
    }

    /// Built into a site: the parent's heading links to the nested type's page, which the
    /// sidebar lists with its name free to wrap after the `.`.
    @Test func aSiteLinksAndListsNestedTypePages() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let graphs = scratch.url.appendingPathComponent("graphs")
        try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
        _ = try Self.reference(in: graphs)
        let docs = scratch.url.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        try "# Home\n\nSee ``Basket/Items/first``.\n".write(
            to: docs.appendingPathComponent("index.md"), atomically: true, encoding: .utf8)
        let output = scratch.url.appendingPathComponent("_site")
        let report = try SiteBuilder(
            configuration: SiteConfiguration(
                source: docs, output: output,
                symbolGraphs: [graphs.appendingPathComponent("Shop.symbols.json")],
                siteTitle: "Shop")
        ).build()
        #expect(
            report.errors.isEmpty && report.warnings.isEmpty, "\(report.errors) \(report.warnings)")
        let basket = readText(output.appendingPathComponent("api/Shop/Basket.html"))
        #expect(basket.contains("<a href=\"Basket.Items.html\"><code>Items</code></a></h3>"))
        let items = readText(output.appendingPathComponent("api/Shop/Basket.Items.html"))
        #expect(
            items.contains(
                "<a href=\"Basket.Items.html\" aria-current=\"page\">Basket.<wbr>Items</a>"))
        let home = readText(output.appendingPathComponent("index.html"))
        #expect(home.contains("href=\"api/Shop/Basket.Items.html#first\""))
    }
}
