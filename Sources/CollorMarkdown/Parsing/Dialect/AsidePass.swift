import CCmark

/// Tags block quotes that start with a tag and a colon (`> Note: …`) as asides, and removes the
/// tag from their text: the renderer writes it as the aside's title.
///
/// The rule is DocC's (swift-markdown's `Aside` with no tag requirement, as swift-docc's
/// renderer reads every block quote): the tag is all the text before the first colon of the
/// quote's first paragraph's first text node, whatever its length. A tag that names no kind
/// titles a note of its own (`> The rule can be summarized as: …`). A quote that starts with
/// anything but text (emphasis, a link, code) keeps its colon as prose, as in DocC.
enum AsidePass {
    static func run(on document: MarkdownDocument, blockQuotes: [MarkdownNode]) {
        for quote in blockQuotes {
            guard let paragraph = cmark_node_first_child(quote.pointer),
                MarkdownNode(pointer: paragraph).type == .paragraph,
                let first = cmark_node_first_child(paragraph)
            else { continue }
            let text = MarkdownNode(pointer: first)
            guard text.type == .text else { continue }
            let literal = text.literal
            guard let colon = literal.utf8.firstIndex(of: UInt8(ascii: ":")),
                let kind = AsideKind.tagged(literal[..<colon])
            else { continue }
            let rest = literal[literal.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
            if rest.isEmpty {
                // The label alone on its line: its line break goes too.
                if let next = cmark_node_next(first),
                    [.softBreak, .lineBreak].contains(MarkdownNode(pointer: next).type)
                {
                    cmark_node_free(next)
                }
                cmark_node_free(first)
                if cmark_node_first_child(paragraph) == nil { cmark_node_free(paragraph) }
            } else {
                cmark_node_set_literal(first, String(rest))
            }
            document.tag(quote, .aside(kind))
        }
    }
}
