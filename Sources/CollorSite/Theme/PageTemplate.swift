import CollorHTML
import CollorMarkdown

/// Writes a whole HTML page around a rendered body: header with search, sidebar navigation, the
/// table of contents, previous/next. Every URL is relative, so the site works from `file://` and
/// under any path on a server; nothing is loaded from another host.
struct PageTemplate {
    var siteTitle: String
    var navigation: Navigation

    /// The ids the template (and the search page's body) writes: a heading never takes one.
    ///
    /// Each starts with `collor--`: DocC's anchors never hold two dashes in a row (a heading's
    /// collapses them, a symbol's name has none but an operator's), so a member named `content`
    /// keeps DocC's anchor `content` instead of stepping around the template's.
    static let reservedIDs: Set<String> = [
        "collor--content", "collor--menu", "collor--search-input", "collor--search-results",
        "collor--search-status", "collor--search-page",
    ]

    /// The page's HTML.
    ///
    /// - Complexity: O(size of the body + the pages and subfolders of the page's open sections).
    func render(
        page: SourcePage, body rendered: RenderedMarkdown, seeAlso: SeeAlso? = nil,
        mentionedIn: [MentionedIn.Entry] = [], members: MemberSections = .none,
        abstract: (_ target: String) -> String? = { _ in nil }
    ) -> [UInt8] {
        let root = RelativePath.root(from: page.outputPath)
        var html = HTMLWriter(escaping: .commonMark, capacity: rendered.body.count + 8_192)
        // Embedded galleries and tutorial code bring `<style>`, which belongs in the head.
        let styles = HeadStyles(rendered.body.bytes)
        writeHead(
            into: &html, title: page.title, description: page.frontMatter.description, root: root,
            css: styles.joined)
        html.raw("<body>\n")
        writeHeader(into: &html, root: root)
        html.raw("<div class=\"layout\">\n")
        writeSidebar(into: &html, current: page.outputPath)
        html.raw("<main id=\"collor--content\" class=\"content\">\n<article>\n")
        if case .generated(let generated) = page.source, !generated.breadcrumbs.isEmpty {
            Self.writeBreadcrumbs(
                generated.breadcrumbs, title: page.title, from: page.outputPath, into: &html)
        }
        Self.writeMetadata(rendered.metadata, into: &html)
        if rendered.firstHeading == nil {
            html.raw("<h1>")
            html.text(page.title)
            html.raw("</h1>\n")
        }
        if page.kind == .api {
            html.raw(
                bytes: Self.insertingMemberSections(
                    members, into: styles.body ?? rendered.body.bytes, page: page.outputPath,
                    abstract: abstract))
        } else if let body = styles.body {
            html.raw(bytes: body)
        } else {
            html.append(contentsOf: rendered.body)
        }
        Self.writeMentionedIn(mentionedIn, from: page.outputPath, into: &html)
        if let seeAlso {
            // The page's own See Also, when it is its last section, takes the group under it.
            let own = page.headings.last { $0.level <= 2 }?.title == "See Also"
            Self.writeSeeAlso(
                seeAlso, from: page.outputPath, underOwnHeading: own, abstract: abstract,
                into: &html)
        }
        html.raw("</article>\n")
        writePreviousNext(into: &html, current: page.outputPath)
        html.raw("</main>\n")
        writeTableOfContents(into: &html, headings: rendered.headings)
        html.raw("</div>\n")
        writeFooter(into: &html, root: root, tutorial: !page.tutorialCodeFiles.isEmpty)
        return html.bytes
    }

    /// The colours `@PageColor` takes, as DocC's `Color`.
    static let pageColors = PageMetadata.pageColors

    /// DocC's breadcrumbs: the pages above this one, linked, then its own title.
    static func writeBreadcrumbs(
        _ crumbs: [GeneratedPage.Breadcrumb], title: String, from current: String,
        into html: inout HTMLWriter
    ) {
        html.raw("<nav class=\"breadcrumbs\" aria-label=\"Breadcrumbs\">\n<ol>\n")
        for crumb in crumbs {
            html.raw("<li><a href=\"")
            html.url(RelativePath.url(from: current, to: crumb.outputPath))
            html.raw("\">")
            html.text(crumb.title)
            html.raw("</a></li>\n")
        }
        html.raw("<li aria-current=\"page\">")
        html.text(title)
        html.raw("</li>\n</ol>\n</nav>\n")
    }

