import CCmark
import CollorHTMLWriter
import Foundation

/// Block nodes: lists, paragraphs, headings with their anchors, code blocks and gallery blocks.
extension HTMLWalker {
    mutating func visitList(_ node: MarkdownNode, entering: Bool) {
        let bullet = cmark_node_get_list_type(node.pointer) == CMARK_BULLET_LIST
        guard entering else {
            html.raw(bullet ? "</ul>\n" : "</ol>\n")
            return
        }
        html.newlineIfNeeded()
        let start = cmark_node_get_list_start(node.pointer)
        if bullet, inTopics, node.parent?.type == .document,
            topicsStyle == "compactGrid" || topicsStyle == "detailedGrid"
        {
            // DocC's grids of cards: still a list, so read as one; a card per link.
            html.raw(
                topicsStyle == "compactGrid"
                    ? "<ul class=\"topics-grid topics-compact\">\n" : "<ul class=\"topics-grid\">\n"
            )
        } else if bullet {
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

    /// - Parameter anchor: a generated page's anchor for the heading, made unique on the
    ///   page as a slug is; nil for its slug.
    mutating func visitHeading(_ node: MarkdownNode, entering: Bool, anchor explicit: String? = nil)
    {
        let level = UInt8(clamping: node.headingLevel)
        // An empty `##` is no heading: a screen reader would announce a heading with no name.
        guard cmark_node_first_child(node.pointer) != nil else { return }
        inHeading = entering
        guard entering else {
            html.raw("</h")
            html.raw(byte: UInt8(ascii: "0") + level)
            html.raw(">\n")
            appendSearchSpace()
            return
        }
        html.newlineIfNeeded()
        lastHeadingLevel = level
        if level <= 2 {
            inTopics =
                level == 2 && node.parent?.type == .document && node.plainText == "Topics"
        }
        if level == 1 && !titleEntered {
            titleEntered = true
            titleCodeSpan = Self.titleCodeSpan(of: node)
        }
        html.raw("<h")
        html.raw(byte: UInt8(ascii: "0") + level)
        if options.headingAnchors {
            headingText.removeAll(keepingCapacity: true)
            node.appendPlainText(to: &headingText)
            let title = String(decoding: headingText, as: UTF8.self)
            let anchor = explicit.map { slugger.unique($0) } ?? slugger.uniqueSlug(title)
            headings.append(TOCEntry(level: Int(level), title: title, anchor: anchor))
            if level == 1 && firstHeading == nil { firstHeading = title }
            html.raw(" id=\"")
            html.text(anchor)
            html.raw("\"><a class=\"anchor\" href=\"#")
            html.url(anchor)
            // Hidden from screen readers (the heading says it) and so out of the tab order too.
            html.raw("\" aria-hidden=\"true\" tabindex=\"-1\"></a>")
        } else {
            html.raw(">")
        }
    }

    mutating func visitCodeBlock(_ node: MarkdownNode) {
        // The language is the info string up to its first whitespace, as cmark writes it.
        let info = cmark_node_get_fence_info(node.pointer)
        var languageLength = 0
        if let info {
            while !MarkdownNode.isCmarkSpace(UInt8(bitPattern: info[languageLength])) {
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
            if let exceeded = SwiftHighlighter.highlight(
                node.literal, limits: options.limits, into: &html)
            {
                let position = position(of: node)
                report(
                    exceeded, file: position.file, line: position.line,
                    column: position.column,
                    plain: MarkdownDiagnostic.Reason.highlightingSkipped)
            }
        } else if languageLength > 0,
            let highlighted = context.links.highlightCode(
                String(decoding: language, as: UTF8.self), node.literal)
        {
            html.raw(highlighted)
        } else if let literal = node.literalPointer {
            html.text(cString: literal)
        }
        html.raw("</code></pre>\n")
    }

    mutating func visitGallery(
        _ node: MarkdownNode, info: String, galleries: any GalleryEmbedding
    ) {
        let fromInfo = info.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first
        let fromBody = node.literal.split(whereSeparator: \.isNewline).lazy
            .map { $0.trimmingCharacters(in: .whitespaces) }.first { !$0.isEmpty }
        let name = fromInfo.map(String.init) ?? fromBody ?? ""
        guard galleries.names.contains(name) else {
            let unknown = UnknownGallery(name.isEmpty ? "(none)" : name, known: galleries.names)
            diagnose(error(at: node, .host(AnyHostProblem(unknown))))
            return
        }
        self.galleries.append(name)
        html.newlineIfNeeded()
        html.raw(galleries.html(for: name, root: context.root))
    }

    /// The code span that is a title's whole text: alone, or followed only by white space and
    /// HTML comments (swift-nio's `# ``NIO`` <!-- SwiftNIO -->`), which docc leaves out of it.
    static func titleCodeSpan(of heading: MarkdownNode) -> OpaquePointer? {
        guard let first = cmark_node_first_child(heading.pointer),
            MarkdownNode(pointer: first).type == .code
        else { return nil }
        var next = cmark_node_next(first)
        while let sibling = next {
            let node = MarkdownNode(pointer: sibling)
            switch node.type {
            case .text where node.literal.allSatisfy(\.isWhitespace): break
            case .htmlInline where node.literal.hasPrefix("<!--"): break
            default: return nil
            }
            next = cmark_node_next(sibling)
        }
        return first
    }
}
