import CCmark

extension MarkdownNode {
    /// The directives directly inside this node, given what the page's nodes mean
    /// (`MarkdownDocument.dialectNodes`).
    ///
    /// - Complexity: O(children).
    func directiveChildren(in meanings: [DialectNode]) -> [BlockDirective] {
        var result: [BlockDirective] = []
        var next = cmark_node_first_child(pointer)
        while let child = next {
            next = cmark_node_next(child)
            if let index = MarkdownNode(pointer: child).dialectIndex,
                meanings.indices.contains(index),
                case .directive(let directive) = meanings[index]
            {
                result.append(directive)
            }
        }
        return result
    }
}
