extension MarkdownDocument {
    /// The fenced code blocks the page shows that name a language, in document order: the
    /// language as the renderer's `language-` class writes it (the info string up to its first
    /// space), the code, and the fence's line in the file (with `lineOffset`), for warnings. A
    /// site highlights them all before any page renders.
    ///
    /// - Complexity: O(n) in the number of nodes.
    package func codeBlocks() -> [(language: String, code: String, line: Int)] {
        var blocks: [(language: String, code: String, line: Int)] = []
        forEachShownNode { node in
            guard node.type == .codeBlock else { return }
            let language = Self.language(ofFenceInfo: node.fenceInfo)
            guard !language.isEmpty else { return }
            let line = sourceMap.position(line: max(node.startLine, 1), column: 1).line
            blocks.append((String(language), node.literal, line + lineOffset))
        }
        return blocks
    }

    /// The info string up to its first cmark whitespace, as `HTMLWalker.visitCodeBlock` reads
    /// it for the `language-` class.
    static func language(ofFenceInfo info: String) -> Substring {
        let utf8 = info.utf8
        let end = utf8.firstIndex(where: MarkdownNode.isCmarkSpace) ?? utf8.endIndex
        return info[..<end]
    }
}
