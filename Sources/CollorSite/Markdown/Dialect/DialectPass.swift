import CCmark

/// Helpers the dialect's passes share: collecting nodes before changing the tree (cmark's
/// iterator must not see the tree change under it) and building nodes.
enum DialectPass {
    /// Every node of `types` under `root`, in document order.
    static func nodes(of types: Set<MarkdownNodeType>, under root: OpaquePointer) -> [MarkdownNode]
    {
        var found: [MarkdownNode] = []
        guard let iterator = cmark_iter_new(root) else { return [] }
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let pointer = cmark_iter_get_node(iterator) else {
                continue
            }
            let node = MarkdownNode(pointer: pointer)
            if types.contains(node.type) { found.append(node) }
        }
        return found
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
}
