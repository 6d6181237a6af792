import CCmark

/// What a node added by the dialect's passes means. cmark's tree has no node types for DocC's
/// constructs or GitHub's tables, so the passes build custom nodes (or reuse paragraphs and code
/// spans) and tag each with the index of its meaning in `MarkdownDocument.dialectNodes`, stored
/// in cmark's user data; the renderer reads it back.
enum DialectNode: Sendable {
    /// A block directive; its content (markdown and nested directives) are the node's children.
    case directive(BlockDirective)
    /// A block quote that starts with `Note:` (or another aside kind).
    case aside(AsideKind)
    /// A pipe table: rows in a head and a body section.
    case table
    case tableHead
    case tableBody
    case tableRow
    /// A paragraph standing for a table cell; `line` and `column` locate it in the parsed text.
    case tableCell(TableAlignment, isHeader: Bool, line: Int, column: Int)
    /// `~~text~~`.
    case strikethrough
    /// A code span written with double backticks: a link to a symbol.
    case symbolLink(String)
    /// A section gathered from a doc comment's tags (`- Returns:`); its content the children.
    case symbolSection(SymbolSection)
    /// One parameter in a Parameters section: its name, its description the children.
    case parameter(String)
    /// A heading of a generated page with its own anchor (an overload's DocC name).
    case headingAnchor(String)
    /// A fenced code block read with DocC's code-block annotations: its info string now the
    /// language alone.
    case codeBlock(CodeBlockAnnotations)
    /// A generated member's platforms (`GeneratedBlock.availability`): an empty block.
    case availability([PageMetadata.Availability])
    /// DocC's term list (`- term Name: definition`), holding a term and a definition for each
    /// item; `tight` as the list it was made from.
    case termList(tight: Bool)
    /// A term: its inlines are the node's children.
    case term
    /// A term's definition: the rest of its item's first paragraph, and the item's other blocks.
    case definition
    /// A symbol's signature (`GeneratedBlock.signature`): an empty block that
    /// `DocCommentTagPass` reads and removes.
    case signature(SignatureShape)
}

extension MarkdownNode {
    /// The index in `MarkdownDocument.dialectNodes` that a pass tagged this node with, or nil.
    var dialectIndex: Int? {
        guard let data = cmark_node_get_user_data(pointer) else { return nil }
        return Int(bitPattern: data) - 1
    }

    /// Tags the node with `index` into `MarkdownDocument.dialectNodes`.
    func setDialectIndex(_ index: Int) {
        cmark_node_set_user_data(pointer, UnsafeMutableRawPointer(bitPattern: index + 1))
    }
}