    /// What a page's `@Metadata` shows above its title: the title heading (`@TitleHeading`), the
    /// button of its `@CallToAction` and the platforms it is available on (`@Available`).
    /// Nothing for a page without them.
    static func writeMetadata(_ metadata: PageMetadata, into html: inout HTMLWriter) {
        // DocC's page colours: a stripe above the title in that colour, as docc colours the
        // header; decoration alone, so hidden from screen readers. Other names docc refuses.
        if let color = metadata.pageColor, Self.pageColors.contains(color) {
            html.raw("<div class=\"page-color page-color-")
            html.raw(color)
            html.raw("\" aria-hidden=\"true\"></div>\n")
        }
        if let heading = metadata.titleHeading {
            html.raw("<p class=\"title-heading\">")
            html.text(heading)
            html.raw("</p>\n")
        }
        if let action = metadata.callToAction {
            html.raw("<p class=\"call-to-action\"><a class=\"button\" href=\"")
            html.url(action.url)
            html.raw("\">")
            html.text(action.label)
            html.raw("</a></p>\n")
        }
        AvailabilityList.write(metadata.availability, into: &html)
    }

    /// How a page gets the theme's CSS: a link to `theme/style.css`, or inlined (the 404 page,
    /// which a server shows at any depth, where a relative link would not resolve).
    enum Stylesheet {
        case link(String)
        case inline([UInt8])
    }

    /// The one `<head>` of the site's pages (see `DocumentHead`): `title` is shown as
    /// "title – site title" unless it is the site title; `root` (when known) is written as
    /// `data-root` for the search script; the pages follow the reader's light or dark scheme;
    /// `css` (the page's own) follows the stylesheet.
    static func writeHead(
        into html: inout HTMLWriter, title: String, siteTitle: String, description: String?,
        root: String?, stylesheet: Stylesheet, css: String = ""
    ) {
        var head = DocumentHead(
            title: title == siteTitle ? title : "\(title) – \(siteTitle)", description: description,
            rootPath: root, colorScheme: "light dark")
        switch stylesheet {
        case .link(let url): head.stylesheets = [url]
        case .inline(let css): head.css = String(decoding: css, as: UTF8.self)
        }
        head.css += css
        head.write(into: &html)
    }

    func writeHead(
        into html: inout HTMLWriter, title: String, description: String?, root: String,
        css: String = ""
    ) {
        Self.writeHead(
            into: &html, title: title, siteTitle: siteTitle, description: description, root: root,
            stylesheet: .link(root + "theme/style.css"), css: css)
    }

    private func writeHeader(into html: inout HTMLWriter, root: String) {
        html.raw("<header class=\"site-header\">\n")
        html.raw("<a class=\"skip\" href=\"#collor--content\">Skip to content</a>\n")
        // The Menu's state, which CSS alone reads: a checkbox the keyboard reaches (Space opens
        // it, and Enter with the script), shown through its label, and no tab stop where the
        // sidebar is always shown.
        html.raw("<input type=\"checkbox\" id=\"collor--menu\" class=\"menu-state\">\n")
        html.raw("<label class=\"menu-toggle\" for=\"collor--menu\">Menu</label>\n")
        html.raw("<a class=\"site-title\" href=\"")
        html.url(root + "index.html")
        html.raw("\">")
        html.text(siteTitle)
        html.raw("</a>\n")
        html.raw("<form class=\"search\" role=\"search\" action=\"")
        html.url(root + "search.html")
        // A combobox whose popup is the results list (HTML allows the role on a text input,
        // not on a search one); the status announces what a search found.
        html.raw("\">\n<input id=\"collor--search-input\" type=\"text\" inputmode=\"search\" ")
        html.raw("name=\"q\" ")
        html.raw("placeholder=\"Search\" aria-label=\"Search the documentation\" ")
        html.raw("role=\"combobox\" aria-expanded=\"false\" ")
        html.raw("aria-controls=\"collor--search-results\" ")
        html.raw("aria-autocomplete=\"list\" ")
        html.raw("autocomplete=\"off\">\n<ol id=\"collor--search-results\" ")
        html.raw("class=\"search-results\" ")
        html.raw("hidden></ol>\n<p id=\"collor--search-status\" class=\"visually-hidden\" ")
        html.raw("role=\"status\"></p>\n</form>\n</header>\n")
    }

