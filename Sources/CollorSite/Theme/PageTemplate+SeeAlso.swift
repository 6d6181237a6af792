import CollorHTML

extension PageTemplate {
    /// DocC's automatic See Also after a page's content (`SeeAlso`): the curating group's title,
    /// then its other entries, each with its abstract (`abstract`, by root-relative target) as a
    /// Topics list shows it.
    static func writeSeeAlso(
        _ seeAlso: SeeAlso, from page: String, abstract: (_ target: String) -> String?,
        into html: inout HTMLWriter
    ) {
        html.raw("<section class=\"see-also\">\n<h2>See Also</h2>\n<h3>")
        html.text(seeAlso.title)
        html.raw("</h3>\n<ul>\n")
        for entry in seeAlso.entries(shownOn: page) {
            html.raw("<li><a href=\"")
            // A symbol's target may end in its member's anchor; a symbol's file name never holds
            // a `#` (`OutputPath.fileName(for:)`), an article's may.
            let parts =
                entry.isSymbol
                ? entry.target.split(separator: "#", maxSplits: 1).map(String.init)
                : [entry.target]
            html.url(
                RelativePath.url(
                    from: page, to: parts.first ?? "", fragment: parts.dropFirst().first))
            html.raw(entry.isSymbol ? "\"><code>" : "\">")
            html.text(entry.title)
            html.raw(entry.isSymbol ? "</code></a>" : "</a>")
            if let abstract = abstract(entry.target), !abstract.isEmpty {
                html.raw("\n<p class=\"topic-abstract\">")
                html.text(abstract)
                html.raw("</p>\n")
            }
            html.raw("</li>\n")
        }
        html.raw("</ul>\n</section>\n")
    }
}
