import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// The generated home page shows the site's title and its pages' titles as written (`~~`
/// became strikethrough when the page was markdown text parsed back).
@Suite struct HomePageTests {
    @Test func titlesAreShownAsWritten() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let site = try ScratchSite.build(
            ["a.md": "---\ntitle: \"~~Old~~ <new> *page*\"\n---\n\nText.\n"], in: scratch,
            siteTitle: "The ~~best~~ site")
        let article = ScratchSite.article(of: "index.html", in: site.output)
        #expect(article.contains("</a>The ~~best~~ site</h1>"))
        #expect(article.contains("<li><a href=\"a.html\">~~Old~~ &lt;new&gt; *page*</a></li>"))
        #expect(!article.contains("<del>"))
    }
}
