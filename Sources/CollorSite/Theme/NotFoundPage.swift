/// `404.html`: self-contained (the theme's CSS inlined), because a server shows it at any depth,
/// where relative links to `theme/` would not resolve. Links use the base URL when one is given and
/// the server root otherwise.
enum NotFoundPage {
    static func render(siteTitle: String, baseURL: String?, css: [UInt8]) -> [UInt8] {
        let home = baseURL ?? "/"
        var html = HTMLBuffer()
        html.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        html.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        html.append("<meta name=\"color-scheme\" content=\"light dark\">\n<title>Page not found – ")
        html.appendEscaped(siteTitle)
        html.append("</title>\n<style>\n")
        html.append(bytes: css)
        html.append("</style>\n</head>\n<body class=\"not-found\">\n<main class=\"content\">\n")
        html.append("<h1>Page not found</h1>\n<p>There is no page at this address. ")
        html.append("It may have moved when the documentation changed.</p>\n<p><a href=\"")
        html.appendEscapedURL(home)
        html.append("\">Go to the start of ")
        html.appendEscaped(siteTitle)
        html.append("</a></p>\n</main>\n</body>\n</html>\n")
        return html.bytes
    }
}
