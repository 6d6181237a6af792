import CCmark

extension MarkdownDocument {
    /// Calls `visit` with each node the renderer shows, in document order: what is inside a
    /// directive that shows no content (`@Comment`) is left out, as the renderer leaves it out.
    /// The loading stage reads headings and code blocks this way, before any page renders.
    ///
    /// - Complexity: O(n) in the number of nodes.
    func forEachShownNode(_ visit: (MarkdownNode) -> Void) {
        forEachShownNode(in: MarkdownNode(pointer: root), visit)
    }

    /// The same walk over `block` and what it holds.
    func forEachShownNode(in block: MarkdownNode, _ visit: (MarkdownNode) -> Void) {
        guard let iterator = cmark_iter_new(block.pointer) else { return }
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let pointer = cmark_iter_get_node(iterator) else {
                continue
            }
            let node = MarkdownNode(pointer: pointer)
            if node.type == .customBlock,
                case .directive(let directive) = dialectNode(of: node),
                !DirectiveKind(directive.known).showsContent
            {
                cmark_iter_reset(iterator, pointer, CMARK_EVENT_EXIT)
                continue
            }
            visit(node)
        }
    }
}
