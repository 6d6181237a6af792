import CollorHTML
import Testing

@testable import CollorSite

/// DocC's breadcrumbs: a type page shows its module and the types it is nested in, linked.
@Suite struct BreadcrumbTests {
    private func page(_ name: String) -> APIReference.TypePage {
        APIReference.TypePage(
            name: name, kind: "Structure", declaration: "struct \(name)", documentation: "",
            members: [], isExtension: false)
    }

    @Test func aNestedTypeShowsItsModuleAndEachParentWithAPage() {
        let reference = APIReference(
            module: "Shop", pages: [page("Basket"), page("Basket.Items"), page("Basket.Items.Row")]
        )
        let row = reference.pages[2]
        #expect(
            reference.page(of: row).breadcrumbs == [
                .init(title: "Shop", outputPath: "api/Shop/index.html"),
                .init(title: "Basket", outputPath: "api/Shop/Basket.html"),
                .init(title: "Items", outputPath: "api/Shop/Basket.Items.html"),
            ])
        #expect(
            reference.page(of: reference.pages[0]).breadcrumbs == [
                .init(title: "Shop", outputPath: "api/Shop/index.html")
            ])
        // The module's own page has none: it is the top.
        #expect(reference.indexPage().breadcrumbs.isEmpty)
    }

    @Test func theTemplateLinksEachCrumbRelativeToThePage() {
        var html = HTMLWriter(escaping: .commonMark)
        PageTemplate.writeBreadcrumbs(
            [.init(title: "Shop", outputPath: "api/Shop/index.html")], title: "Basket<T>",
            from: "api/Shop/Basket.html", into: &html)
        #expect(
            String(decoding: html.bytes, as: UTF8.self) == """
                <nav class="breadcrumbs" aria-label="Breadcrumbs">
                <ol>
                <li><a href="index.html">Shop</a></li>
                <li aria-current="page">Basket&lt;T&gt;</li>
                </ol>
                </nav>

                """)
    }
}
