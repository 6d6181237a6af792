import CCmark

/// A symbol link (` ``Basket`` `) an article writes, with DocC's weight for its place: a
/// mention in the abstract counts 2, one in the discussion 1 (DocC's `SymbolLinkCollector`).
package struct SymbolMention: Equatable, Hashable, Sendable {
    package var path: String
    package var weight: Int

    package init(path: String, weight: Int) {
        self.path = path
        self.weight = weight
    }
}

extension MarkdownDocument {
    /// The symbol links of an article as DocC counts them for a symbol's Mentioned In: those of
    /// the abstract (the first paragraph after the title) and of the discussion (what follows,
    /// but not the `## Topics` and `## See Also` sections), each occurrence once; what a
    /// directive that shows no content holds is left out.
    ///
    /// - Complexity: O(n) in the number of nodes; no recursion.
    package var symbolMentions: [SymbolMention] {
        var mentions: [SymbolMention] = []
        var node = cmark_node_first_child(root)
        var titled = false
        var abstractTaken = false
        var skippedSection = false
        while let current = node {
            node = cmark_node_next(current)
            let block = MarkdownNode(pointer: current)
            if block.type == .heading {
                if block.headingLevel == 1, !titled {
                    titled = true
                    continue
                }
                abstractTaken = true
                if block.headingLevel <= 2 {
                    let title = readerText(of: block)
                    skippedSection = title == "Topics" || title == "See Also"
                }
                if skippedSection { continue }
            }
            if skippedSection { continue }
            var weight = 1
            if !abstractTaken, block.type == .paragraph, dialectNode(of: block) == nil {
                abstractTaken = true
                weight = 2
            }
            forEachShownNode(in: block) { shown in
                if shown.type == .code, case .symbolLink(let path) = dialectNode(of: shown) {
                    mentions.append(SymbolMention(path: path, weight: weight))
                }
            }
        }
        return mentions
    }
}