    /// Every top-level section, but only the current page's sections open, each listing its
    /// pages, its groups of pages under their titles, and its subfolders as single links. A list
    /// longer than `SidebarWindow.size` shows the items around the page and a link to its
    /// folder's index, and the groups of an open folder that do not hold the page share one
    /// window between them: a page's sidebar grows with the depth of its folder, not with the
    /// site or its folder. An explicit stack walks the open sections, however deep folders nest.
    ///
    /// - Complexity: O(depth of the page's folder × `SidebarWindow.size` + top-level sections).
    private func writeSidebar(into html: inout HTMLWriter, current: String) {
        html.raw("<nav class=\"sidebar\" aria-label=\"Documentation\">\n")
        let path = navigation.path(to: current)
        let open = Set(path)
        // The open child of each open section, which its list is shown around.
        let nextOnPath = Dictionary(
            zip(path, path.dropFirst()).map { ($0, $1) }, uniquingKeysWith: { first, _ in first })
        let sections = navigation.sections
        func focus(of section: Int) -> Int? {
            if let child = nextOnPath[section] { return sections[child].positionInParent }
            return navigation.position(of: current)
        }
        for top in navigation.roots {
            guard open.contains(top) else {
                html.raw("<h2 class=\"nav-closed\"><a href=\"")
                html.url(RelativePath.url(from: current, to: sections[top].link))
                html.raw("\">")
                html.text(sections[top].title)
                html.raw("</a></h2>\n")
                continue
            }
            html.raw("<h2>")
            html.text(sections[top].title)
            html.raw("</h2>\n<ul>\n")
            var stack = [
                SidebarFrame(
                    section: top,
                    shown: writeListStart(into: &html, top, focus: focus(of: top), current: current)
                )
            ]
            while var frame = stack.popLast() {
                let children = sections[frame.section].children
                let pageCount = sections[frame.section].entries.count
                let next = max(frame.next, frame.shown.lowerBound - pageCount, 0)
                guard next < min(frame.shown.upperBound - pageCount, children.count) else {
                    writeListEnd(into: &html, frame.section, shown: frame.shown, current: current)
                    if !stack.isEmpty { html.raw("</ul></li>\n") }
                    continue
                }
                let child = children[next]
                frame.next = next + 1
                if sections[child].isGroup {
                    // A group of the open folder's pages, under its title: the one holding the
                    // page around it, the others while they fit in the folder's window.
                    let count = sections[child].entries.count
                    let holdsPage = open.contains(child)
                    let fits = holdsPage || count <= frame.groupBudget
                    if !holdsPage && fits { frame.groupBudget -= count }
                    html.raw("<li class=\"nav-group\"><span class=\"nav-group-title\">")
                    html.text(sections[child].title)
                    html.raw("</span>\n<ul>\n")
                    let shown =
                        fits
                        ? writeListStart(
                            into: &html, child, focus: holdsPage ? focus(of: child) : nil,
                            current: current)
                        : 0..<0
                    writeListEnd(into: &html, child, shown: shown, current: current)
                    html.raw("</ul></li>\n")
                    stack.append(frame)
                    continue
                }
                stack.append(frame)
                let isOpen = open.contains(child)
                html.raw(isOpen ? "<li class=\"nav-section open\">" : "<li class=\"nav-section\">")
                writeLink(
                    into: &html, title: sections[child].title, to: sections[child].link,
                    current: current)
                guard isOpen else {
                    html.raw("</li>\n")
                    continue
                }
                html.raw("\n<ul>\n")
                stack.append(
                    SidebarFrame(
                        section: child,
                        shown: writeListStart(
                            into: &html, child, focus: focus(of: child), current: current)))
            }
            html.raw("</ul>\n")
        }
        html.raw("</nav>\n")
    }

    /// An open section on the sidebar's stack: the items of its list that are shown, the next
    /// child to write, and how many pages its groups that do not hold the page may still show.
    private struct SidebarFrame {
        var section: Int
        /// Positions among the section's pages, then its children.
        var shown: Range<Int>
        var next = 0
        var groupBudget = SidebarWindow.size
    }

    /// Writes the start of a section's list: a mark if items come before, and its pages that are
    /// shown. Returns the positions shown, among its pages then its children.
    private func writeListStart(
        into html: inout HTMLWriter, _ section: Int, focus: Int?, current: String
    ) -> Range<Int> {
        let listed = navigation.sections[section]
        let shown = SidebarWindow.range(
            count: listed.entries.count + listed.children.count, focus: focus)
        if shown.lowerBound > 0 { html.raw("<li class=\"nav-more\" aria-hidden=\"true\">…</li>\n") }
        let pages =
            min(
                shown.lowerBound, listed.entries.count)..<min(
                shown.upperBound, listed.entries.count)
        writeEntries(into: &html, listed.entries[pages], current: current)
        return shown
    }

