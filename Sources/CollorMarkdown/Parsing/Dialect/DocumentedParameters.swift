import CCmark

/// What a doc comment documents of a function's signature, where DocC reads it: the parameters
/// of its top-level lists' `- Parameters:` and `- Parameter name:` items and its `- Returns:`
/// item (`DocCommentTagPass`'s tags), each with its place in the comment, so that a site can
/// check them against the signature as DocC does.
package struct DocumentedParameters: Equatable, Sendable {
    /// A place in the comment: 1-based lines and columns in bytes; the end is one past the
    /// item's last byte, where DocC puts a missing parameter.
    package struct Span: Equatable, Sendable {
        package var line: Int
        package var column: Int
        package var endLine: Int
        package var endColumn: Int
    }

    /// One documented parameter: its name, its list item and the name's column in it.
    package struct Parameter: Equatable, Sendable {
        package var name: String
        package var item: Span
        package var nameColumn: Int
        /// Written `- Parameter name:` rather than as an item of `- Parameters:`.
        package var isStandalone: Bool
    }

    /// The documented parameters in the order written.
    package var parameters: [Parameter] = []
    /// The `- Returns:` item, the first when there are several; nil when there is none.
    package var returns: Span?

    /// Reads the tags of `comment`, a doc comment's text.
    ///
    /// - Complexity: O(n) in the length of the comment.
    package init(_ comment: String) {
        let document = MarkdownDocument(comment, dialect: false)
        let lines = comment.split(separator: "\n", omittingEmptySubsequences: false)
        var list = cmark_node_first_child(document.root)
        while let current = list {
            list = cmark_node_next(current)
            guard cmark_node_get_type(current) == CMARK_NODE_LIST,
                cmark_node_get_list_type(current) == CMARK_BULLET_LIST
            else { continue }
            var item = cmark_node_first_child(current)
            while let entry = item {
                item = cmark_node_next(entry)
                let span = Self.span(of: entry)
                guard let tag = DocCommentTagPass.Tag(item: entry) else { continue }
                switch tag.kind {
                case .parameters:
                    var nested = tag.nestedList.flatMap { cmark_node_first_child($0) }
                    while let parameter = nested {
                        nested = cmark_node_next(parameter)
                        let place = Self.span(of: parameter)
                        guard let name = DocCommentTagPass.Tag.label(of: parameter, named: nil)
                        else { continue }
                        parameters.append(
                            Parameter(
                                name: name, item: place,
                                nameColumn: Self.column(of: name, after: place, in: lines),
                                isStandalone: false))
                    }
                case .parameter(let name):
                    parameters.append(
                        Parameter(
                            name: name, item: span,
                            nameColumn: Self.column(of: name, after: span, in: lines),
                            isStandalone: true))
                case .returns:
                    if returns == nil { returns = span }
                case .aside, .hidden:
                    break
                }
            }
        }
    }

    private static func span(of node: OpaquePointer) -> Span {
        Span(
            line: Int(cmark_node_get_start_line(node)),
            column: Int(cmark_node_get_start_column(node)),
            endLine: Int(cmark_node_get_end_line(node)),
            endColumn: Int(cmark_node_get_end_column(node)) + 1)
    }

    /// The column of `name` on the item's first line: it ends where blanks before the label's
    /// colon start. The item's column when the line does not hold the colon.
    private static func column(
        of name: String, after item: Span, in lines: [Substring]
    ) -> Int {
        guard lines.indices.contains(item.line - 1) else { return item.column }
        let line = Array(lines[item.line - 1].utf8)
        guard item.column >= 1, item.column <= line.count,
            var end = line[(item.column - 1)...].firstIndex(of: UInt8(ascii: ":"))
        else { return item.column }
        while end > 0, line[end - 1] == UInt8(ascii: " ") || line[end - 1] == UInt8(ascii: "\t") {
            end -= 1
        }
        return max(item.column, end - name.utf8.count + 1)
    }
}
