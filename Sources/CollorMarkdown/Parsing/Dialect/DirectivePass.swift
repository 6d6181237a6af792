import CCmark

/// Turns the scanner's marker lines (`<?collor-directive 3?>` … `<?collor-directive /3?>`) into
/// custom block nodes holding what lies between them, tagged with their directive.
enum DirectivePass {
    private enum Marker {
        case open(Int), close(Int), leaf(Int)
    }

    /// One pass over the markers in document order, with a stack of the open directives: a
    /// directive's content moves into it when its closing marker is reached, so each node moves
    /// once into its innermost directive and nesting d deep costs O(n), not O(n·d) (searching
    /// each opening's siblings for its closing took 7 s at 2,000 levels).
    ///
    /// - Complexity: O(n) in the number of nodes.
    static func run(
        on document: MarkdownDocument, directives: [BlockDirective], htmlBlocks: [MarkdownNode]
    ) {
        var open: [(index: Int, container: OpaquePointer)] = []
        for node in htmlBlocks {
            guard let marker = marker(node, count: directives.count) else { continue }
            switch marker {
            case .leaf(let index):
                _ = container(for: directives[index], at: node, in: document)
                cmark_node_free(node.pointer)
            case .open(let index):
                if let container = container(for: directives[index], at: node, in: document) {
                    open.append((index, container))
                }
                cmark_node_free(node.pointer)
            case .close(let index):
                // Its opening is on the stack, in the same container: what lies between them
                // moves in. Left over otherwise (its opening was in another container, a
                // directive across a list's end), and dropped.
                let parent = cmark_node_parent(node.pointer)
                if let position = open.lastIndex(where: {
                    $0.index == index && cmark_node_parent($0.container) == parent
                }) {
                    for unclosed in open[(position + 1)...].reversed() {
                        DialectPass.moveSiblings(
                            after: unclosed.container, upTo: nil, into: unclosed.container)
                    }
                    let closed = open[position]
                    open.removeSubrange(position...)
                    DialectPass.moveSiblings(
                        after: closed.container, upTo: node.pointer, into: closed.container)
                }
                cmark_node_free(node.pointer)
            }
        }
        // Directives never closed hold the rest of their container.
        for unclosed in open.reversed() {
            DialectPass.moveSiblings(after: unclosed.container, upTo: nil, into: unclosed.container)
        }
    }

    /// A custom block for `directive`, inserted where `marker` is.
    private static func container(
        for directive: BlockDirective, at marker: MarkdownNode, in document: MarkdownDocument
    ) -> OpaquePointer? {
        guard
            let container = DialectPass.newNode(
                CMARK_NODE_CUSTOM_BLOCK, meaning: .directive(directive), in: document)
        else { return nil }
        cmark_node_insert_before(marker.pointer, container)
        return container
    }

    private static func marker(_ node: MarkdownNode, count: Int) -> Marker? {
        guard node.type == .htmlBlock, let literal = node.literalPointer else { return nil }
        var bytes = UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self)
        while bytes.pointee == UInt8(ascii: " ") { bytes += 1 }
        for byte in DirectiveScanner.markerPrefix {
            guard bytes.pointee == byte else { return nil }
            bytes += 1
        }
        let isClose = bytes.pointee == UInt8(ascii: "/")
        if isClose { bytes += 1 }
        var number = 0
        var digits = 0
        while (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes.pointee), digits < 9 {
            number = number * 10 + Int(bytes.pointee - UInt8(ascii: "0"))
            bytes += 1
            digits += 1
        }
        guard digits > 0, number < count else { return nil }
        if isClose { return .close(number) }
        return bytes.pointee == UInt8(ascii: "/") ? .leaf(number) : .open(number)
    }
}
