import CCmark
import Foundation

/// Reads an explicit anchor at the end of a heading, `### `add(_:)` {#add%28_%3A%29-1syvw}`
/// (percent-encoded, so that no `_` in it reads as emphasis), in generated pages: an API page gives each overload DocC's own name for it, which no slug of the
/// heading's text (the same for every overload) could give. The attribute is removed from the
/// heading's text and the heading tagged with its anchor.
///
/// Pages people write do not get this syntax: DocC has none, and a catalog must read as DocC
/// reads it.
enum HeadingIDPass {
    static func run(on document: MarkdownDocument) {
        // Generated headings are top-level blocks: no walk below them.
        var next = cmark_node_first_child(document.root)
        while let block = next {
            next = cmark_node_next(block)
            guard MarkdownNode(pointer: block).type == .heading,
                let last = cmark_node_last_child(block),
                MarkdownNode(pointer: last).type == .text
            else { continue }
            let literal = MarkdownNode(pointer: last).literal
            guard let (text, encoded) = split(literal),
                let anchor = encoded.removingPercentEncoding, !anchor.isEmpty
            else { continue }
            if text.isEmpty {
                cmark_node_free(last)
            } else {
                cmark_node_set_literal(last, text)
            }
            document.tag(MarkdownNode(pointer: block), .headingAnchor(anchor))
        }
    }

    /// `"Title {#id}"` → (`"Title"`, `"id"`): the id non-empty and without spaces or braces,
    /// the text before it with its trailing spaces removed.
    static func split(_ literal: String) -> (text: String, anchor: String)? {
        guard literal.hasSuffix("}"), let open = literal.range(of: "{#", options: .backwards)
        else { return nil }
        let anchor = literal[open.upperBound..<literal.index(before: literal.endIndex)]
        guard !anchor.isEmpty, !anchor.contains(where: { $0.isWhitespace || "{}".contains($0) })
        else { return nil }
        var text = literal[..<open.lowerBound]
        while text.last == " " { text.removeLast() }
        return (String(text), String(anchor))
    }
}
