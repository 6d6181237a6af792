import Foundation
import Testing

@testable import CollorMarkdown

/// libcmark 0.30.2 takes time quadratic in the length of some inputs, so pages are capped.
@Suite struct MaximumPageSizeTests {
    private let limit = MarkdownOptions.maximumPageBytes
    /// The CVE-2023-22486 pattern, just over the limit.
    private var slowPage: String { String(repeating: "![[]()", count: limit / 6 + 1) }

    @Test func rendererRefusesAPageOverTheLimit() {
        let page = slowPage
        let rendered = MarkdownRenderer.render(page, context: MarkdownContext(file: "big.md"))
        #expect(
            rendered.errors == [
                MarkdownDiagnostic(
                    file: "big.md", reason: .pageTooLarge(bytes: page.utf8.count, limit: limit))
            ])
        #expect(rendered.html.isEmpty)
        #expect(rendered.headings.isEmpty)
    }

    @Test func pageAtTheLimitRenders() {
        let page = "# Long\n\n" + String(repeating: "word ", count: (limit - 8) / 5)
        #expect(page.utf8.count <= limit)
        let rendered = MarkdownRenderer.render(page)
        #expect(rendered.errors.isEmpty)
        #expect(rendered.firstHeading == "Long")
    }

    @Test func messageNamesTheFileTheSizeAndTheLimit() {
        let error = MarkdownDiagnostic(
            file: "big.md", reason: .pageTooLarge(bytes: 300_000, limit: limit))
        #expect(
            error.description
                == "big.md: page is 300000 bytes, more than the limit of \(limit) bytes: split it"
                + " into several pages")
    }
}
