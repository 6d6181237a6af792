import CCmark

/// Tags block quotes that start with a tag and a colon (`> Note: …`) as asides, and removes the
/// tag from their text: the renderer writes it as the aside's title.
///
/// The rule is DocC's (swift-markdown's `Aside` with no tag requirement, as swift-docc's
/// renderer reads every block quote): the tag is all the text before the first colon of the
/// quote's first paragraph's first text node, whatever its length. A tag that names no kind
/// titles a note of its own (`> The rule can be summarized as: …`). A quote that starts with
/// anything but text (emphasis, a link, code) keeps its colon as prose, as in DocC. The text
/// after a tag on its line starts with a capital, as DocC shows it (`> Note: lowercase` reads
/// "Lowercase"; `> Note: iOS` keeps "iOS": `String.capitalizingFirstWord()`).
///
/// In a DocC catalog's page every block quote is an aside, as DocC renders it: a quote without a
/// tag is a note, its first letter a capital too. Elsewhere such a quote stays a quote.
enum AsidePass {
    static func run(
        on document: MarkdownDocument, blockQuotes: [MarkdownNode], plainQuotesAreNotes: Bool
    ) {
        for quote in blockQuotes {
            let paragraph = cmark_node_first_child(quote.pointer).flatMap { node in
                MarkdownNode(pointer: node).type == .paragraph ? node : nil
            }
            let first = paragraph.flatMap { cmark_node_first_child($0) }.flatMap { node in
                MarkdownNode(pointer: node).type == .text ? node : nil
            }
            if let paragraph, let first, let kind = tag(of: first, in: paragraph) {
                document.tag(quote, .aside(kind))
            } else if plainQuotesAreNotes {
                if let first { capitalize(first) }
                document.tag(quote, .aside(.note))
            }
        }
    }

    /// The kind that `text` (the first of `paragraph`) starts with (`Note:`), with the tag taken
    /// out of the text; nil, and the text untouched, when it starts with none.
    private static func tag(of first: OpaquePointer, in paragraph: OpaquePointer) -> AsideKind? {
        let literal = MarkdownNode(pointer: first).literal
        guard let colon = literal.utf8.firstIndex(of: UInt8(ascii: ":")),
            let kind = AsideKind.tagged(literal[..<colon])
        else { return nil }
        let rest = literal[literal.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
        if rest.isEmpty {
            // The label alone on its line: its line break goes too, and the next line is kept
            // as written.
            if let next = cmark_node_next(first),
                [.softBreak, .lineBreak].contains(MarkdownNode(pointer: next).type)
            {
                cmark_node_free(next)
            }
            cmark_node_free(first)
            if cmark_node_first_child(paragraph) == nil { cmark_node_free(paragraph) }
        } else {
            cmark_node_set_literal(first, capitalized(rest))
        }
        return kind
    }

    private static func capitalize(_ text: OpaquePointer) {
        let literal = MarkdownNode(pointer: text).literal
        let shown = capitalized(literal[...])
        if shown != literal { cmark_node_set_literal(text, shown) }
    }

    /// `text` with its first word capitalised as DocC does (`éclair` → `Éclair`; `iOS` kept).
    private static func capitalized(_ text: Substring) -> String {
        String(text).capitalizingFirstWord()
    }
}
