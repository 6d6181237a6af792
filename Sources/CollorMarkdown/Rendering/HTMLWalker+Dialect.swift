import CCmark

/// The nodes the dialect's passes tagged: asides, tables, strikethrough and symbol links here;
/// directives in `MarkdownRenderer+Directives.swift`.
extension HTMLWalker {
    mutating func visitDialect(_ node: MarkdownNode, _ meaning: DialectNode, entering: Bool) {
        switch meaning {
        case .aside(let kind):
            visitAside(kind, entering: entering)
        case .table:
            if entering { containers.append(.other) } else { containers.removeLast() }
            html.newlineIfNeeded()
            html.raw(entering ? "<table>\n" : "</table>\n")
        case .tableHead:
            html.raw(entering ? "<thead>\n" : "</thead>\n")
        case .tableBody:
            html.raw(entering ? "<tbody>\n" : "</tbody>\n")
        case .tableRow:
            html.raw(entering ? "<tr>\n" : "</tr>\n")
        case .tableCell(let alignment, let isHeader, _, _):
            visitTableCell(alignment, isHeader: isHeader, entering: entering)
        case .strikethrough:
            html.raw(entering ? "<del>" : "</del>")
        case .symbolLink(let path):
            // A code span is a leaf: cmark's iterator enters it only.
            visitSymbolLink(node, path: path)
        case .directive(let directive):
            visitDirective(node, directive, entering: entering)
        case .symbolSection(let section):
            visitSymbolSection(section, entering: entering)
        case .parameter(let name):
            visitParameter(name, entering: entering)
        case .headingAnchor(let anchor):
            visitHeading(node, entering: entering, anchor: anchor)
        case .codeBlock(let annotations):
            visitCodeBlock(node, annotations: annotations)
        case .availability(let platforms):
            // An empty block: written whole when entered.
            guard entering else { return }
            html.newlineIfNeeded()
            AvailabilityList.write(platforms, into: &html)
        case .termList(let tight):
            if entering {
                containers.append(tight ? .tightList : .looseList)
            } else {
                containers.removeLast()
            }
            html.newlineIfNeeded()
            html.raw(entering ? "<dl class=\"terms\">\n" : "</dl>\n")
        case .term:
            if entering { html.newlineIfNeeded() }
            html.raw(entering ? "<dt>" : "</dt>\n")
            if !entering { appendSearchSpace() }
        case .definition:
            // As a list's item: a tight list's paragraphs are written without `<p>`.
            if entering {
                containers.append(containers.last == .tightList ? .tightItem : .looseItem)
                html.raw("<dd>")
            } else {
                containers.removeLast()
                html.raw("</dd>\n")
            }
        case .signature:
            // Read by `DocCommentTagPass`; shows nothing where the pass did not run.
            break
        }
    }

    /// Written as DocC shows them: a titled section; parameters as a definition list.
    private mutating func visitSymbolSection(_ section: SymbolSection, entering: Bool) {
        let closing = section == .parameters ? "</dl>\n</section>\n" : "</section>\n"
        guard enterBlock(entering, closing: closing) else { return }
        html.raw("<section class=\"symbol-section symbol-section-")
        html.raw(section.cssName)
        // Under the heading before it: a function page's title (h2), a type page's member (h4).
        // A doc comment rendered alone is a member's, under an h3 written around it.
        let level = UInt8(ascii: "0") + min(6, (lastHeadingLevel ?? 3) + 1)
        html.raw("\">\n<h")
        html.raw(byte: level)
        html.raw(">")
        html.text(section.title)
        html.raw("</h")
        html.raw(byte: level)
        html.raw(">\n")
        if section == .parameters { html.raw("<dl>\n") }
        appendSearchString(section.title)
        appendSearchSpace()
    }

    private mutating func visitParameter(_ name: String, entering: Bool) {
        guard enterBlock(entering, closing: "</dd>\n") else { return }
        html.raw("<dt><code>")
        html.text(name)
        html.raw("</code></dt>\n<dd>\n")
        appendSearchString(name)
        appendSearchSpace()
    }

