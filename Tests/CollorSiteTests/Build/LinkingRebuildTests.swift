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

    @Test func anEditedArticleKeepsWhatLinkingTheSiteGaveIt() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let catalog = scratch.url.appendingPathComponent("Fruit.docc")
        try ScratchSite.write(Self.pages, into: catalog)
        let configuration = try Self.configuration(scratch, output: "out")
        let builder = SiteBuilder(configuration: configuration)
        let first = try builder.build()
        #expect(first.errors.isEmpty, "\(first.errors)")
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
}
