import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// A catalog's Topics as DocC shows them: each entry with its target's abstract, and the
/// automatic See Also of the pages they curate.
@Suite struct CatalogTopicsTests {
    /// The fixture package's site, with `catalogFiles` (path in the catalog → markdown) added
    /// or replaced; returns its output.
    static func build(in scratch: ScratchFolder, catalogFiles: [String: String]) throws -> URL {
        let root = try PackageSiteTests.package(in: scratch)
        try ScratchSite.write(
            catalogFiles, into: root.appendingPathComponent("Sources/FreshKit/FreshKit.docc"))
        let site = try PackageSiteTests.site(root)
        _ = try PackageSiteTests.build(site)
        return site.configuration.output
    }

    /// The fixture's root page curates ``Grocer``, ``Basket`` and <doc:Ordering>; an article
    /// curates a member.
    @Test func eachTopicsEntryShowsItsTargetsAbstract() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let output = try Self.build(
            in: scratch,
            catalogFiles: [
                "Pricing.md": "# Pricing\n\nHow prices are made.\n\n## Topics\n\n### Prices\n\n"
                    + "- ``Grocer/price(of:)``\n"
            ])
        let home = readText(output.appendingPathComponent("index.html"))
        #expect(
            home.contains(
                "<a class=\"symbol\" href=\"api/FreshKit/Grocer.html\"><code>Grocer</code></a>\n"
                    + "<p class=\"topic-abstract\">Sells baskets.</p>\n</li>"))
        #expect(
            home.contains(
                "<a href=\"FreshKit/Ordering.html\">Ordering fruit</a>\n"
                    + "<p class=\"topic-abstract\">Fill a basket and ask the grocer for its price.</p>"
            ))
        let pricing = readText(output.appendingPathComponent("FreshKit/Pricing.html"))
        #expect(
            pricing.contains(
                "<code>price(of:)</code></a>\n"
                    + "<p class=\"topic-abstract\">The price of basket in cents.</p>"))
    }

    /// A page that a Topics group curates lists the group's other entries under the group's
    /// title, as DocC's automatic See Also does; a page with its own `## See Also` shows the
    /// group after it, under the same heading (docc lists both: `SeeAlsoTests`' fixture), and
    /// the page that curates gets none.
    @Test func aCuratedPageSeesTheOtherEntriesOfItsGroup() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let output = try Self.build(
            in: scratch,
            catalogFiles: [
                "Ordering.md": "# Ordering fruit\n\nFill a basket.\n\n## See Also\n\n- ``Fruit``\n"
            ])
        let basket = readText(output.appendingPathComponent("api/FreshKit/Basket.html"))
        #expect(
            basket.contains(
                """
                <section class="see-also">
                <h2>See Also</h2>
                <h3>Shopping</h3>
                <ul>
                <li><a href="Grocer.html"><code>Grocer</code></a>
                <p class="topic-abstract">Sells baskets.</p>
                </li>
                <li><a href="../../FreshKit/Ordering.html">Ordering fruit</a>
                <p class="topic-abstract">Fill a basket.</p>
                </li>
                </ul>
                </section>
                """), "\(basket.components(separatedBy: "<article>").last?.prefix(3000) ?? "")")
        let ordering = readText(output.appendingPathComponent("FreshKit/Ordering.html"))
        #expect(ordering.components(separatedBy: ">See Also</h2>").count == 2)
        #expect(
            ordering.contains("<section class=\"see-also\">\n<h3>Shopping</h3>"),
            "its own See Also, then the group's")
        let home = readText(output.appendingPathComponent("index.html"))
        #expect(!home.contains("see-also"))
    }
}
