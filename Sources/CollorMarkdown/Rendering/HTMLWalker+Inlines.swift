import CCmark
import CollorHTMLWriter
import Foundation

/// Inline nodes: code spans with their API links, links and images with their URLs checked and
/// rewritten, raw HTML, literal text and the search text.
extension HTMLWalker {
    mutating func visitCode(_ node: MarkdownNode) {
        guard let literal = node.literalPointer else { return }
        // Type names start with an uppercase letter: only those are looked up, which spares a
        // String for most code spans.
        let first = UInt8(bitPattern: literal.pointee)
        if linkDepth == 0, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"),
            let page = context.links.symbolPage(String(cString: literal))
        {
            html.raw("<a class=\"symbol\" href=\"")
            html.url(context.root + page)
            html.raw("\"><code>")
            html.text(cString: literal)
            html.raw("</code></a>")
        } else {
            html.raw("<code>")
            writeText(literal, length: strlen(literal))
            html.raw("</code>")
        }
        appendSearchText(literal)
    }

    mutating func visitLink(_ node: MarkdownNode, entering: Bool) {
        guard entering else {
            if unlinked == node.pointer {
                unlinked = nil
            } else {
                html.raw("</a>")
            }
            linkDepth -= 1
            return
        }
        linkDepth += 1
        documentTitle = nil
        if case .documentation(let name, let anchor) = LinkTarget(node.url),
            let resolution = context.links.resolveDocument(name, anchor: anchor)
        {
            if case .failure(let reason) = resolution {
                // DocC shows a link it cannot resolve as its plain text, not as a link to nowhere.
                diagnose(documentLinkError(at: node, reason))
                if inTopics { topicLinkMissed = true }
                unlinked = node.pointer
                recordLink(node, urlSince: nil)
                return
            }
            // docc curates pages, not their headings: it warns, and shows the link.
            if inTopics, anchor != nil, topicsEntry != nil {
                diagnose(error(at: node, .sectionInTopics(node.url)))
            }
            html.raw("<a href=\"")
            let start = html.count
            appendDocumentURL(resolution, at: node)
            recordLink(node, urlSince: start)
        } else {
            html.raw("<a href=\"")
            let start = html.count
            let problems = errors.count + warnings.count
            appendCheckedURL(node)
            // A link the site reported (broken, stripped) keeps its text, not a target.
            recordLink(node, urlSince: errors.count + warnings.count == problems ? start : nil)
        }
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
        } else if cmark_node_first_child(node.pointer) == nil {
            // `[](url)` reads as its page's title or its destination, not as an empty link that
            // a screen reader announces as "link".
            html.text(documentTitle ?? node.url)
        }
        documentTitle = nil
    }

    /// A link whose only text is its own destination, as `<doc:Name>` parses.
    static func isAutolink(_ node: MarkdownNode) -> Bool {
        guard let child = cmark_node_first_child(node.pointer), cmark_node_next(child) == nil
        else { return false }
        let text = MarkdownNode(pointer: child)
        return text.type == .text && text.literal == node.url
    }

    mutating func visitImage(_ node: MarkdownNode, entering: Bool) {
        if leftOutImage == node.pointer {
            leftOutImage = nil
            return
        }
        if entering {
            // docc's "Resource 'x' couldn't be found": in a catalog or a doc comment, an image
            // neither beside the page nor a resource of the catalog is left out, as docc leaves
            // it out, where a broken image would show.
            let target = imageTarget(node)
            if options.doccAnchors, case .missing(let name) = target {
                diagnose(error(at: node, .missingResource(name)))
                leftOutImage = node.pointer
                skipUntil = node.pointer
                return
            }
            plainUntil = node.pointer
            if case .resource(let resource) = target {
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

    /// What an image names, looked up once: a catalog resource (`![](repeat)`,
    /// `![](repeat.png)`), a name that neither the catalog nor the page's folder has, or a link
    /// (a file beside the page, a URL, or a page with no catalog).
    enum ImageTarget {
        case resource(MarkdownContext.Resource)
        case missing(String)
        case link
    }

    func imageTarget(_ node: MarkdownNode) -> ImageTarget {
        guard context.links.findsResources,
            case .relative(let path, nil, nil) = LinkTarget(node.url), !path.isEmpty
        else { return .link }
        if case .rewrite = context.links.resolveLink(path, anchor: nil) { return .link }
        return context.links.resource(named: path).map(ImageTarget.resource) ?? .missing(path)
    }

    /// Writes the URL of a link or image, escaped: rewritten and checked by the site, empty when
    /// stripped. Pieces go straight into the buffer rather than through concatenated Strings.
    mutating func appendCheckedURL(_ node: MarkdownNode) {
        let url = node.url
        switch LinkTarget(url) {
        case .external:
            html.url(url)
        case .otherScheme:
            if options.allowUnsafe {
                html.url(url)
            } else {
                diagnose(error(at: node, .strippedLink(url)))
            }
        case .anchor(let anchor):
            // The site knows every page's headings before rendering: a fragment in another case
            // than its heading's (`#ask-the-grocer` for DocC's `#Ask-the-grocer`) is rewritten.
            if options.headingAnchors,
                case .titled(let rewritten, _) = context.links.resolveDocument("", anchor: anchor)
            {
                html.url(rewritten)
                return
            }
            if context.links.resolvesLinks && options.headingAnchors {
                let position = position(of: node)
                pendingAnchors.append((anchor, position.file, position.line, position.column))
            }
            html.url(url)
        case .documentation(let name, let anchor):
            guard let resolution = context.links.resolveDocument(name, anchor: anchor) else {
                if options.allowUnsafe {
                    html.url(url)
                } else {
                    diagnose(error(at: node, .strippedLink(url)))
                }
                return
            }
            appendDocumentURL(resolution, at: node)
        case .relative(let path, let anchor, let query):
            guard !path.isEmpty, let resolution = context.links.resolveLink(path, anchor: anchor)
            else {
                html.url(url)
                return
            }
            switch resolution {
            case .rewrite(let rewritten), .titled(let rewritten, _):
                // The site may give the anchor as its heading has it (`#Second-part` for
                // `#second-part`); the query goes before it.
                let hash = rewritten.firstIndex(of: "#")
                html.url(hash.map { String(rewritten[..<$0]) } ?? rewritten)
                if inTopics {
                    topicLink =
                        hash == nil ? rewritten + (anchor.map { "#" + $0 } ?? "") : rewritten
                }
                if let query {
                    html.raw("?")
                    html.url(query)
                }
                if let fragment = hash.map({ String(rewritten[rewritten.index(after: $0)...]) })
                    ?? anchor
                {
                    html.raw("#")
                    html.url(fragment)
                }
            case .failure(let reason):
                diagnose(error(at: node, reason))
                if inTopics { topicLinkMissed = true }
                html.url(url)
            }
        }
    }

    /// Writes the URL a `doc:` link resolved to (nothing when it did not, with its diagnostic).
    mutating func appendDocumentURL(
        _ resolution: MarkdownContext.Resolution, at node: MarkdownNode
    ) {
        switch resolution {
        case .rewrite(let rewritten):
            html.url(rewritten)
            if inTopics { topicLink = rewritten }
        case .titled(let rewritten, let title):
            html.url(rewritten)
            documentTitle = title
            if inTopics { topicLink = rewritten }
        case .failure(let reason):
            if inTopics { topicLinkMissed = true }
            diagnose(documentLinkError(at: node, reason))
        }
    }

    /// A `doc:` link's problem where DocC reports it: five bytes after the link's start, which
    /// is the name in `<doc:Name>` (DocC counts the same five in `[text](doc:Name)`), or for a
    /// missing anchor the anchor after the name.
    func documentLinkError(
        at node: MarkdownNode, _ reason: MarkdownDiagnostic.Reason
    ) -> MarkdownDiagnostic {
        var problem = error(at: node, reason)
        guard problem.column > 0 else { return problem }
        problem.column += "<doc:".utf8.count
        if case .missingAnchor = reason, case .documentation(let name, _) = LinkTarget(node.url) {
            problem.column += name.utf8.count + 1
        }
        return problem
    }

    mutating func appendRawHTML(_ node: MarkdownNode) {
        if options.allowUnsafe {
            if let literal = node.literalPointer { html.raw(cString: literal) }
        } else {
            html.raw("<!-- raw HTML omitted -->")
            // Reported so an author sees why markup vanished; not an error, the page still builds.
            if context.links.resolvesLinks,
                !DocCSilentHTML.isSilent(node.literalPointer.map { String(cString: $0) } ?? "")
            {
                diagnose(error(at: node, .strippedHTML))
            }
        }
    }

    mutating func appendLiteral(_ node: MarkdownNode, toSearchText: Bool) {
        guard let literal = node.literalPointer else { return }
        let length = strlen(literal)
        writeText(literal, length: length)
        if toSearchText { appendSearchText(literal, length: length) }
    }

    /// Writes text, with break points in its long words inside a heading (a member's
    /// `blobRepresentationOfTheStoredValue` broke mid-word on a phone).
    private mutating func writeText(_ literal: UnsafePointer<CChar>, length: Int) {
        let bytes = UnsafeRawPointer(literal).withMemoryRebound(to: UInt8.self, capacity: length) {
            UnsafeBufferPointer(start: $0, count: length)
        }
        if inHeading { html.textBreakingLongWords(bytes) } else { html.text(bytes) }
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
}
