import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// Links between a catalog's articles and to their headings, as `docc convert` 6.3.1 resolved
/// the same catalog: `<doc:Heading>` and `<doc:Grouped-here>` from the page that has them,
/// `<doc:#Heading>`, `<doc:Page#Heading>` and `<doc:Page/Heading>` with the heading's title as
/// their text; plain links that docc leaves unchecked (`#lower-case`, `./Other`) reach the page
/// and heading they mean here.
@Suite struct DocCLinkRulesTests {
    private func build(_ pages: [String: String]) throws -> (
        report: BuildReport, output: URL, scratch: ScratchFolder
    ) {
        try ScratchSite.buildCatalog(pages, module: "T")
    }

    static let other = """
        # Other page

        Other <doc:Second-part>, <doc:Third>, <doc:Grouped-here> and <doc:#Third>.

        ## Second part

        More.

        ### Third

        ## Topics

        ### Grouped here

        - <doc:T>
        """

    static let root = """
        # T

        Root <doc:Other#Second-part> and <doc:Other/Second-part> and <doc:Other>.

        ## Why? (Really)

        Plain [lower](#why-really) [exact](#Why-Really) [rel](./Other) [rel2](Other) \
        [rel3](Other.md) [relanchor](./Other#second-part).
        """

    private func links(_ html: String) -> [String] {
        let main =
            html.components(separatedBy: "<article>").last?
            .components(separatedBy: "</article>").first ?? ""
        return main.matches(of: /<a href="([^"]+)">([^<]+)<\/a>/).map {
            "\($0.output.1) \($0.output.2)"
        }
    }

    @Test func headingsOfThePageAndOfOtherPagesAreLinkedWithTheirTitles() throws {
        let (report, output, scratch) = try build(["T.md": Self.root, "Other.md": Self.other])
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let other = links(readText(output.appendingPathComponent("T/Other.html")))
        #expect(
            Array(other.prefix(4)) == [
                "#Second-part Second part", "#Third Third", "#Grouped-here Grouped here",
                "#Third Third",
            ], "\(other)")
        let root = links(readText(output.appendingPathComponent("T/T.html")))
        #expect(
            root == [
                "Other.html#Second-part Second part", "Other.html#Second-part Second part",
                "Other.html Other page", "#Why-Really lower", "#Why-Really exact",
                "Other.html rel", "Other.html rel2", "Other.html rel3",
                "Other.html#Second-part relanchor",
            ], "\(root)")
    }

    /// An article wins over a heading of the page with its name, as in docc (swift-numerics'
    /// `Complex` page links `<doc:Infinity>`, its article, and has a member `infinity`).
    @Test func anArticleWinsOverAHeadingOfThePage() throws {
        let page = "# Other page\n\nSee <doc:Infinity>.\n\n## Infinity\n\nHere.\n"
        let (report, output, scratch) = try build([
            "T.md": "# T\n\nRoot.\n", "Other.md": page,
            "Infinity.md": "# Infinite values\n\nFar.\n",
        ])
        defer { scratch.remove() }
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let other = links(readText(output.appendingPathComponent("T/Other.html")))
        #expect(other.first == "Infinity.html Infinite values", "\(other)")
    }

    /// In a symbol's documentation, a `<doc:>` name that is both a heading of its page and a
    /// symbol links the symbol, as docc 6.3.1 links swift-parsing's `<doc:Backtracking>` in
    /// `OneOf`'s comment, under its "Backtracking" heading (`/documentation/parsing/backtracking`
    /// in `oneof.json`); on a catalog's page the heading stays first (a root page's
    /// `<doc:Basket>` under its "Basket" heading was `/documentation/m#Basket` in a scratch run
    /// of the `docc-links` fixture).
    @Test func inASymbolsDocumentationASymbolWinsOverAHeadingOfThePage() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let graph = try SymbolGraphJSON(
            module: "T",
            symbols: [
                .init(path: ["Basket"], kind: "struct", displayName: "Basket", doc: "A basket."),
                .init(
                    path: ["Cart"], kind: "struct", displayName: "Cart",
                    doc: "A cart.\n\nSee <doc:Basket>.\n\n## Basket\n\nHere."),
            ]
        ).write(in: scratch.url)
        let (report, output, built) = try ScratchSite.buildCatalog(
            [
                "T.md": "# ``T``\n\nRoot <doc:Basket>.\n\n## Basket\n\nHere.\n"
            ], module: "T", symbolGraphs: [graph])
        defer { built.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        let cart = links(readText(output.appendingPathComponent("api/T/Cart.html")))
        #expect(cart.contains("Basket.html Basket"), "\(cart)")
        #expect(!cart.contains("#Basket Basket"), "\(cart)")
        let root = links(readText(output.appendingPathComponent("index.html")))
        #expect(root.first == "#Basket Basket", "\(root)")
    }

    /// A heading that neither page has stays a warning, as docc's is.
    @Test func aMissingHeadingIsAWarning() throws {
        let page = "# Other page\n\nSee <doc:Other#Nowhere> and [x](#nowhere).\n"
        let (report, _, scratch) = try build(["T.md": "# T\n\nRoot.\n", "Other.md": page])
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.warnings.count == 2, "\(report.warnings)")
        #expect(report.warnings.allSatisfy { $0.description.contains("Other.md:3:") })
    }
}
