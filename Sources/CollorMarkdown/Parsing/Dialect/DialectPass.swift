import CCmark

/// Helpers the dialect's passes share: collecting nodes before changing the tree (cmark's
/// iterator must not see the tree change under it) and building nodes.
enum DialectPass {
    /// Every node of `types` under `root`, in document order.
    static func nodes(of types: Set<MarkdownNodeType>, under root: OpaquePointer) -> [MarkdownNode]
    {
        var found: [MarkdownNode] = []
        let mask = types.reduce(UInt32(0)) { $0 | (1 << $1.rawValue) }
        walk(root) { node in
            if mask & (1 << node.type.rawValue) != 0 { found.append(node) }
            return true
        }
        return found
    }

    /// The nodes the passes work on, collected in one walk of the tree (each pass walking it
    /// again cost more than the passes' own work).
    struct Collected {
        var htmlBlocks: [MarkdownNode] = []
        var blockQuotes: [MarkdownNode] = []
        var codes: [MarkdownNode] = []
        var paragraphs: [MarkdownNode] = []
    }

    /// One walk collecting the node types that `hints` say the page may need.
    static func collect(under root: OpaquePointer, for hints: DialectHints, directives: Bool)
        -> Collected
    {
        var collected = Collected()
        guard directives || hints.blockQuote || hints.doubleBacktick || hints.table else {
            return collected
        }
        walk(root) { node in
            switch node.type {
            case .htmlBlock where directives: collected.htmlBlocks.append(node)
            case .blockQuote where hints.blockQuote: collected.blockQuotes.append(node)
            case .code where hints.doubleBacktick: collected.codes.append(node)
            case .paragraph:
                if hints.table { collected.paragraphs.append(node) }
                // Inlines are most of a tree's nodes, and only code spans are wanted among them.
                return hints.doubleBacktick
            case .heading:
                return hints.doubleBacktick
            default: break
            }
            return true
        }
        return collected
    }

    /// Visits `root` and every node below it in document order, through cmark's child and
    /// sibling pointers: no iterator to allocate (a table's cells are walked one by one), and no
    /// recursion, since nesting is as deep as the page makes it. `body` says whether to visit
    /// the node's children.
    static func walk(_ root: OpaquePointer, _ body: (MarkdownNode) -> Bool) {
        var next: OpaquePointer? = root
        while let current = next {
            let descend = body(MarkdownNode(pointer: current))
            next =
                (descend ? cmark_node_first_child(current) : nil)
                ?? MarkdownNode.following(current, within: root)
        }
    }

    /// A new node of `type` tagged with `meaning`, recorded in `document`.
    static func newNode(
        _ type: cmark_node_type, meaning: DialectNode, in document: MarkdownDocument
    ) -> OpaquePointer? {
        guard let pointer = cmark_node_new(type) else { return nil }
        document.tag(MarkdownNode(pointer: pointer), meaning)
        return pointer
    }

    /// Moves the siblings after `start` (exclusive) up to `end` (exclusive; nil for all the rest)
    /// into `container`.
    static func moveSiblings(
        after start: OpaquePointer, upTo end: OpaquePointer?, into container: OpaquePointer
    ) {
        var next = cmark_node_next(start)
        while let node = next, node != end {
            next = cmark_node_next(node)
            cmark_node_unlink(node)
            cmark_node_append_child(container, node)
        }
    }

    /// Moves every child of `node` to the end of `container`, in order.
    static func moveChildren(of node: OpaquePointer, into container: OpaquePointer) {
        while let child = cmark_node_first_child(node) {
            cmark_node_unlink(child)
            cmark_node_append_child(container, child)
        }
    }
}
