import CCmark

extension MarkdownDocument {
    /// The children of each top-level `@name` directive of the page, in page order: where DocC
    /// reads a page's settings (`@Options`, `@Metadata`), never nested in other blocks.
    ///
    /// - Complexity: O(n) in the number of top-level blocks and the directives' children.
    func topLevelDirectives(_ name: DirectiveName) -> [(
        directive: BlockDirective, children: [BlockDirective]
    )] {
        var result: [(directive: BlockDirective, children: [BlockDirective])] = []
        var next = cmark_node_first_child(root)
        while let pointer = next {
            next = cmark_node_next(pointer)
            let node = MarkdownNode(pointer: pointer)
            guard node.type == .customBlock, case .directive(let directive) = dialectNode(of: node),
                directive.known == name
            else { continue }
            result.append((directive, node.directiveChildren(in: dialectNodes)))
        }
        return result
    }
}
