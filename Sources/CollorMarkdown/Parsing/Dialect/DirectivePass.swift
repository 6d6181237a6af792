import CCmark

/// Turns the scanner's marker lines (`<?collor-directive 3?>` … `<?collor-directive /3?>`) into
/// custom block nodes holding what lies between them, tagged with their directive.
enum DirectivePass {
    private enum Marker {
        case open(Int), close(Int), leaf(Int)
    }

    static func run(
        on document: MarkdownDocument, directives: [BlockDirective], htmlBlocks: [MarkdownNode]
    ) {
        for node in htmlBlocks {
            guard let marker = marker(node, count: directives.count) else { continue }
            switch marker {
            case .close:
                // Reached after its opening moved what lies between them; or left over, when
                // its opening was in another container (a directive across a list's end).
                cmark_node_free(node.pointer)
            case .leaf(let index):
                replace(node, with: directives[index], in: document)
            case .open(let index):
                replace(node, with: directives[index], in: document, moving: index)
            }
        }
    }

    /// Puts a custom block for `directive` where `marker` is; with `moving`, the siblings up to
    /// the matching closing marker become its children.
    private static func replace(
        _ marker: MarkdownNode, with directive: BlockDirective, in document: MarkdownDocument,
        moving index: Int? = nil
    ) {
        guard
            let container = DialectPass.newNode(
                CMARK_NODE_CUSTOM_BLOCK, meaning: .directive(directive), in: document)
        else { return }
        cmark_node_insert_before(marker.pointer, container)
        if let index {
            var closing = cmark_node_next(marker.pointer)
            while let candidate = closing {
                if case .close(let closed) = Self.marker(
                    MarkdownNode(pointer: candidate), count: Int.max), closed == index
                {
                    break
                }
                closing = cmark_node_next(candidate)
            }
            // The closing marker stays, freed when the pass reaches it.
            DialectPass.moveSiblings(after: marker.pointer, upTo: closing, into: container)
        }
        cmark_node_free(marker.pointer)
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
