import CollorHTML

/// `404.html`: self-contained (the theme's CSS inlined), because a server shows it at any depth,
/// where relative links to `theme/` would not resolve. Links use the base URL when one is given and
/// the server root otherwise.
enum NotFoundPage {
    static func render(siteTitle: String, baseURL: String?, css: [UInt8]) -> [UInt8] {
        let home = baseURL ?? "/"
        var html = HTMLWriter(escaping: .commonMark)
        PageTemplate.writeHead(
            into: &html, title: "Page not found", siteTitle: siteTitle, description: nil,
            root: nil, stylesheet: .inline(css))
        html.raw("<body class=\"not-found\">\n<main class=\"content\">\n")
        html.raw("<h1>Page not found</h1>\n<p>There is no page at this address. ")
        html.raw("It may have moved when the documentation changed.</p>\n<p><a href=\"")
        html.url(home)
        html.raw("\">Go to the start of ")
        html.text(siteTitle)
        html.raw("</a></p>\n</main>\n</body>\n</html>\n")
        return html.bytes
    }
}
