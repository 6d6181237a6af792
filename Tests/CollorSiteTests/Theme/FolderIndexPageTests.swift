import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// A folder's generated index shows its pages' titles and descriptions as written: written as
/// markdown text with every punctuation character escaped and parsed back, `~~` still became
/// strikethrough.
@Suite struct FolderIndexPageTests {
    @Test func titlesAndDescriptionsAreShownAsWritten() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let site = try ScratchSite.build(
            [
                "index.md": "# Home\n\n[Guide](guide/index.html)\n",
                "guide/weird.md": """
                ---
                title: "A ~~s~~ *a* <b> [x](y) `c`"
                description: "Uses `code` & ~~this~~   "
                ---

                Text.

                """,
                "guide/plain.md": "# Plain\n",
            ], in: scratch, siteTitle: "Site")
        let article = ScratchSite.article(of: "guide/index.html", in: site.output)
        #expect(
            article.contains(
                "<li><a href=\"weird.html\">A ~~s~~ *a* &lt;b&gt; [x](y) `c`</a>: Uses `code` &amp;"
                    + " ~~this~~</li>"))
        #expect(article.contains("<li><a href=\"plain.html\">Plain</a></li>"))
        #expect(!article.contains("<del>"))
    }
}
