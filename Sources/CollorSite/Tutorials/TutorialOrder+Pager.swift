import CollorHTML

extension TutorialOrder {
    /// The links to the tutorials before and after the page at `sourcePath`, with their titles,
    /// as the page ends; nil for a page that is no tutorial of a table of contents.
    func pager(for sourcePath: String, resolver: LinkResolver) -> String? {
        guard let around = neighbours(of: sourcePath) else { return nil }
        var html = HTMLWriter()
        var links = 0
        html.raw("<nav class=\"tutorial-pager\" aria-label=\"Tutorials\">\n")
        for (name, label, style) in [
            (around.previous, "Previous tutorial", "prev"), (around.next, "Next tutorial", "next"),
        ] {
            guard let name,
                case .titled(let url, let title) = resolver.resolveDocument(
                    name, anchor: nil, from: sourcePath)
            else { continue }
            links += 1
            html.raw("<a class=\"")
            html.raw(style)
            html.raw("\" rel=\"")
            html.raw(style)
            html.raw("\" href=\"")
            html.url(url)
            html.raw("\"><span>")
            html.raw(label)
            html.raw("</span>")
            html.text(title)
            html.raw("</a>\n")
        }
        html.raw("</nav>\n")
        return links > 0 ? html.string : nil
    }
}
