import CCmark

extension TutorialDocument {
    /// Reads the tutorial directives of `document` into typed blocks, checking each where the
    /// HTML walker would meet it: not inside what it leaves out (`@Comment`, settings, unknown
    /// and misplaced directives, `@Code`'s content, `@Video` and `@Snippet`) nor past
    /// `nestingLimit`, where it writes text.
    ///
    /// - Complexity: O(n) in the number of nodes, plus each tutorial directive's children once.
    init(parsing document: MarkdownDocument, nestingLimit: Int) {
        guard let iterator = cmark_iter_new(document.root) else { return }
        defer { cmark_iter_free(iterator) }
        // The blocks entered and not yet left, innermost last.
        var open: [TutorialBlock] = []
        var depth = 0
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard let pointer = cmark_iter_get_node(iterator) else { continue }
            guard event == CMARK_EVENT_ENTER else {
                depth -= 1
                if !open.isEmpty, open[open.count - 1].node == pointer,
                    let closed = open.popLast()
                {
                    attach(closed, to: &open)
                }
                continue
            }
            let node = MarkdownNode(pointer: pointer)
            let isContent = !open.isEmpty && cmark_node_parent(pointer) == open[open.count - 1].node
            let isLeaf = node.type.isLeaf
            if !isLeaf, depth == nestingLimit {
                // The walker writes this node as text: nothing inside it is checked.
                if isContent { open[open.count - 1].content.append(.markdown(pointer)) }
                cmark_iter_reset(iterator, pointer, CMARK_EVENT_EXIT)
                continue
            }
            if !isLeaf { depth += 1 }
            guard case .directive(let directive)? = document.dialectNode(of: node) else {
                if isContent { open[open.count - 1].content.append(.markdown(pointer)) }
                continue
            }
            let kind = DirectiveKind(directive.known)
            if kind == .tutorial,
                let element = check(
                    directive, parent: Self.directive(enclosing: pointer, in: document),
                    children: node.directiveChildren(in: document.dialectNodes))
            {
                let block = TutorialBlock(element: element, directive: directive, node: pointer)
                if case .code = element {
                    // Its content is never shown: the listing is.
                    if isContent { open[open.count - 1].content.append(.block(block)) }
                    cmark_iter_reset(iterator, pointer, CMARK_EVENT_EXIT)
                    depth -= 1
                } else {
                    if case .root = element, let index = node.dialectIndex {
                        reserve(rootAt: index)
                    }
                    open.append(block)
                }
                continue
            }
            if isContent { open[open.count - 1].content.append(.markdown(pointer)) }
            if Self.walkerSkipsContent(of: directive, kind: kind) {
                cmark_iter_reset(iterator, pointer, CMARK_EVENT_EXIT)
                depth -= 1
            }
        }
    }

    /// Adds `closed` to the block it is part of, or as a root.
    private mutating func attach(_ closed: TutorialBlock, to open: inout [TutorialBlock]) {
        if let parent = open.last, cmark_node_parent(closed.node) == parent.node {
            open[open.count - 1].content.append(.block(closed))
        } else if let index = MarkdownNode(pointer: closed.node).dialectIndex {
            add(root: closed, at: index)
        }
    }

    /// Whether the walker leaves out what a directive of `kind` holds (`HTMLWalker+Directives`);
    /// `@Image` shows its caption, layout its content.
    private static func walkerSkipsContent(of directive: BlockDirective, kind: DirectiveKind)
        -> Bool
    {
        switch kind {
        case .layout: false
        case .media: directive.known != .image
        case .settings, .setting, .comment, .tutorial, .unknown: true
        }
    }

    /// The directive whose content `node` is directly part of, or nil.
    static func directive(enclosing node: OpaquePointer, in document: MarkdownDocument)
        -> BlockDirective?
    {
        guard let parent = cmark_node_parent(node),
            case .directive(let directive)? = document.dialectNode(
                of: MarkdownNode(pointer: parent))
        else { return nil }
        return directive
    }
}
