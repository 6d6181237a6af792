import CCmark

/// The cmark tree of a generated page, built node by node from its blocks: what cmark would
/// parse from the page's markdown, without the markdown. The user's markdown in it (doc
/// comments) is parsed on its own, dialect included, and its nodes moved in with their meanings.
struct GeneratedTree {
    /// The document node; the document made of it frees it.
    let root: OpaquePointer
    /// The nodes to tag, with their meanings, in the order they were met.
    private(set) var tags: [(node: OpaquePointer, meaning: DialectNode)] = []
    /// Directives of the user's markdown that do not parse, at their places in their fragment.
    private(set) var directiveProblems:
        [(line: Int, column: Int, reason: MarkdownDiagnostic.Reason)] = []
    /// The top-level blocks of user markdown written in another file, with where.
    private(set) var origins: [OpaquePointer: TextOrigin.Placed] = [:]
    private let limits: MarkdownLimits
    private let docc: Bool

    /// The prefix that puts a fragment of inline markdown after other text on a line.
    private static let inlinePrefix = "x "

    /// Builds the tree of `blocks`; `limits` and `docc` are the page's, for its user markdown.
    ///
    /// - Complexity: O(n) in the size of the blocks.
    init(_ blocks: [GeneratedBlock], limits: MarkdownLimits, docc: Bool) {
        // cmark_node_new never returns NULL: out of memory, cmark's allocator aborts.
        root = cmark_node_new(CMARK_NODE_DOCUMENT)
        self.limits = limits
        self.docc = docc
        for block in blocks { append(block, to: root) }
    }

    private mutating func append(_ block: GeneratedBlock, to parent: OpaquePointer) {
        switch block {
        case .heading(let level, let inlines, let anchor):
            let heading = node(CMARK_NODE_HEADING, in: parent)
            cmark_node_set_heading_level(heading, Int32(clamping: min(max(level, 1), 6)))
            append(inlines, to: heading)
            if let anchor { tags.append((heading, .headingAnchor(anchor))) }
        case .paragraph(let inlines):
            append(inlines, to: node(CMARK_NODE_PARAGRAPH, in: parent))
        case .code(let language, let code):
            let block = node(CMARK_NODE_CODE_BLOCK, in: parent)
            cmark_node_set_fence_info(block, Self.literal(language))
            // cmark keeps each line of a fence's content with its line break.
            cmark_node_set_literal(block, Self.literal(code) + "\n")
        case .list(let items):
            let list = node(CMARK_NODE_LIST, in: parent)
            cmark_node_set_list_type(list, CMARK_BULLET_LIST)
            cmark_node_set_list_tight(list, 1)
            for inlines in items {
                let item = node(CMARK_NODE_ITEM, in: list)
                append(inlines, to: node(CMARK_NODE_PARAGRAPH, in: item))
            }
        case .markdown(let text, let origin):
            let fragment = MarkdownDocument(text, limits: limits, docc: docc)
            directiveProblems += fragment.directiveProblems
            if let origin {
                var child = cmark_node_first_child(fragment.root)
                while let block = child {
                    origins[block] = TextOrigin.Placed(origin: origin, map: fragment.sourceMap)
                    child = cmark_node_next(block)
                }
            }
            move(childrenOf: fragment.root, from: fragment, to: parent)
        case .html(let html):
            let block = node(CMARK_NODE_HTML_BLOCK, in: parent)
            cmark_node_set_literal(block, html.hasSuffix("\n") ? html : html + "\n")
        case .availability(let platforms):
            guard !platforms.isEmpty else { return }
            tags.append((node(CMARK_NODE_CUSTOM_BLOCK, in: parent), .availability(platforms)))
        case .signature(let shape):
            tags.append((node(CMARK_NODE_CUSTOM_BLOCK, in: parent), .signature(shape)))
        }
    }

    private mutating func append(_ inlines: [GeneratedInline], to parent: OpaquePointer) {
        for inline in inlines {
            switch inline {
            case .text(let text):
                cmark_node_set_literal(node(CMARK_NODE_TEXT, in: parent), Self.literal(text))
            case .code(let code):
                cmark_node_set_literal(node(CMARK_NODE_CODE, in: parent), Self.literal(code))
            case .emphasis(let children):
                append(children, to: node(CMARK_NODE_EMPH, in: parent))
            case .link(let destination, let children):
                let link = node(CMARK_NODE_LINK, in: parent)
                cmark_node_set_url(link, Self.literal(destination))
                append(children, to: link)
            case .symbolLink(let path):
                let code = node(CMARK_NODE_CODE, in: parent)
                cmark_node_set_literal(code, Self.literal(path))
                tags.append((code, .symbolLink(path)))
            case .markdown(let text):
                appendInlineMarkdown(text, to: parent)
            }
        }
    }

    /// Parses `text` as the rest of a line after other text (a line break reads as a space) and
    /// moves the inlines of its paragraph into `parent`.
    private mutating func appendInlineMarkdown(_ text: String, to parent: OpaquePointer) {
        guard !text.isEmpty else { return }
        let line = String(text.map { $0.isNewline ? " " : $0 })
        let fragment = MarkdownDocument(Self.inlinePrefix + line, limits: limits, docc: docc)
        guard let paragraph = cmark_node_first_child(fragment.root),
            cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH
        else { return }
        // The prefix is the start of the paragraph's first text node.
        var prefix = Self.inlinePrefix.utf8.count
        while prefix > 0, let first = cmark_node_first_child(paragraph),
            cmark_node_get_type(first) == CMARK_NODE_TEXT
        {
            let bytes = Array(MarkdownNode(pointer: first).literal.utf8)
            let dropped = min(prefix, bytes.count)
            prefix -= dropped
            if dropped == bytes.count {
                cmark_node_free(first)
            } else {
                cmark_node_set_literal(first, String(decoding: bytes[dropped...], as: UTF8.self))
            }
        }
        move(childrenOf: paragraph, from: fragment, to: parent)
    }

    /// Moves the children of `container`, a node of `fragment`, to the end of `parent`, with
    /// the meanings the fragment's passes gave them.
    private mutating func move(
        childrenOf container: OpaquePointer, from fragment: MarkdownDocument,
        to parent: OpaquePointer
    ) {
        if fragment.taggedTypes != 0, let iterator = cmark_iter_new(container) {
            defer { cmark_iter_free(iterator) }
            while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
                guard event == CMARK_EVENT_ENTER, let pointer = cmark_iter_get_node(iterator),
                    pointer != container
                else { continue }
                let node = MarkdownNode(pointer: pointer)
                if let meaning = fragment.dialectNode(of: node) {
                    tags.append((pointer, meaning))
                }
            }
        }
        while let child = cmark_node_first_child(container) {
            cmark_node_unlink(child)
            cmark_node_append_child(parent, child)
        }
    }

    /// A new node of `type`, the last child of `parent`.
    private func node(_ type: cmark_node_type, in parent: OpaquePointer) -> OpaquePointer {
        let node: OpaquePointer = cmark_node_new(type)
        cmark_node_append_child(parent, node)
        return node
    }

    /// `text` as cmark holds it: a NUL (which would end the C string) as U+FFFD, as cmark's
    /// parser replaces it.
    private static func literal(_ text: String) -> String {
        text.contains("\0") ? text.replacingOccurrences(of: "\0", with: "\u{FFFD}") : text
    }
}
