import Foundation
import Testing

@testable import CollorMarkdown

/// A page with every construct of the dialect (also a seed of the markdown fuzzer) renders
/// without a warning, and nothing of the dialect's syntax is left as text.
@Suite struct DialectFixtureTests {
    @Test func everyConstructRendersAndNoSyntaxIsLeft() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(
                "__Fixtures__/Dialect/Everything.md")
        let page = try String(contentsOf: url, encoding: .utf8)
        let context = MarkdownContext(
            file: "Everything.md",
            resolveLink: { _, _ in .rewrite("Ordering.html") },
            resolveDocument: { _, _ in .titled("Ordering.html", title: "Ordering fruit") },
            resolveSymbol: {
                .rewrite("api/FreshKit/" + ($0.split(separator: "/").first ?? "") + ".html")
            },
            resolveResource: { $0 == "basket" ? .init(url: "Images/basket.png") : nil },
            snippet: { _ in
                "// Adds.\n\nvar basket = Basket()\n// snippet.add\nbasket.add(.apple)\n// snippet.end\n"
            })
        let rendered = MarkdownRenderer.render(page, context: context)
        #expect(rendered.errors.isEmpty)
        #expect(rendered.warnings.isEmpty, "\(rendered.warnings)")
        #expect(rendered.metadata.displayName == "Baskets")
        let html = rendered.html
        let text = html.replacingOccurrences(
            of: "<pre>[\\s\\S]*?</pre>", with: "", options: .regularExpression)
        #expect(!text.contains("``"))
        #expect(!text.contains("@"))
        #expect(!text.contains("~~"))
        #expect(!text.contains("Not shown"))
        for fragment in [
            "<div class=\"aside aside-note\"", "<div class=\"aside aside-warning\"",
            "<th style=\"text-align: right\">Price</th>", "<del>old</del>",
            "<code>pear | quince</code>",
            "<div class=\"row\" style=\"--columns: 3\">", "<div class=\"tabs\">",
            "<div class=\"links links-compact-grid\">", "<figure class=\"image\">",
            "basket.add(.apple)", "<div class=\"small\">", "aside-deprecated",
            "<a href=\"Ordering.html\">Ordering fruit</a>",
        ] {
            #expect(html.contains(fragment), "\(fragment)")
        }
    }
}
