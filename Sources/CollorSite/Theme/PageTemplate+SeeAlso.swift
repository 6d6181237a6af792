import CollorHTML

extension PageTemplate {
    /// DocC's automatic See Also after a page's content (`SeeAlso`): the curating group's title,
    /// then its other entries, each with its abstract (`abstract`, by root-relative target) as a
    /// Topics list shows it. After the page's own `## See Also` (`underOwnHeading`), as its
    /// last group, the way docc lists an authored See Also's groups first. A member's (`member`:
    /// its anchor) closes its section, its headings a level below the member's `h3`.
    static func writeSeeAlso(
        _ seeAlso: SeeAlso, from page: String, member: String? = nil,
        underOwnHeading: Bool = false, abstract: (_ target: String) -> String?,
        into html: inout HTMLWriter
    ) {
        let level = member == nil ? 2 : 4
        html.raw("<section class=\"see-also\">\n")
        if !underOwnHeading { html.raw("<h\(level)>See Also</h\(level)>\n") }
        // A group without a title (a Topics list before any `###`) gets no empty heading.
        if !seeAlso.title.isEmpty {
            html.raw("<h\(level + 1)>")
            html.text(seeAlso.title)
            html.raw("</h\(level + 1)>\n")
        }
        html.raw("<ul>\n")
        for entry in seeAlso.entries(shownOn: page + (member.map { "#" + $0 } ?? "")) {
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
