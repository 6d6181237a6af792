import Testing

@testable import CollorMarkdown

/// `@Options` read from a page: `@AutomaticSeeAlso(disabled)` for the page, or with
/// `scope: global` for its catalog; other values and other directives leave it on.
@Suite struct PageOptionsReadingTests {
    @Test func automaticSeeAlsoDisabledIsReadForThePageOrItsCatalog() {
        let local = MarkdownDocument(
            "# A\n\n@Options {\n  @AutomaticSeeAlso(disabled)\n}\n\nText.\n", docc: true)
        #expect(local.options.page.automaticSeeAlso == false)
        #expect(local.options.global.automaticSeeAlso == true)
        let global = MarkdownDocument(
            "# A\n\n@Options(scope: global) {\n  @AutomaticSeeAlso(disabled)\n}\n", docc: true)
        #expect(global.options.page.automaticSeeAlso == true)
        #expect(global.options.global.automaticSeeAlso == false)
        let enabled = MarkdownDocument(
            "# A\n\n@Options {\n  @AutomaticSeeAlso(enabled)\n}\n", docc: true)
        #expect(enabled.options.page.automaticSeeAlso == true)
    }
}
