import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// A rebuild after an edit of an article that is neither an API page, an extension file nor a
/// catalog's root page links that article alone (`attachExtensionFiles(changed:)`): what
/// the site-wide linking gave it (an article named as a symbol yields its `<doc:>` name, with a
/// warning) it still has, and the output is a full build's.
@Suite struct LinkingRebuildTests {
    private static let pages = [
        "Fruit.md": "# ``Fruit``\n\nFruit.\n\nSee <doc:Basket> and <doc:priced>.\n",
        "Basket.md": "# Basket article\n\nAbout baskets.\n",
        "priced.md": "# Prices\n\nAbout prices.\n",
    ]

    private static func configuration(_ scratch: ScratchFolder, output: String) throws
        -> SiteConfiguration
    {
        let catalog = scratch.url.appendingPathComponent("Fruit.docc")
        return SiteConfiguration(
            sources: [.catalog(catalog, module: "Fruit")],
            output: scratch.url.appendingPathComponent(output), siteTitle: "Fruit",
            symbolGraphs: DocCDisambiguationTests.graphs)
    }

    /// The catalog of `pages` written in `scratch` and built once into `out`.
    private static func firstBuild(in scratch: ScratchFolder) throws -> (
        catalog: URL, configuration: SiteConfiguration, builder: SiteBuilder, first: BuildReport
    ) {
        let catalog = scratch.url.appendingPathComponent("Fruit.docc")
        try ScratchSite.write(pages, into: catalog)
        let configuration = try configuration(scratch, output: "out")
        let builder = SiteBuilder(configuration: configuration)
        let first = try builder.build()
        #expect(first.errors.isEmpty, "\(first.errors)")
        return (catalog, configuration, builder, first)
    }

    @Test func anEditedArticleKeepsWhatLinkingTheSiteGaveIt() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let (catalog, configuration, builder, first) = try Self.firstBuild(in: scratch)
        #expect(first.warnings.count == 1)
        for (step, name) in ["Basket.md", "priced.md"].enumerated() {
            let file = catalog.appendingPathComponent(name)
            try (readText(file) + "\nEdited.\n").write(
                to: file, atomically: true, encoding: .utf8)
            let rebuilt = try builder.rebuild(changed: [file.path])
            #expect(rebuilt.renderedPages.count == 1, "\(rebuilt.renderedPages)")
            let full = try SiteBuilder(
                configuration: Self.configuration(scratch, output: "full-\(step)")
            ).build()
            #expect(
                rebuilt.warnings.map(\.description) == full.warnings.map(\.description),
                "after editing \(name)")
            for page in ["index.html", "Fruit/Basket.html", "Fruit/priced.html"] {
                #expect(
                    readText(configuration.output.appendingPathComponent(page))
                        == readText(
                            scratch.url.appendingPathComponent("full-\(step)/\(page)")),
                    "\(page) after editing \(name)")
            }
        }
    }

    /// The root page lists the articles nothing curates under "Articles" (`AutomaticArticles`),
    /// by title: retitling one, or adding one, links the whole site again, so the root page's
    /// list is a full build's (a one-page link kept the old title and order). `Basket.md`,
    /// named as the structure, is left out of it whatever its title, as docc leaves it out.
    @Test func anArticleRetitledOrAddedIsListedOnTheRootPageAsAFullBuildListsIt() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let (catalog, configuration, builder, _) = try Self.firstBuild(in: scratch)
        let root = readText(configuration.output.appendingPathComponent("index.html"))
        #expect(root.contains(">Articles</h3>"), "\(root)")
        let edits: [(name: String, text: String)] = [
            ("priced.md", "# Zucchini prices\n\nAbout prices.\n"),
            ("Basket.md", "# Avocado basket\n\nAbout baskets.\n"),
            ("Apple.md", "# Apple\n\nAbout apples.\n"),
        ]
        for (step, edit) in edits.enumerated() {
            let file = catalog.appendingPathComponent(edit.name)
            try edit.text.write(to: file, atomically: true, encoding: .utf8)
            _ = try builder.rebuild(changed: [file.path])
            _ = try SiteBuilder(
                configuration: Self.configuration(scratch, output: "full-\(step)")
            ).build()
            let rebuilt = readText(configuration.output.appendingPathComponent("index.html"))
            let full = readText(scratch.url.appendingPathComponent("full-\(step)/index.html"))
            #expect(rebuilt == full, "index.html after \(edit.name)")
        }
        let last = readText(configuration.output.appendingPathComponent("index.html"))
        let apple = try #require(last.range(of: ">Apple</a>"))
        let zucchini = try #require(last.range(of: ">Zucchini prices</a>"))
        #expect(apple.upperBound < zucchini.lowerBound)
        #expect(!last.contains("basket</a>") && !last.contains(">Prices</a>"))
    }
}
