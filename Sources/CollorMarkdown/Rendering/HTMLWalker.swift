import CCmark
import CollorHTML
import Foundation

/// Renders markdown to HTML by walking cmark's AST into one buffer.
///
/// Plain CommonMark renders exactly as `cmark_markdown_to_html` does (a test checks it on a
/// corpus); the pipeline's additions are heading anchors, Swift highlighting, link rewriting and
/// checking, API cross-links for code spans, the gallery block, and the nodes the dialect's passes
/// tagged (`MarkdownDocument`), written in `HTMLWalker+Dialect.swift` and
/// `HTMLWalker+Directives.swift`. `MarkdownRenderer` is its public face.
struct HTMLWalker {
    /// How much plain text a page contributes to the search index: all of it (the index is sharded).
    static let searchTextLimit = Int.max

    var html = HTMLWriter(escaping: .commonMark)
    var text = HTMLWriter(escaping: .commonMark, capacity: 1_024)
    var headings: [TOCEntry] = []
    var firstHeading: String?
    var errors: [MarkdownDiagnostic] = []
    var galleries: [String] = []
    var warnings: [MarkdownDiagnostic] = []
    var slugger = Slugger()
    /// Reused for each heading's text, to spare an allocation per heading.
    private var headingText: [UInt8] = []
    /// Same-page `#anchor` links, checked once every heading is known.
    private var pendingAnchors: [(anchor: String, line: Int, column: Int)] = []
    /// Inside an image, only text is written (into `alt`), as cmark does.
    private var plainUntil: OpaquePointer?
    /// A link whose children are not written (its text was replaced by a page title).
    var skipUntil: OpaquePointer?
    /// The title a resolved `<doc:>` link offers as its text.
    private var documentTitle: String?
    /// What encloses the current node, kept while walking so a paragraph knows whether it sits
    /// in an item of a tight list (rendered without `<p>`) without asking cmark for its parents.
    var containers: [Container] = []
    enum Container { case other, tightList, looseList, tightItem, looseItem }
    /// Code spans inside links are not linked again.
    var linkDepth = 0
    let options: MarkdownOptions
    let context: MarkdownContext
    /// What the dialect's passes tagged nodes with (`MarkdownDocument.dialectNodes`).
    let dialectNodes: [DialectNode]
    /// The types of the nodes the passes tagged (`MarkdownDocument.taggedTypes`): only nodes of
    /// these types may have a meaning, and a page without any asks cmark for no user data.
    let taggedTypes: UInt32
    let sourceMap: SourceMap
    /// What the page's `@Metadata` says.
    var metadata = PageMetadata()
    /// Tab navigators so far, for their controls' unique names.
    var tabNavigators = 0
    /// An image by name with a dark variant is inside a `<picture>`, closed after the image.
    var pictureOpen = false
    /// `@Image` directives whose figure is open.
    var openFigures: [OpaquePointer] = []

    private init(
        options: MarkdownOptions, context: MarkdownContext, document: MarkdownDocument,
        capacity: Int
    ) {
        self.options = options
        self.context = context
        slugger = Slugger(docc: options.doccAnchors)
        dialectNodes = document.dialectNodes
        taggedTypes = document.taggedTypes
        sourceMap = document.sourceMap
        html = HTMLWriter(escaping: .commonMark, capacity: capacity + capacity / 2 + 128)
    }

    /// Walks `document` once and hands over what it wrote; `capacity` is the source's size, to
    /// size the buffer once.
    static func render(
        _ document: MarkdownDocument, options: MarkdownOptions, context: MarkdownContext,
        capacity: Int
    ) -> RenderedMarkdown {
        if options.dialect && options.symbolDocumentation { DocCommentTagPass.run(on: document) }
        var renderer = HTMLWalker(
            options: options, context: context, document: document, capacity: capacity)
        for problem in document.directiveProblems {
            renderer.warnings.append(
                MarkdownDiagnostic(
                    file: context.file, line: problem.line + context.lineOffset,
                    column: problem.column, reason: problem.reason))
        }
        renderer.walk(document.root)
        renderer.checkPendingAnchors()
        return RenderedMarkdown(
            body: renderer.html,
            firstHeading: renderer.firstHeading, headings: renderer.headings,
            searchText: renderer.text, galleries: renderer.galleries,
            errors: renderer.errors,
            warnings: renderer.warnings.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
                .map { warning in
                    var warning = warning
                    warning.severity = .warning
                    return warning
                },
            metadata: renderer.metadata)
    }

