extension MarkdownDocument {
    /// The fenced code blocks the page shows that name a language, in document order: the
    /// language as the renderer's `language-` class writes it (the info string up to its first
    /// space) and the code. A site highlights them all in one batch before any page renders.
    ///
    /// - Complexity: O(n) in the number of nodes.
    package func codeBlocks() -> [(language: String, code: String)] {
        var blocks: [(language: String, code: String)] = []
        forEachShownNode { node in
            guard node.type == .codeBlock else { return }
            let language = Self.language(ofFenceInfo: node.fenceInfo)
            guard !language.isEmpty else { return }
            blocks.append((String(language), node.literal))
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
