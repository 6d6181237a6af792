import CCmark

extension MarkdownDocument {
    /// Gives every code block that names no language (an indented one, a fence without an info
    /// string) `language`, as DocC gives them a catalog's `CDDefaultCodeListingLanguage`; blocks
    /// that name one keep it.
    ///
    /// - Complexity: O(n) in the number of nodes.
    package func setDefaultCodeLanguage(_ language: String) {
        guard !language.isEmpty, !language.utf8.contains(where: MarkdownNode.isCmarkSpace) else {
            return
        }
        var unnamed: [MarkdownNode] = []
        forEachShownNode { node in
            if node.type == .codeBlock, node.fenceInfo.isEmpty { unnamed.append(node) }
        }
        // Changed after the walk: cmark's iterator is not told of a node's new contents.
        for node in unnamed { cmark_node_set_fence_info(node.pointer, language) }
    }
}