    /// The anchors `render` gives the headings of `document`, without rendering it: the link
    /// checker needs every page's anchors before any page renders.
    static func headings(of document: MarkdownDocument, doccAnchors: Bool) -> [TOCEntry] {
        var slugger = Slugger(docc: doccAnchors)
        var entries: [TOCEntry] = []
        guard let iterator = cmark_iter_new(document.root) else { return [] }
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let pointer = cmark_iter_get_node(iterator) else {
                continue
            }
            let node = MarkdownNode(pointer: pointer)
            if node.type == .customBlock,
                case .directive(let directive) = document.dialectNode(of: node),
                !DirectiveKind(directive.name).showsContent
            {
                cmark_iter_reset(iterator, pointer, CMARK_EVENT_EXIT)
                continue
            }
            guard node.type == .heading else { continue }
            let title = node.plainText
            entries.append(
                TOCEntry(level: node.headingLevel, title: title, anchor: slugger.uniqueSlug(title)))
        }
        return entries
    }

    private mutating func walk(_ root: OpaquePointer) {
        guard let iterator = cmark_iter_new(root) else { return }
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard let pointer = cmark_iter_get_node(iterator) else { continue }
            visit(MarkdownNode(pointer: pointer), entering: event == CMARK_EVENT_ENTER)
        }
    }

    // swiftlint:disable:next cyclomatic_complexity
    private mutating func visit(_ node: MarkdownNode, entering: Bool) {
        if let skip = skipUntil {
            guard skip == node.pointer else { return }
            skipUntil = nil
        }
        if plainUntil == node.pointer {
            plainUntil = nil
        }
        if plainUntil != nil {
            visitInsideImage(node)
            return
        }
        let type = node.type
        if taggedTypes & (1 << type.rawValue) != 0, let index = node.dialectIndex,
            dialectNodes.indices.contains(index)
        {
            visitDialect(node, dialectNodes[index], entering: entering)
            return
        }
        switch type {
        case .document:
            break
        case .blockQuote:
            if entering { containers.append(.other) } else { containers.removeLast() }
            html.newlineIfNeeded()
            html.raw(entering ? "<blockquote>\n" : "</blockquote>\n")
        case .list:
            if entering {
                let tight = cmark_node_get_list_tight(node.pointer) != 0
                containers.append(tight ? .tightList : .looseList)
            } else {
                containers.removeLast()
            }
            visitList(node, entering: entering)
        case .item:
            if entering {
                containers.append(containers.last == .tightList ? .tightItem : .looseItem)
                html.newlineIfNeeded()
                html.raw("<li>")
            } else {
                containers.removeLast()
                html.raw("</li>\n")
            }
        case .heading:
            visitHeading(node, entering: entering)
        case .codeBlock:
            visitCodeBlock(node)
        case .htmlBlock:
            html.newlineIfNeeded()
            appendRawHTML(node)
            html.newlineIfNeeded()
        case .thematicBreak:
            html.newlineIfNeeded()
            html.raw("<hr />\n")
        case .paragraph:
            visitParagraph(node, entering: entering)
        case .text:
            appendLiteral(node, toSearchText: true)
        case .lineBreak:
            html.raw("<br />\n")
            appendSearchSpace()
        case .softBreak:
            html.raw("\n")
            appendSearchSpace()
        case .code:
            visitCode(node)
        case .htmlInline:
            appendRawHTML(node)
        case .emphasis:
            html.raw(entering ? "<em>" : "</em>")
        case .strong:
            html.raw(entering ? "<strong>" : "</strong>")
        case .link:
            visitLink(node, entering: entering)
        case .image:
            visitImage(node, entering: entering)
        default:
            // Custom nodes never come out of the parser.
            break
        }
    }

    private mutating func visitInsideImage(_ node: MarkdownNode) {
        switch node.type {
        case .text, .code, .htmlInline:
            if let literal = node.literalPointer { html.text(cString: literal) }
        case .lineBreak, .softBreak:
            html.raw(" ")
        default:
            break
        }
    }

    private mutating func visitList(_ node: MarkdownNode, entering: Bool) {
        let bullet = cmark_node_get_list_type(node.pointer) == CMARK_BULLET_LIST
        guard entering else {
            html.raw(bullet ? "</ul>\n" : "</ol>\n")
            return
        }
        html.newlineIfNeeded()
        let start = cmark_node_get_list_start(node.pointer)
        if bullet {
            html.raw("<ul>\n")
        } else if start == 1 {
            html.raw("<ol>\n")
        } else {
            html.raw("<ol start=\"")
            html.raw(String(start))
            html.raw("\">\n")
        }
    }

    mutating func visitParagraph(_ node: MarkdownNode, entering: Bool) {
        guard containers.last != .tightItem else {
            if !entering { appendSearchSpace() }
            return
        }
        if entering {
            html.newlineIfNeeded()
            html.raw("<p>")
        } else {
            html.raw("</p>\n")
            appendSearchSpace()
        }
    }

    private mutating func visitHeading(_ node: MarkdownNode, entering: Bool) {
        let level = UInt8(clamping: node.headingLevel)
        guard entering else {
            html.raw("</h")
            html.raw(byte: UInt8(ascii: "0") + level)
            html.raw(">\n")
            appendSearchSpace()
            return
        }
        html.newlineIfNeeded()
        html.raw("<h")
        html.raw(byte: UInt8(ascii: "0") + level)
        if options.headingAnchors {
            headingText.removeAll(keepingCapacity: true)
            node.appendPlainText(to: &headingText)
            let title = String(decoding: headingText, as: UTF8.self)
            let anchor = slugger.uniqueSlug(title)
            headings.append(TOCEntry(level: Int(level), title: title, anchor: anchor))
            if level == 1 && firstHeading == nil { firstHeading = title }
            html.raw(" id=\"")
            html.text(anchor)
            html.raw("\"><a class=\"anchor\" href=\"#")
            html.url(anchor)
            html.raw("\" aria-hidden=\"true\"></a>")
        } else {
            html.raw(">")
        }
    }

    mutating func visitCodeBlock(_ node: MarkdownNode) {
        // The language is the info string up to its first whitespace, as cmark writes it.
        let info = cmark_node_get_fence_info(node.pointer)
        var languageLength = 0
        if let info {
            while !Self.isCmarkSpace(UInt8(bitPattern: info[languageLength])) {
                languageLength += 1
            }
        }
        let language = UnsafeRawBufferPointer(start: info, count: languageLength)
        if languageLength == 7, language.elementsEqual("gallery".utf8),
            let galleries = context.galleries
        {
            visitGallery(node, info: node.fenceInfo, galleries: galleries)
            return
        }
        html.newlineIfNeeded()
        if let info, info.pointee != 0 {
            html.raw("<pre><code class=\"language-")
            html.text(language.bindMemory(to: UInt8.self))
            html.raw("\">")
        } else {
            html.raw("<pre><code>")
        }
        if options.highlightSwift && languageLength == 5 && language.elementsEqual("swift".utf8) {
            if let skipped = SwiftHighlighter.highlight(node.literal, into: &html) {
                warnings.append(error(at: node, .highlightingSkipped(skipped)))
            }
        } else if let literal = node.literalPointer {
            html.text(cString: literal)
        }
        html.raw("</code></pre>\n")
    }

    /// cmark's `cmark_isspace`: space, tab, newline, vertical tab, form feed, carriage return; and
    /// the terminating NUL, so a scan stops at the end of the string.
    private static func isCmarkSpace(_ byte: UInt8) -> Bool {
        byte == 0 || byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    private mutating func visitGallery(
        _ node: MarkdownNode, info: String, galleries: any GalleryEmbedding
    ) {
        let fromInfo = info.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first
        let fromBody = node.literal.split(whereSeparator: \.isNewline).lazy
            .map { $0.trimmingCharacters(in: .whitespaces) }.first { !$0.isEmpty }
        let name = fromInfo.map(String.init) ?? fromBody ?? ""
        guard galleries.names.contains(name) else {
            errors.append(
                error(
                    at: node,
                    .unknownGallery(name.isEmpty ? "(none)" : name, known: galleries.names))
            )
            return
        }
        self.galleries.append(name)
        html.newlineIfNeeded()
        html.raw(galleries.html(for: name, root: context.root))
    }

    mutating func visitCode(_ node: MarkdownNode) {
        guard let literal = node.literalPointer else { return }
        // Type names start with an uppercase letter: only those are looked up, which spares a
        // String for most code spans.
        let first = UInt8(bitPattern: literal.pointee)
        if linkDepth == 0, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"),
            let symbolPage = context.symbolPage, let page = symbolPage(String(cString: literal))
        {
            html.raw("<a class=\"symbol\" href=\"")
            html.url(context.root + page)
            html.raw("\"><code>")
            html.text(cString: literal)
            html.raw("</code></a>")
        } else {
            html.raw("<code>")
            html.text(cString: literal)
            html.raw("</code>")
        }
        appendSearchText(literal)
    }

    private mutating func visitLink(_ node: MarkdownNode, entering: Bool) {
        guard entering else {
            html.raw("</a>")
            linkDepth -= 1
            return
        }
        linkDepth += 1
        html.raw("<a href=\"")
        documentTitle = nil
        appendCheckedURL(node)
        let title = node.title
        if !title.isEmpty {
            html.raw("\" title=\"")
            html.text(title)
        }
        html.raw("\">")
        // `<doc:Name>` reads as the page's title; a link with its own text keeps it.
        if let pageTitle = documentTitle, Self.isAutolink(node) {
            html.text(pageTitle)
            skipUntil = node.pointer
        }
        documentTitle = nil
    }

    /// A link whose only text is its own destination, as `<doc:Name>` parses.
    private static func isAutolink(_ node: MarkdownNode) -> Bool {
        guard let child = cmark_node_first_child(node.pointer), cmark_node_next(child) == nil
        else { return false }
        let text = MarkdownNode(pointer: child)
        return text.type == .text && text.literal == node.url
    }

    private mutating func visitImage(_ node: MarkdownNode, entering: Bool) {
        if entering {
            plainUntil = node.pointer
            if let resource = catalogResource(node) {
                // DocC's image by name, with its dark variant for dark mode.
                if let dark = resource.darkURL {
                    html.raw("<picture><source srcset=\"")
                    html.url(dark)
                    html.raw("\" media=\"(prefers-color-scheme: dark)\">")
                    pictureOpen = true
                }
                html.raw("<img src=\"")
                html.url(resource.url)
                html.raw("\" alt=\"")
                return
            }
            html.raw("<img src=\"")
            appendCheckedURL(node)
            html.raw("\" alt=\"")
        } else {
            let title = node.title
            if !title.isEmpty {
                html.raw("\" title=\"")
                html.text(title)
            }
            html.raw("\" />")
            if pictureOpen {
                html.raw("</picture>")
                pictureOpen = false
            }
        }
    }

    /// The catalog resource an image names (`![](repeat)`, `![](repeat.png)`) when it is not a
    /// file relative to the page.
    private func catalogResource(_ node: MarkdownNode) -> MarkdownContext.Resource? {
        guard let findResource = context.resolveResource,
            case .relative(let path, nil, nil) = LinkTarget(node.url), !path.isEmpty
        else { return nil }
        if let resolve = context.resolveLink, case .rewrite = resolve(path, nil) { return nil }
        return findResource(path)
    }

    /// Writes the URL of a link or image, escaped: rewritten and checked by the site, empty when
    /// stripped. Pieces go straight into the buffer rather than through concatenated Strings.
    private mutating func appendCheckedURL(_ node: MarkdownNode) {
        let url = node.url
        switch LinkTarget(url) {
        case .external:
            html.url(url)
        case .otherScheme:
            if options.allowUnsafe {
                html.url(url)
            } else {
                warnings.append(error(at: node, .strippedLink(url)))
            }
        case .anchor(let anchor):
            if context.resolveLink != nil && options.headingAnchors {
                let position = position(of: node)
                pendingAnchors.append((anchor, position.line, position.column))
            }
            html.url(url)
        case .documentation(let name, let anchor):
            guard let resolve = context.resolveDocument else {
                if options.allowUnsafe {
                    html.url(url)
                } else {
                    warnings.append(error(at: node, .strippedLink(url)))
                }
                return
            }
            switch resolve(name, anchor) {
            case .rewrite(let rewritten):
                html.url(rewritten)
            case .titled(let rewritten, let title):
                html.url(rewritten)
                documentTitle = title
            case .failure(let reason):
                errors.append(error(at: node, reason))
            }
        case .relative(let path, let anchor, let query):
            guard let resolve = context.resolveLink, !path.isEmpty else {
                html.url(url)
                return
            }
            switch resolve(path, anchor) {
            case .rewrite(let rewritten), .titled(let rewritten, _):
                html.url(rewritten)
                if let query {
                    html.raw("?")
                    html.url(query)
                }
                if let anchor {
                    html.raw("#")
                    html.url(anchor)
                }
            case .failure(let reason):
                errors.append(error(at: node, reason))
                html.url(url)
            }
        }
    }

    private mutating func appendRawHTML(_ node: MarkdownNode) {
        if options.allowUnsafe {
            if let literal = node.literalPointer { html.raw(cString: literal) }
        } else {
            html.raw("<!-- raw HTML omitted -->")
            // Reported so an author sees why markup vanished; not an error, the page still builds.
            if context.resolveLink != nil { warnings.append(error(at: node, .strippedHTML)) }
        }
    }

    private mutating func appendLiteral(_ node: MarkdownNode, toSearchText: Bool) {
        guard let literal = node.literalPointer else { return }
        let length = strlen(literal)
        html.text(
            UnsafeRawPointer(literal).withMemoryRebound(to: UInt8.self, capacity: length) {
                UnsafeBufferPointer(start: $0, count: length)
            })
        if toSearchText { appendSearchText(literal, length: length) }
    }

    mutating func appendSearchText(_ literal: UnsafePointer<CChar>, length: Int? = nil) {
        guard text.count < Self.searchTextLimit else { return }
        let count = min(length ?? strlen(literal), Self.searchTextLimit - text.count)
        text.raw(cString: literal, count: count)
    }

    mutating func appendSearchSpace() {
        if text.count < Self.searchTextLimit, let last = text.last, last != UInt8(ascii: " ") {
            text.raw(byte: UInt8(ascii: " "))
        }
    }

    private mutating func checkPendingAnchors() {
        guard !pendingAnchors.isEmpty else { return }
        let known = Set(headings.map(\.anchor))
        for pending in pendingAnchors where !known.contains(pending.anchor) {
            errors.append(
                MarkdownDiagnostic(
                    file: context.file, line: pending.line, column: pending.column,
                    reason: .missingAnchor("#" + pending.anchor)))
        }
    }

    /// The source position of `node`: cmark gives inline nodes positions from 0.29 on (else the
    /// enclosing block's is used); a table cell's inlines were parsed apart, so the cell's own
    /// position stands for them; and lines the directive scanner rewrote map back.
    func position(of node: MarkdownNode) -> (line: Int, column: Int) {
        var current: MarkdownNode? = node
        var found: (line: Int, column: Int)?
        while let candidate = current {
            if let index = candidate.dialectIndex, dialectNodes.indices.contains(index),
                case .tableCell(_, _, let line, let column) = dialectNodes[index]
            {
                found = (line, column)
                break
            }
            if found == nil, candidate.startLine > 0 {
                found = (candidate.startLine, candidate.startColumn)
            }
            current = candidate.parent
        }
        let parsed = found ?? (1, 0)
        let source = sourceMap.position(line: parsed.line, column: parsed.column)
        return (source.line + context.lineOffset, source.column)
    }

    private func line(of node: MarkdownNode) -> Int { position(of: node).line }

    func error(at node: MarkdownNode, _ reason: MarkdownDiagnostic.Reason) -> MarkdownDiagnostic {
        let position = position(of: node)
        return MarkdownDiagnostic(
            file: context.file, line: position.line, column: position.column, reason: reason)
    }
}
