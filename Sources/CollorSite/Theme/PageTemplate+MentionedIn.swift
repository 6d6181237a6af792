import CollorHTML

extension PageTemplate {
    /// DocC's Mentioned In on a symbol's page (`MentionedIn`): the articles that link it, each
    /// by its title.
    static func writeMentionedIn(
        _ entries: [MentionedIn.Entry], from page: String, into html: inout HTMLWriter
    ) {
        guard !entries.isEmpty else { return }
        html.raw("<section class=\"mentioned-in\">\n<h2>Mentioned In</h2>\n<ul>\n")
        for entry in entries {
            html.raw("<li><a href=\"")
            html.url(RelativePath.url(from: page, to: entry.target, fragment: nil))
            html.raw("\">")
            html.text(entry.title)
            html.raw("</a></li>\n")
        }
        html.raw("</ul>\n</section>\n")
    }
}
