import CollorHTMLWriter
import Testing

@Suite struct URLSafetyTests {
    @Test(arguments: [
        ("https://example.org/a", "https"), ("HTTP://X", "http"), ("MailTo:a@b.c", "mailto"),
        ("javascript:alert(1)", "javascript"), (" java\tscr\nipt:x", "javascript"),
        ("java\u{0}script:x", "javascript"), ("data:text/html,<b>", "data"), ("1a:b", "1a"),
        ("ü:x", "ü"),
    ])
    func schemeIsReadAsABrowserReadsIt(url: String, scheme: String) {
        #expect(URLSafety.scheme(of: url) == scheme)
    }

    @Test(arguments: [
        "", "#a:b", "page.html", "../up.html", "a/b:c", "a?b:c", "//host:80/x", "./a:b", "no colon",
    ])
    func relativeURLsAndFragmentsHaveNoScheme(url: String) {
        #expect(URLSafety.scheme(of: url) == nil)
        #expect(URLSafety.isAllowed(url))
    }

    @Test func onlyHTTPHTTPSAndMailtoAreAllowed() {
        #expect(URLSafety.allowedSchemes == ["http", "https", "mailto"])
        for url in ["ftp://x", "file:///etc/passwd", "vbscript:x", "data:,x", "blob:x", "tel:1"] {
            #expect(!URLSafety.isAllowed(url), "\(url)")
            #expect(URLSafety.safeHref(url) == nil, "\(url)")
        }
        #expect(URLSafety.safeHref(" https://x") == " https://x")
    }
}
