import CCmark

/// Makes DocC's term lists: in a bullet list, an item whose first paragraph starts with the word
/// `term` (in any case) and has a colon in its text (`- term Expression: A bit of code.`) is a
/// term ("Expression") and its definition (the rest of the paragraph and the item's other
/// blocks). Each run of such items becomes a term list, the runs of other items stay bullet
/// lists, in the order written.
///
/// The rule is swift-docc's (`RenderTermLists.swift`, checked with `docc convert` 6.3.1): the
/// paragraph's text is read with its text nodes and line breaks joined, so the colon may follow
/// a code span or emphasis (`- term *name*: …`) but not be inside one; an item without a colon
/// stays a bullet.
enum TermListPass {
    /// The keyword that opens a term, lowercased, with its space.
    private static let keyword = Array("term ".utf8)

    static func run(on document: MarkdownDocument) {
        for list in bulletLists(under: document.root) {
            split(list, in: document)
        }
    }

    /// Every bullet list under `root`, walking blocks only (a page's inlines are most of its
    /// nodes, and hold no list).
    private static func bulletLists(under root: OpaquePointer) -> [OpaquePointer] {
        var lists: [OpaquePointer] = []
        DialectPass.walk(root) { node in
            switch node.type {
            case .list:
                if cmark_node_get_list_type(node.pointer) == CMARK_BULLET_LIST {
                    lists.append(node.pointer)
                }
                return true
            case .document, .blockQuote, .item, .customBlock: return true
            default: return false
            }
        }
        return lists
    }

    /// Splits `list` into its runs of bullets and of terms; nothing changes without a term.
    private static func split(_ list: OpaquePointer, in document: MarkdownDocument) {
        var items: [(item: OpaquePointer, separator: OpaquePointer?)] = []
        var child = cmark_node_first_child(list)
        while let item = child {
            child = cmark_node_next(item)
            items.append((item, separator(of: item)))
        }
        guard items.contains(where: { $0.separator != nil }) else { return }
        let tight = cmark_node_get_list_tight(list) != 0
        var last = list
        var bullets: OpaquePointer? = list
        var terms: OpaquePointer?
        for (item, separator) in items {
            if let separator {
                if terms == nil {
                    guard
                        let created = DialectPass.newNode(
                            CMARK_NODE_CUSTOM_BLOCK, meaning: .termList(tight: tight),
                            in: document)
                    else { continue }
                    cmark_node_insert_after(last, created)
                    document.place(created, like: list)
                    last = created
                    terms = created
                    bullets = nil
                }
                if let terms { makeTerm(of: item, at: separator, in: terms, document: document) }
                continue
            }
            terms = nil
            if bullets == nil {
                // A run of bullets after terms: a list of its own, like the one written.
                guard let created = cmark_node_new(CMARK_NODE_LIST) else { continue }
                cmark_node_set_list_type(created, CMARK_BULLET_LIST)
                cmark_node_set_list_tight(created, tight ? 1 : 0)
                cmark_node_insert_after(last, created)
                document.place(created, like: list)
                last = created
                bullets = created
            }
            if let bullets, bullets != list {
                cmark_node_unlink(item)
                cmark_node_append_child(bullets, item)
            }
        }
        if cmark_node_first_child(list) == nil { document.free(list) }
    }

