import CCmark

extension MarkdownDocument {
    /// The text a reader sees of a paragraph, on one line: for a page's abstract, description
    /// and search summary, where markup would show as written (` ``Basket/add(_:)`` ` reads
    /// `add(_:)`, as DocC shows it; `<doc:Ordering>` reads `Ordering`). `symbolTitle` names a
    /// symbol link's target as docc titles it, where the caller can resolve it.
    ///
    /// - Complexity: O(n) in the paragraph's nodes; no recursion.
    func readerText(of block: MarkdownNode, symbolTitle: ((String) -> String?)? = nil) -> String {
        var text = ""
        block.forEachTextLeaf { node in
            switch node.type {
            case .code:
                if case .symbolLink(let path) = dialectNode(of: node) {
                    text += symbolTitle?(path) ?? SymbolPath.title(of: path)
                } else {
                    text += node.literal
                }
            case .text:
                let literal = node.literal
                // An autolink's text is its destination: a `doc:` link reads as its last name.
                if node.parent?.type == .link,
                    case .documentation(let name, let anchor) = LinkTarget(literal)
                {
                    text += name.split(separator: "/").last.map(String.init) ?? ""
                    text += anchor.map { "#" + $0 } ?? ""
                } else {
                    text += literal
                }
            default:
                text += " "
            }
        }
        return text
    }
}
