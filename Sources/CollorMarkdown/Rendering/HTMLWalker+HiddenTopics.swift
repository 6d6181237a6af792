import CCmark
import CollorHTMLWriter

/// `@TopicsVisualStyle(hidden)`: DocC shows no Topics section, yet its groups still curate (the
/// sidebar, See Also). The section is walked as any other, so its links resolve and are
/// reported, into scratch writers that are then dropped, with its headings and blocks.
extension HTMLWalker {
    /// At each heading: a top-level `## Topics` under the hidden style starts the hidden
    /// section, the next top-level heading of level 1 or 2 ends it.
    mutating func hideTopics(at node: MarkdownNode) {
        guard node.parent?.type == .document, node.headingLevel <= 2 else { return }
        endHiddenTopics()
        guard topicsStyle == "hidden", node.headingLevel == 2, node.plainText == "Topics" else {
            return
        }
        hiddenTopics = (html, text, headings.count, blocks.count)
        html = HTMLWriter(escaping: .commonMark)
        text = HTMLWriter(escaping: .commonMark)
    }

    /// Puts the page's writers back and drops what the hidden section added.
    mutating func endHiddenTopics() {
        guard let saved = hiddenTopics else { return }
        hiddenTopics = nil
        html = saved.html
        text = saved.text
        headings.removeSubrange(min(saved.headings, headings.count)...)
        blocks.removeSubrange(min(saved.blocks, blocks.count)...)
    }
}
