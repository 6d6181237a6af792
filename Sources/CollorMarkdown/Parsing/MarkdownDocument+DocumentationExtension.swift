import CCmark

/// What a DocC extension file (` # ``Type/member`` `) says about joining its symbol's
/// documentation, read through the directive parse as a page's `@Metadata` is.
extension MarkdownDocument {
    /// Whether a top-level `@Metadata` holds `@DocumentationExtension(mergeBehavior: override)`:
    /// the file's content then replaces its symbol's doc comment instead of following it (DocC's
    /// default, `append`).
    ///
    /// - Complexity: O(top-level blocks + the directives in `@Metadata`).
    package var overridesDocumentation: Bool {
        for node in topLevelMetadata {
            for child in node.directiveChildren(in: dialectNodes)
            where child.known == .documentationExtension
                && child.argument("mergeBehavior") == "override"
            {
                return true
            }
        }
        return false
    }

    /// The source lines (1-based, without `lineOffset`) of the page's title, when its first block
    /// is a level-1 heading, and of each top-level `@Metadata`, up to the next block: what an
    /// extension file's content leaves out where it joins its symbol's documentation.
    ///
    /// - Complexity: O(top-level blocks).
    package var titleAndMetadataLines: [ClosedRange<Int>] {
        var result: [ClosedRange<Int>] = []
        if let first = cmark_node_first_child(root),
            MarkdownNode(pointer: first).type == .heading,
            MarkdownNode(pointer: first).headingLevel == 1
        {
            let start = sourceLine(of: MarkdownNode(pointer: first)) ?? 1
            let end = sourceMap.position(line: Int(cmark_node_get_end_line(first)), column: 1).line
            result.append(start...max(start, end))
        }
        for node in topLevelMetadata {
            guard let start = sourceLine(of: node) else { continue }
            let next = cmark_node_next(node.pointer).flatMap {
                sourceLine(of: MarkdownNode(pointer: $0))
            }
            result.append(start...max(start, (next ?? Int.max - 1) - 1))
        }
        return result
    }

    /// The page's top-level `@Metadata` directives' nodes.
    private var topLevelMetadata: [MarkdownNode] {
        var result: [MarkdownNode] = []
        var next = cmark_node_first_child(root)
        while let pointer = next {
            next = cmark_node_next(pointer)
            let node = MarkdownNode(pointer: pointer)
            if case .directive(let directive)? = dialectNode(of: node),
                directive.known == .metadata
            {
                result.append(node)
            }
        }
        return result
    }

    /// The source line a block starts on: a directive's `@`, else cmark's line mapped back
    /// through the directive scanner's rewrite; nil when neither is known.
    private func sourceLine(of node: MarkdownNode) -> Int? {
        if case .directive(let directive)? = dialectNode(of: node) { return directive.line }
        guard node.startLine > 0 else { return nil }
        return sourceMap.position(line: node.startLine, column: 1).line
    }
}