    /// The text node of the item's first paragraph whose first colon ends its term, the keyword
    /// taken out of its text; nil, and nothing changed, when the item is no term.
    private static func separator(of item: OpaquePointer) -> OpaquePointer? {
        guard let paragraph = cmark_node_first_child(item),
            cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH,
            let first = cmark_node_first_child(paragraph),
            cmark_node_get_type(first) == CMARK_NODE_TEXT
        else { return nil }
        // The keyword, after any white space, at the start of the joined text.
        var matched = 0
        var keywordEnd: (node: OpaquePointer, offset: Int)?
        var node: OpaquePointer? = first
        scan: while let current = node, keywordEnd == nil {
            switch cmark_node_get_type(current) {
            case CMARK_NODE_TEXT:
                let bytes = Array(MarkdownNode(pointer: current).literal.utf8)
                for (offset, byte) in bytes.enumerated() {
                    if matched == 0, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                        continue
                    }
                    let lowered = byte >= 65 && byte <= 90 ? byte + 32 : byte
                    guard lowered == keyword[matched] else { return nil }
                    matched += 1
                    if matched == keyword.count {
                        keywordEnd = (current, offset + 1)
                        break
                    }
                }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                // Joined as a space: only the keyword's own space may be one.
                guard matched == keyword.count - 1 else { return nil }
                matched += 1
                keywordEnd = (current, 1)
            default:
                break scan
            }
            node = cmark_node_next(current)
        }
        guard let keywordEnd else { return nil }
        // The first colon of the text after the keyword.
        var colon: OpaquePointer?
        node = keywordEnd.node
        while let current = node, colon == nil {
            if cmark_node_get_type(current) == CMARK_NODE_TEXT {
                let literal = MarkdownNode(pointer: current).literal.utf8
                let start = current == keywordEnd.node ? keywordEnd.offset : 0
                if literal.dropFirst(start).contains(UInt8(ascii: ":")) { colon = current }
            }
            node = cmark_node_next(current)
        }
        guard let colon else { return nil }
        // Take the keyword out: the nodes before its end go, the one it ends in keeps its rest.
        while let current = cmark_node_first_child(paragraph), current != keywordEnd.node {
            cmark_node_free(current)
        }
        let rest =
            cmark_node_get_type(keywordEnd.node) == CMARK_NODE_TEXT
            ? Array(MarkdownNode(pointer: keywordEnd.node).literal.utf8).dropFirst(
                keywordEnd.offset) : []
        if rest.isEmpty {
            cmark_node_free(keywordEnd.node)
        } else {
            cmark_node_set_literal(keywordEnd.node, String(decoding: rest, as: UTF8.self))
        }
        return colon
    }

    /// Replaces `item` by a term (the inlines up to `separator`'s colon) and a definition (the
    /// rest of its first paragraph and its other blocks) at the end of `terms`.
    private static func makeTerm(
        of item: OpaquePointer, at separator: OpaquePointer, in terms: OpaquePointer,
        document: MarkdownDocument
    ) {
        guard let paragraph = cmark_node_first_child(item),
            let term = DialectPass.newNode(CMARK_NODE_CUSTOM_BLOCK, meaning: .term, in: document),
            let definition = DialectPass.newNode(
                CMARK_NODE_CUSTOM_BLOCK, meaning: .definition, in: document)
        else { return }
        cmark_node_append_child(terms, term)
        cmark_node_append_child(terms, definition)
        // The separator's text: before the colon the term's, after it the definition's, each
        // without the white space beside the colon.
        let literal = MarkdownNode(pointer: separator).literal
        let colon = literal.firstIndex(of: ":") ?? literal.endIndex
        let before = literal[..<colon].reversed().drop { $0 == " " || $0 == "\t" }.reversed()
        let after = literal[colon...].dropFirst().drop { $0 == " " || $0 == "\t" }
        while let inline = cmark_node_first_child(paragraph), inline != separator {
            cmark_node_unlink(inline)
            cmark_node_append_child(term, inline)
        }
        if before.isEmpty {
            cmark_node_free(separator)
        } else {
            cmark_node_set_literal(separator, String(before))
            cmark_node_unlink(separator)
            cmark_node_append_child(term, separator)
        }
        if !after.isEmpty, let text = cmark_node_new(CMARK_NODE_TEXT) {
            cmark_node_set_literal(text, String(after))
            cmark_node_prepend_child(paragraph, text)
        }
        if cmark_node_first_child(paragraph) == nil { cmark_node_free(paragraph) }
        DialectPass.moveChildren(of: item, into: definition)
        cmark_node_free(item)
    }
}
