import CollorMarkdown
import Testing

@testable import CollorSite

/// Every output path has one writer, checked over loaded pages alone.
@Suite struct OutputClaimsTests {
    private func page(_ source: String, output: String, extends: String? = nil) -> SourcePage {
        var page = SourcePage(
            sourcePath: source, outputPath: output, kind: .guide, section: "Guides",
            source: .written(""), frontMatter: FrontMatter(), body: "", bodyLineOffset: 0,
            headings: [],
            title: source, displayPath: "Docs/" + source)
        page.extends = extends
        return page
    }

    @Test func distinctOutputsAndOneExtensionPerSymbolAreFine() {
        let pages = [
            "a.md": page("a.md", output: "a.html"), "b.md": page("b.md", output: "b.html"),
            "Kit/Basket.md": page(
                "Kit/Basket.md", output: "api/Kit/Basket.html", extends: "api/Kit/Basket.md"),
        ]
        #expect(OutputClaims.clashes(in: pages).isEmpty)
    }

    @Test func twoPagesWritingOneFileOrExtendingOneSymbolAreErrorsNamingBoth() {
        let pages = [
            "a.md": page("a.md", output: "start.html"),
            "b.md": page("b.md", output: "start.html"),
            "Kit/One.md": page("Kit/One.md", output: "api/X.html", extends: "api/X.md"),
            "Kit/Two.md": page("Kit/Two.md", output: "api/X.html", extends: "api/X.md"),
        ]
        #expect(
            OutputClaims.clashes(in: pages) == [
                SiteError(
                    file: "Docs/Kit/Two.md",
                    reason: .output(
                        .duplicateOutput(
                            "an extension of api/X.md (also extended by Docs/Kit/One.md)"))),
                SiteError(
                    file: "Docs/b.md",
                    reason: .output(.duplicateOutput("start.html (also written by Docs/a.md)"))),
            ])
    }
}
