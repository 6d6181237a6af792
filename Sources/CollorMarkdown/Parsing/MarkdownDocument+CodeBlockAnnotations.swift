import CCmark

extension MarkdownDocument {
    /// Reads every fenced code block's info string as DocC 6.3's code-block annotations
    /// (`CodeBlockAnnotations`), as `docc --enable-experimental-code-block-annotations` does:
    /// the block keeps only the language as its info string, so that highlighting and the
    /// `language-` class see the language alone, and is tagged with the rest. Without this call
    /// the whole info string is the language, as docc reads it without the flag.
    ///
    /// - Complexity: O(n) in the number of nodes and the length of the info strings.
    package func readCodeBlockAnnotations() {
        var blocks: [MarkdownNode] = []
        forEachShownNode { node in
            // An indented block has no info string; a fence without one has nothing to read; a
            // gallery is this package's own (```` ```gallery Name ````).
            guard node.type == .codeBlock else { return }
            let info = node.fenceInfo
            if !info.isEmpty, Self.language(ofFenceInfo: info) != "gallery" { blocks.append(node) }
        }
        // Changed after the walk: cmark's iterator is not told of a node's new contents.
        for node in blocks {
            let literal = node.literal
            var lines = literal.split(separator: "\n", omittingEmptySubsequences: false).count
            if literal.hasSuffix("\n") { lines -= 1 }
            let annotations = CodeBlockAnnotations(info: node.fenceInfo, lineCount: lines)
            cmark_node_set_fence_info(node.pointer, annotations.language)
            tag(node, .codeBlock(annotations))
        }
    }
}
