import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// Articles and modules that share a name with a symbol, as `docc convert` 6.3.1 treated them:
/// with the overloads fixture and `--fallback-display-name Fruit`, an article `Basket.md` made
/// docc warn "Article 'Basket.md' (Basket article) would override structure 'Basket'", and the
/// root page's `<doc:Basket>` linked `/documentation/fruit/basket`, the structure, and the
/// article had no page (nor a place in the root's "Articles"); an article `priced.md` (the
/// protocol is `Priced`) raised no warning and its link reached the article.
@Suite struct ArticleSymbolNamesTests {
    private func build(_ pages: [String: String], module: String, graphs: [URL]) throws -> (
        report: BuildReport, output: URL, scratch: ScratchFolder
    ) {
        try ScratchSite.buildCatalog(pages, module: module, symbolGraphs: graphs)
    }

    /// A root page's HTML before its Topics, which list the module's symbols as docc's
    /// automatic groups do.
    private static func prose(_ html: String) -> String {
        html.components(separatedBy: ">Topics</h2>").first ?? html
    }

    private func links(_ html: String) -> [String] {
        let main =
            html.components(separatedBy: "<article>").last?
            .components(separatedBy: "</article>").first ?? ""
        // Not the headings' own anchor links.
        return main.matches(of: /<a (?:class="[^"]*" )?href="([^"#][^"]*)"/).map {
            String($0.output.1)
        }
    }

    @Test func anArticleNamedAsATopLevelSymbolYieldsItsLinksToTheSymbol() throws {
        let root = "# ``Fruit``\n\nFruit.\n\nSee <doc:Basket> and <doc:priced>.\n"
        let (report, output, scratch) = try build(
            [
                "Fruit.md": root, "Basket.md": "# Basket article\n\nAbout baskets.\n",
                "priced.md": "# Prices\n\nAbout prices.\n",
            ], module: "Fruit", graphs: DocCDisambiguationTests.graphs)
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(
            report.warnings.map(\.description) == [
                "Fruit.docc/Basket.md: article 'Basket.md' has the name of structure 'Basket': as"
                    + " in DocC, the article is left out and <doc:Basket> links to the structure;"
                    + " rename 'Basket.md'"
            ], "\(report.warnings)")
        // A rule of the site, not of the article's markdown; its report identifier stays.
        #expect(
            report.warnings.map(\.reason) == [
                .links(
                    .articleNamedAsSymbol(file: "Basket.md", kind: "structure", symbol: "Basket"))
            ])
        #expect(report.warnings.map(\.reason.identifier) == ["article.namedAsSymbol"])
        let homePage = readText(output.appendingPathComponent("index.html"))
        let home = links(Self.prose(homePage))
        #expect(home == ["api/Fruit/Basket.html", "Fruit/priced.html"], "\(home)")
        // Left out as docc leaves it out: no page, no entry in the sidebar, the root's
        // "Articles" (where `priced.md` is) or the search index.
        #expect(!FileManager.default.fileExists(atPath: output.path + "/Fruit/Basket.html"))
        #expect(!report.writtenFiles.contains("Fruit/Basket.html"))
        #expect(!homePage.contains("Basket article"))
        #expect(homePage.contains("Prices"))
        let search = try FileManager.default.contentsOfDirectory(
            at: output.appendingPathComponent("search"), includingPropertiesForKeys: nil
        ).map(readText).joined()
        #expect(!search.contains("Basket article"))
        #expect(search.contains("Prices"))
    }

    /// A module's extension of another module's type is not at its top: docc puts it under the
    /// extended module (swift-parsing's `extension Bool` is `/documentation/parsing/swift/bool`),
    /// so its article `Bool.md` collides with nothing and `<doc:Bool>` links the article.
    @Test func anArticleNamedAsAnExtendedTypeKeepsItsLinks() throws {
        let graphs = SiteConfiguration.symbolGraphs(
            in: Fixtures.folder.appendingPathComponent("symbolgraphs"), module: "Collor")
        let (report, output, scratch) = try build(
            [
                "Collor.md": "# ``Collor``\n\nCollor.\n\nSee <doc:IndexPath>.\n",
                "IndexPath.md": "# Index paths\n\nA section and an item.\n",
            ], module: "Collor", graphs: graphs)
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(!report.warnings.contains { $0.description.contains("has the name of") })
        #expect(
            links(Self.prose(readText(output.appendingPathComponent("index.html")))) == [
                "Collor/IndexPath.html"
            ])
    }

    /// A module that re-exports another has nothing public of its own (swift-nio's
    /// `NIOFileSystem`): docc's page of it is its catalog's root page, which its symbol links
    /// reach; before, they named no symbol.
    @Test func aModuleWithNothingPublicIsItsCatalogsRootPage() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let graph = try SymbolGraphJSON(module: "Empty", symbols: []).write(in: scratch.url)
        let (report, output, built) = try build(
            [
                "Empty.md": "# ``Empty``\n\nRe-exports.\n\n## Topics\n\n- <doc:Guide>\n",
                "Guide.md": "# Guide\n\nBack to ``Empty``.\n",
            ], module: "Empty", graphs: [graph])
        defer { built.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let guide = links(readText(output.appendingPathComponent("Empty/Guide.html")))
        #expect(guide == ["../index.html"], "\(guide)")
    }
}
