/// Writes a whole HTML page around a rendered body: header with search, sidebar navigation, the
/// table of contents, previous/next. Every URL is relative, so the site works from `file://` and
/// under any path on a server; nothing is loaded from another host.
struct PageTemplate {
    var siteTitle: String
    var navigation: Navigation

    /// The page's HTML.
    ///
    /// - Complexity: O(size of the body + number of pages).
    func render(
        page: SourcePage, body rendered: RenderedMarkdown
    ) -> [UInt8] {
        let root = RelativePath.root(from: page.outputPath)
        var html = HTMLBuffer(capacity: rendered.body.count + 8_192)
        writeHead(
            into: &html, title: page.title, description: page.frontMatter.description, root: root)
        html.append("<body>\n")
        writeHeader(into: &html, root: root)
        html.append("<div class=\"layout\">\n")
        writeSidebar(into: &html, current: page.outputPath, root: root)
        html.append("<main id=\"content\" class=\"content\">\n<article>\n")
        if rendered.firstHeading == nil {
            html.append("<h1>")
            html.appendEscaped(page.title)
            html.append("</h1>\n")
        }
        html.append(rendered.body)
        html.append("</article>\n")
        writePreviousNext(into: &html, current: page.outputPath)
        html.append("</main>\n")
        writeTableOfContents(into: &html, headings: rendered.headings)
        html.append("</div>\n")
        writeFooter(into: &html, root: root)
        return html.bytes
    }

    /// How a page gets the theme's CSS: a link to `theme/style.css`, or inlined (the 404 page,
    /// which a server shows at any depth, where a relative link would not resolve).
    enum Stylesheet {
        case link(String)
        case inline([UInt8])
    }

    /// The one `<head>` of the site's pages: `title` is shown as "title – site title" unless it
    /// is the site title; `root` (when known) is written as `data-root` for the search script.
    static func writeHead(
        into html: inout HTMLBuffer, title: String, siteTitle: String, description: String?,
        root: String?, stylesheet: Stylesheet
    ) {
        html.append("<!DOCTYPE html>\n<html lang=\"en\"")
        if let root {
            html.append(" data-root=\"")
            html.appendEscaped(root)
            html.append("\"")
        }
        html.append(">\n<head>\n<meta charset=\"utf-8\">\n")
        html.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        html.append("<meta name=\"color-scheme\" content=\"light dark\">\n")
        html.append("<title>")
        html.appendEscaped(title == siteTitle ? title : "\(title) – \(siteTitle)")
        html.append("</title>\n")
        if let description {
            html.append("<meta name=\"description\" content=\"")
            html.appendEscaped(description)
            html.append("\">\n")
        }
        switch stylesheet {
        case .link(let url):
            html.append("<link rel=\"stylesheet\" href=\"")
            html.appendEscapedURL(url)
            html.append("\">\n")
        case .inline(let css):
            html.append("<style>\n")
            html.append(bytes: css)
            html.append("</style>\n")
        }
        html.append("</head>\n")
    }

    func writeHead(into html: inout HTMLBuffer, title: String, description: String?, root: String) {
        Self.writeHead(
            into: &html, title: title, siteTitle: siteTitle, description: description, root: root,
            stylesheet: .link(root + "theme/style.css"))
    }

    private func writeHeader(into html: inout HTMLBuffer, root: String) {
        html.append("<header class=\"site-header\">\n")
        html.append("<a class=\"skip\" href=\"#content\">Skip to content</a>\n")
        html.append("<label class=\"menu-toggle\" for=\"menu\">Menu</label>\n")
        html.append("<a class=\"site-title\" href=\"")
        html.appendEscapedURL(root + "index.html")
        html.append("\">")
        html.appendEscaped(siteTitle)
        html.append("</a>\n")
        html.append("<form class=\"search\" role=\"search\" action=\"")
        html.appendEscapedURL(root + "search.html")
        html.append("\">\n<input id=\"search-input\" type=\"search\" name=\"q\" ")
        html.append("placeholder=\"Search\" aria-label=\"Search the documentation\" ")
        html.append("autocomplete=\"off\">\n<ol id=\"search-results\" class=\"search-results\" ")
        html.append("hidden></ol>\n</form>\n</header>\n")
    }

    private func writeSidebar(into html: inout HTMLBuffer, current: String, root: String) {
        html.append("<input type=\"checkbox\" id=\"menu\" class=\"menu-state\" hidden>\n")
        html.append("<nav class=\"sidebar\" aria-label=\"Documentation\">\n")
        for section in navigation.sections {
            writeNavigationList(
                into: &html, title: section.title, entries: section.entries, current: current,
                root: root)
        }
        html.append("</nav>\n")
    }

    private func writeNavigationList(
        into html: inout HTMLBuffer, title: String, entries: [Navigation.Entry],
        current: String, root: String
    ) {
        html.append("<h2>")
        html.appendEscaped(title)
        html.append("</h2>\n<ul>\n")
        for entry in entries {
            html.append("<li><a href=\"")
            html.appendEscapedURL(root + entry.outputPath)
            html.append(entry.outputPath == current ? "\" aria-current=\"page\">" : "\">")
            html.appendEscaped(entry.title)
            html.append("</a></li>\n")
        }
        html.append("</ul>\n")
    }

    private func writeTableOfContents(into html: inout HTMLBuffer, headings: [TOCEntry]) {
        let entries = headings.filter { $0.level == 2 || $0.level == 3 }
        guard !entries.isEmpty else { return }
        html.append(
            "<aside class=\"toc\" aria-label=\"On this page\">\n<h2>On this page</h2>\n<ul>\n")
        for entry in entries {
            html.append(entry.level == 2 ? "<li>" : "<li class=\"toc-sub\">")
            html.append("<a href=\"#")
            html.appendEscapedURL(entry.anchor)
            html.append("\">")
            html.appendEscaped(entry.title)
            html.append("</a></li>\n")
        }
        html.append("</ul>\n</aside>\n")
    }

    private func writePreviousNext(into html: inout HTMLBuffer, current: String) {
        let (previous, next) = navigation.neighbours(of: current)
        guard previous != nil || next != nil else { return }
        html.append("<nav class=\"pager\" aria-label=\"Previous and next\">\n")
        for (entry, rel, label) in [(previous, "prev", "Previous"), (next, "next", "Next")] {
            guard let entry else { continue }
            html.append("<a class=\"")
            html.append(raw: rel)
            html.append("\" rel=\"")
            html.append(raw: rel)
            html.append("\" href=\"")
            html.appendEscapedURL(RelativePath.link(from: current, to: entry.outputPath))
            html.append("\"><span>")
            html.append(raw: label)
            html.append("</span>")
            html.appendEscaped(entry.title)
            html.append("</a>\n")
        }
        html.append("</nav>\n")
    }

    func writeFooter(into html: inout HTMLBuffer, root: String) {
        html.append(
            "<footer class=\"site-footer\"><p>Built with <code>collor build</code>.</p></footer>\n")
        html.append("<script src=\"")
        html.appendEscapedURL(root + "search-index.js")
        html.append("\"></script>\n<script src=\"")
        html.appendEscapedURL(root + "theme/search.js")
        html.append("\"></script>\n</body>\n</html>\n")
    }
}
