import CCmark

/// DocC's Topics lists: under each item that is one link (` - ``Basket`` `, `- <doc:Buying>`),
/// the abstract of the page or symbol it links to.
extension HTMLWalker {
    /// Writes the abstract of the item's target when the item is a link alone, in a list at the
    /// page's top level under `## Topics`, and the site knows an abstract for `link`.
    mutating func writeTopicAbstract(of item: MarkdownNode, link: String) {
        // docc's compact grid shows titles alone.
        guard topicsStyle != "compactGrid", item.parent?.parent?.type == .document,
            let paragraph = cmark_node_first_child(item.pointer),
            cmark_node_next(paragraph) == nil,
            MarkdownNode(pointer: paragraph).type == .paragraph,
            let only = cmark_node_first_child(paragraph), cmark_node_next(only) == nil,
            [.link, .code].contains(MarkdownNode(pointer: only).type),
            let abstract = context.links.topicAbstract(link), !abstract.isEmpty
        else { return }
        html.raw("\n<p class=\"topic-abstract\">")
        html.text(abstract)
        html.raw("</p>\n")
    }
}
