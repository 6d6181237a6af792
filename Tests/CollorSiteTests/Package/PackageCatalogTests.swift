import CollorMarkdown
import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// A package's DocC catalog built as a site: articles, links, the dialect, extension files,
/// images and Topics.
@Suite struct PackageCatalogTests {
    @Test func theCatalogIsFoundAndTheTitleIsThePackagesName() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = try PackageSiteTests.package(in: scratch)
        let site = try PackageSiteTests.site(root)
        #expect(site.warnings == [])
        let configuration = site.configuration
        #expect(configuration.siteTitle == "FreshKit")
        #expect(
            configuration.sources == [
                .catalog(
                    root.appendingPathComponent("Sources/FreshKit/FreshKit.docc")
                        .standardizedFileURL, module: "FreshKit")
            ])
        #expect(configuration.output == root.appendingPathComponent("_site").standardizedFileURL)
        #expect(configuration.theme == nil)
        _ = try PackageSiteTests.build(site)
        let output = configuration.output
        let article = readText(output.appendingPathComponent("FreshKit/Ordering.html"))
        #expect(article.contains("<title>Ordering fruit – FreshKit</title>"))
        #expect(article.contains("<h2>FreshKit</h2>"), "the catalog's section in the sidebar")
        for type in ["Basket", "Fruit", "Grocer", "Priced"] {
            #expect(
                FileManager.default.fileExists(
                    atPath: output.appendingPathComponent("api/FreshKit/\(type).html").path))
        }
    }

    @Test func docLinksResolveToTheArticleWithItsTitle() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let site = try PackageSiteTests.site(try PackageSiteTests.package(in: scratch))
        let report = try PackageSiteTests.build(site)
        // `<doc:Ordering>` was stripped with a warning, and its `href` left empty.
        #expect(!report.warnings.contains { $0.description.contains("doc:") }, "\(report.warnings)")
        // The catalog's root page is the site's home (`index.html`).
        let landing = readText(site.configuration.output.appendingPathComponent("index.html"))
        #expect(
            landing.contains("Start with <a href=\"FreshKit/Ordering.html\">Ordering fruit</a>,"))
        // A catalog's anchors are DocC's: the heading's case kept. A link to a heading shows the
        // heading's title, as docc's does.
        #expect(
            landing.contains(
                "<a href=\"FreshKit/Ordering.html#Ask-the-grocer\">Ask the grocer</a>"))
        let ordering = readText(
            site.configuration.output.appendingPathComponent("FreshKit/Ordering.html"))
        #expect(ordering.contains("<h2 id=\"Ask-the-grocer\">"))
        #expect(landing.contains("<a href=\"FreshKit/Ordering.html\">how to order</a>"))
        #expect(!landing.contains("href=\"\""))
    }

    /// The catalog's DocC dialect: symbol links to types, members and the module, an aside, a
    /// table with strikethrough, and metadata that is read but never shown.
    @Test func doccDialectBuildsIntoLinksAsidesAndTables() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let site = try PackageSiteTests.site(try PackageSiteTests.package(in: scratch))
        let report = try PackageSiteTests.build(site)
        #expect(
            report.warnings.map(\.description) == [
                "FreshKit.docc/FreshKit.md:18:30: symbol link ``Swift/Array`` is not in the documented "
                    + "modules (another module's?): shown as code"
            ])
        let landing = readText(site.configuration.output.appendingPathComponent("index.html"))
        #expect(
            landing.contains(
                "<h1 id=\"FreshKit\"><a class=\"anchor\" href=\"#FreshKit\" aria-hidden=\"true\" tabindex=\"-1\"></a>"
                    + "FreshKit</h1>"
            ), "the module's name is the catalog's plain title, as in DocC")
        #expect(
            landing.contains(
                "A <a class=\"symbol\" href=\"api/FreshKit/Basket.html\"><code>Basket</code></a> holds "
                    + "<a class=\"symbol\" href=\"api/FreshKit/Basket.html#fruit\"><code>fruit</code></a>; ask "
                    + "<a class=\"symbol\" href=\"api/FreshKit/Grocer.html#price(of:)\"><code>price(of:)</code></a> (or "
                    + "<a class=\"symbol\" href=\"api/FreshKit/Grocer.html#price(of:)\"><code>price(of:)</code></a>)"
            ))
        // docc shows a link to another module's symbol as its path as written.
        #expect(landing.contains("Baskets are <code>Swift/Array</code>-like."))
        #expect(
            landing.contains("<div class=\"aside aside-tip\" role=\"note\" aria-label=\"Tip\">"))
        #expect(landing.contains("<th style=\"text-align: right\">Price</th>"))
        #expect(landing.contains("<td style=\"text-align: left\"><del>durian</del></td>"))
        #expect(!landing.contains("``"))
        #expect(!landing.contains("@Metadata"))
        // `@DisplayName` titles the page; `@TitleHeading` is shown above its title.
        #expect(landing.contains("<title>FreshKit Essentials – "))
        #expect(landing.contains("<article>\n<p class=\"title-heading\">Framework</p>\n<h1"))
        #expect(!landing.contains("href=\"\""))
    }

    /// An extension file (` # ``FreshKit/Grocer`` `) merges into the type's page, where its
    /// relative symbol links resolve; an image by name finds the catalog's file and its dark
    /// variant.
    @Test func extensionFilesMergeIntoTheirSymbolAndImagesResolveByName() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let site = try PackageSiteTests.site(try PackageSiteTests.package(in: scratch))
        let report = try PackageSiteTests.build(site)
        #expect(report.errors.isEmpty)
        let output = site.configuration.output
        let grocer = readText(output.appendingPathComponent("api/FreshKit/Grocer.html"))
        #expect(grocer.contains("<p>The grocer prices baskets of fruit.</p>"))
        // Its Topics groups order the members, in place of the default groups by kind; what is
        // not a member stays a link in its group.
        let article = try #require(
            grocer.range(of: "<article>").map { grocer[$0.upperBound...] }?
                .components(separatedBy: "</article>").first)
        let headings = article.split(separator: "\n").filter { $0.hasPrefix("<h") }
            .map {
                $0.replacingOccurrences(
                    of: #"<a class="anchor"[^>]*></a>"#, with: "", options: .regularExpression)
            }
        #expect(
            headings == [
                "<h1 id=\"Grocer\">Grocer</h1>",
                "<h2 id=\"Pricing\">Pricing</h2>",
                "<h3 id=\"price(of:)\"><code>price(of:)</code></h3>",
                // DocC's automatic See Also on the member's page: the other entry of its group
                // (the `Ordering` article); `init()` is alone in its group, so it has none.
                "<h4>See Also</h4>",
                "<h5>Pricing</h5>",
                "<h2 id=\"Making-a-Grocer\">Making a Grocer</h2>",
                "<h3 id=\"init()\"><code>init()</code></h3>",
                // The root page's `Shopping` group curates it: DocC's automatic See Also.
                "<h2>See Also</h2>",
                "<h3>Shopping</h3>",
            ])
        #expect(
            article.contains(
                "<p>What a basket costs.</p>\n<ul>\n<li><a href=\"../../FreshKit/Ordering.html\">Ordering fruit</a></li>\n</ul>"
            ))
        let member = try #require(
            article.range(of: "<h3 id=\"price(of:)\"").map { article[$0.lowerBound...] }?
                .components(separatedBy: "<h2 id=\"Making-a-Grocer\"").first)
        #expect(
            member.components(separatedBy: "<h4>See Also</h4>").last?
                .contains("href=\"../../FreshKit/Ordering.html\"") == true)
        #expect(!article.contains("Topics"))
        #expect(
            !FileManager.default.fileExists(
                atPath: output.appendingPathComponent("FreshKit/Extensions/Grocer.html").path))
        let ordering = readText(output.appendingPathComponent("FreshKit/Ordering.html"))
        #expect(
            ordering.contains(
                "<picture><source srcset=\"Images/basket~dark.png\" media=\"(prefers-color-scheme: dark)\">"
                    + "<img src=\"Images/basket.png\" alt=\"A basket\" /></picture>"))
    }

    /// The sidebar and the module's index list its types in groups: as its catalog's root page
    /// curates them in its Topics, then the rest by kind. Serving follows edits of the Topics
    /// and of an extension file's, whose members move on the type's page.
    @Test func topicsGroupTheSidebarAndTheModuleIndexAndServingFollowsTheirEdits() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = try PackageSiteTests.package(in: scratch)
        let site = try PackageSiteTests.site(root)
        let builder = SiteBuilder(configuration: site.configuration)
        #expect(try builder.build().succeeded)
        let output = site.configuration.output
        /// A part of a page as a reader sees it: "# group" for each line `group` matches, "- item"
        /// for each line `item` matches.
        func outline(
            _ part: Substring, group: Regex<(Substring, Substring)>,
            item: Regex<(Substring, Substring)>
        ) -> [String] {
            part.split(separator: "\n").compactMap { line in
                if let title = line.firstMatch(of: group) { return "# " + title.1 }
                return line.firstMatch(of: item).map { "- " + $0.1 }
            }
        }
        func sidebar(_ page: String) throws -> [String] {
            let html = readText(output.appendingPathComponent(page))
            let nav = try #require(
                html.components(separatedBy: "<nav class=\"sidebar\"").dropFirst().first?
                    .components(separatedBy: "</nav>").first)
            return outline(
                nav[...], group: /nav-group-title">([^<]*)</,
                item: /<li><a href="[^"]*"[^>]*>([^<]*)</)
        }
        /// The module index's groups and types.
        func index() -> [String] {
            let html = readText(output.appendingPathComponent("api/FreshKit/index.html"))
            return outline(
                html.components(separatedBy: "<article").dropFirst().first?[...] ?? "",
                group: /<h2 id="[^"]*"><a class="anchor"[^>]*><\/a>([^<]*)</,
                item: /<li><a href="[^"]*"><code>([^<]*)</)
        }
        #expect(
            try sidebar("api/FreshKit/Basket.html") == [
                "- API reference",
                "# Shopping", "- Grocer", "- Basket",
                "# Protocols", "- Priced",
                "# Enumerations", "- Fruit",
            ])
        #expect(
            index() == [
                "# Shopping", "- Grocer", "- Basket",
                "# Protocols", "- Priced",
                "# Enumerations", "- Fruit",
            ])
        let catalog = root.appendingPathComponent("Sources/FreshKit/FreshKit.docc")
        let landing = catalog.appendingPathComponent("FreshKit.md")
        try readText(landing).replacingOccurrences(of: "- ``Basket``\n", with: "")
            .replacingOccurrences(of: "### Shopping", with: "### Selling")
            .write(to: landing, atomically: true, encoding: .utf8)
        let extensionFile = catalog.appendingPathComponent("Extensions/Grocer.md")
        try readText(extensionFile).replacingOccurrences(of: "### Making a Grocer", with: "")
            .replacingOccurrences(of: "- ``FreshKit/Grocer/init()``", with: "")
            .replacingOccurrences(
                of: "- <doc:Ordering>\n", with: "- <doc:Ordering>\n- ``weigh(_:)``\n"
            )
            .write(to: extensionFile, atomically: true, encoding: .utf8)
        let report = try builder.rebuild()
        #expect(report.succeeded)
        // Named at its place in the extension file, though it is shown on the type's page.
        #expect(
            report.warnings.map(\.description).filter { $0.contains("weigh") } == [
                "FreshKit.docc/Extensions/Grocer.md:13:3: symbol link ``weigh(_:)`` names no "
                    + "symbol of the documented modules: left out of the Topics, as docc leaves"
                    + " it out"
            ])
        #expect(
            try sidebar("api/FreshKit/Basket.html") == [
                "- API reference",
                "# Selling", "- Grocer",
                "# Protocols", "- Priced",
                "# Structures", "- Basket",
                "# Enumerations", "- Fruit",
            ])
        #expect(
            index() == [
                "# Selling", "- Grocer",
                "# Protocols", "- Priced",
                "# Structures", "- Basket",
                "# Enumerations", "- Fruit",
            ])
        let grocer = readText(output.appendingPathComponent("api/FreshKit/Grocer.html"))
        // API pages' anchors are DocC's, as the catalog's are: the heading's case kept.
        #expect(grocer.contains("<h2 id=\"Initializers\">"), "init() is back in its default group")
        #expect(!grocer.contains("Making-a-Grocer"))
        #expect(grocer.contains("<h2 id=\"Pricing\">"))
        // Left out, as docc leaves it out.
        #expect(!grocer.contains("weigh(_:)"))
    }

    /// DocC warns about a `<doc:>` link it cannot resolve, and builds on.
    @Test func anUnknownDocLinkIsABrokenLinkWarnedAboutAtItsPosition() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = try PackageSiteTests.package(in: scratch)
        let landing = root.appendingPathComponent("Sources/FreshKit/FreshKit.docc/FreshKit.md")
        try (readText(landing) + "\nSee <doc:Nowhere> and <doc:Ordering#No-such-heading>.\n").write(
            to: landing, atomically: true, encoding: .utf8)
        let site = try PackageSiteTests.site(root)
        let report = try SiteBuilder(configuration: site.configuration).build()
        #expect(report.succeeded)
        #expect(
            report.warnings.map(\.description) == [
                DocCSeverityTests.symbolWarning,
                "FreshKit.docc/FreshKit.md:35:10: broken link 'doc:Nowhere': no such page or file in the site",
                "FreshKit.docc/FreshKit.md:35:37: broken link 'doc:Ordering#No-such-heading': the page has no heading with that anchor",
            ])
    }
}
