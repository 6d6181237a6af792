import CollorHTML

extension PageTemplate {
    /// DocC's Mentioned In on a symbol's page (`MentionedIn`): the articles that link it, each
    /// by its title; a member's (`member`) in its section, its heading a level below the
    /// member's `h3`.
    static func writeMentionedIn(
        _ entries: [MentionedIn.Entry], from page: String, member: Bool = false,
        into html: inout HTMLWriter
    ) {
        guard !entries.isEmpty else { return }
        html.raw(
            member
                ? "<section class=\"mentioned-in\">\n<h4>Mentioned In</h4>\n<ul>\n"
                : "<section class=\"mentioned-in\">\n<h2>Mentioned In</h2>\n<ul>\n")
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