    /// Writes the end of a section's list: when it does not show every item, a mark if items
    /// come after and the link to the folder's index, which lists them all.
    private func writeListEnd(
        into html: inout HTMLWriter, _ section: Int, shown: Range<Int>, current: String
    ) {
        let listed = navigation.sections[section]
        let count = listed.entries.count + listed.children.count
        guard shown.count < count else { return }
        if shown.upperBound < count, !shown.isEmpty {
            html.raw("<li class=\"nav-more\" aria-hidden=\"true\">…</li>\n")
        }
        guard let index = listed.indexLink else { return }
        html.raw("<li class=\"nav-all\">")
        writeLink(
            into: &html,
            title: listed.folderCount == 0
                ? "All \(count) pages…" : "All \(count) pages and folders…",
            to: index, current: current)
        html.raw("</li>\n")
    }

    private func writeEntries(
        into html: inout HTMLWriter, _ entries: ArraySlice<Navigation.Entry>, current: String
    ) {
        for entry in entries {
            html.raw("<li>")
            writeLink(
                into: &html, title: entry.title, to: entry.outputPath, current: current,
                breakAtDots: entry.isAPI)
            if entry.isDeprecated { html.raw(" <span class=\"nav-deprecated\">Deprecated</span>") }
            html.raw("</li>\n")
        }
    }

    /// - Parameter breakAtDots: a nested type's name (`CollorError.Descriptor`) may wrap after
    ///   each `.` rather than inside a word.
    private func writeLink(
        into html: inout HTMLWriter, title: String, to outputPath: String, current: String,
        breakAtDots: Bool = false
    ) {
        html.raw("<a href=\"")
        html.url(RelativePath.url(from: current, to: outputPath))
        html.raw(outputPath == current ? "\" aria-current=\"page\">" : "\">")
        if breakAtDots {
            for (index, part) in title.split(separator: ".", omittingEmptySubsequences: false)
                .enumerated()
            {
                if index > 0 { html.raw(".<wbr>") }
                html.text(String(part))
            }
        } else {
            html.text(title)
        }
        html.raw("</a>")
    }

    private func writeTableOfContents(into html: inout HTMLWriter, headings: [TOCEntry]) {
        // An empty heading is not written, nor linked to; nor one the render took back.
        let entries = headings.filter {
            ($0.level == 2 || $0.level == 3) && $0.isShown
                && !$0.title.allSatisfy(\.isWhitespace)
        }
        guard !entries.isEmpty else { return }
        html.raw(
            "<aside class=\"toc\" aria-label=\"On this page\">\n<h2>On this page</h2>\n<ul>\n")
        for entry in entries {
            html.raw(entry.level == 2 ? "<li>" : "<li class=\"toc-sub\">")
            html.raw("<a href=\"#")
            html.url(entry.anchor)
            html.raw("\">")
            html.text(entry.title)
            html.raw("</a></li>\n")
        }
        html.raw("</ul>\n</aside>\n")
    }

    private func writePreviousNext(into html: inout HTMLWriter, current: String) {
        let (previous, next) = navigation.neighbours(of: current)
        guard previous != nil || next != nil else { return }
        html.raw("<nav class=\"pager\" aria-label=\"Previous and next\">\n")
        for (entry, rel, label) in [(previous, "prev", "Previous"), (next, "next", "Next")] {
            guard let entry else { continue }
            html.raw("<a class=\"")
            html.raw(rel)
            html.raw("\" rel=\"")
            html.raw(rel)
            html.raw("\" href=\"")
            html.url(RelativePath.url(from: current, to: entry.outputPath))
            html.raw("\"><span>")
            html.raw(label)
            html.raw("</span>")
            html.text(entry.title)
            html.raw("</a>\n")
        }
        html.raw("</nav>\n")
    }

    /// The footer and the scripts: search on every page, and on a tutorial with code the one that
    /// scrolls its code pane to each step's change.
    func writeFooter(into html: inout HTMLWriter, root: String, tutorial: Bool) {
        html.raw(
            "<footer class=\"site-footer\"><p>Built with <code>collor build</code>.</p></footer>\n")
        // The index is loaded by the script on the first search, not by every page.
        html.raw("<script src=\"")
        html.url(root + "theme/search.js")
        html.raw("\"></script>\n")
        if tutorial {
            html.raw("<script src=\"")
            html.url(root + "theme/tutorial.js")
            html.raw("\"></script>\n")
        }
        html.raw("</body>\n</html>\n")
    }
}