    /// Starts a block whose children are markdown blocks (an aside, a section), or ends it with
    /// `closing`; true when it starts.
    private mutating func enterBlock(_ entering: Bool, closing: String) -> Bool {
        html.newlineIfNeeded()
        guard entering else {
            containers.removeLast()
            html.raw(closing)
            return false
        }
        containers.append(.other)
        return true
    }

    private mutating func visitAside(_ kind: AsideKind, entering: Bool) {
        // A note, not a landmark: two notes on a page would be two landmarks with one name.
        guard enterBlock(entering, closing: "</div>\n") else { return }
        html.raw("<div class=\"aside aside-")
        html.text(kind.cssName)
        html.raw("\" role=\"note\" aria-label=\"")
        html.text(kind.label)
        html.raw("\">\n<p class=\"aside-label\">")
        html.text(kind.label)
        html.raw("</p>\n")
        appendSearchString(kind.label)
        appendSearchSpace()
    }

    /// Cells are written as cmark-gfm writes them, except that a column's alignment is an inline
    /// style (`<th style="text-align: center">`): the `align` attribute is obsolete in HTML.
    private mutating func visitTableCell(
        _ alignment: TableAlignment, isHeader: Bool, entering: Bool
    ) {
        guard entering else {
            html.raw(isHeader ? "</th>\n" : "</td>\n")
            appendSearchSpace()
            return
        }
        html.raw(isHeader ? "<th" : "<td")
        switch alignment {
        case .none: break
        case .left: html.raw(" style=\"text-align: left\"")
        case .center: html.raw(" style=\"text-align: center\"")
        case .right: html.raw(" style=\"text-align: right\"")
        }
        html.raw(">")
    }

    /// ` ``Basket/add(_:)`` ` links to the symbol's page and shows its name (`add(_:)`, or the
    /// title the resolver gives), as DocC does. A link no symbol answers, or one into a module
    /// outside the build, is shown as code, its path as written, with a warning, as DocC does.
    /// As the whole of the page's title (` # ``MyLib`` `, an extension file's ` # ``Basket`` `)
    /// it names the page itself: DocC shows the name as a plain title, neither linked nor in
    /// code, and still warns when no symbol answers.
    private mutating func visitSymbolLink(_ node: MarkdownNode, path: String) {
        let title = SymbolPath.title(of: path)
        let isTitle = node.pointer == titleCodeSpan
        appendSearchString(title)
        appendSearchSpace()
        guard linkDepth == 0, let resolution = context.links.resolveSymbol(path) else {
            writeName(title, isTitle: isTitle)
            return
        }
        switch resolution {
        case .rewrite(let url), .titled(let url, _):
            guard !isTitle else {
                html.text(title)
                return
            }
            // The target's own title when the resolver gives one (docc's `names.title`).
            var shown = title
            if case .titled(_, let targetTitle) = resolution { shown = targetTitle }
            if inTopics { topicLink = url }
            html.raw("<a class=\"symbol\" href=\"")
            let start = html.count
            html.url(url)
            recordSymbolLink(node, path: path, urlSince: start)
            html.raw("\">")
            writeCode(shown)
            html.raw("</a>")
        case .failure(let reason):
            // After the opening backticks, at the name, where DocC reports it.
            let problem = error(at: node, reason)
            if inTopics { topicLinkMissed = true }
            recordSymbolLink(node, path: path, urlSince: nil)
            // DocC warns and builds on; so does collor, so that a catalog that builds with DocC
            // builds here (the link is shown as code: its path as written, as docc shows it).
            diagnose(problem)
            writeName(isTitle ? title : path, isTitle: isTitle)
        }
    }

    private mutating func writeName(_ text: String, isTitle: Bool) {
        if isTitle { html.text(text) } else { writeCode(text) }
    }

    private mutating func writeCode(_ text: String) {
        html.raw("<code>")
        html.text(text)
        html.raw("</code>")
    }
}

extension HTMLWalker {
    mutating func appendSearchString(_ string: String) {
        var copy = string
        copy.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                guard let base = chars.baseAddress else { return }
                appendSearchText(base, length: chars.count)
            }
        }
    }
}
