import CCmark

/// The blocks the page shows, kept for the build report (`RenderedBlock`): each opened when
/// its node is entered (after its opening is written, so an aside's label is not its text) and
/// given the range of HTML written until its exit: its text, as a reader sees it, is read from
/// there only when a report asks (`RenderedMarkdown.shownBlocks()`; the search text spaces
/// words apart where the page does not: ` ``Type``s `).
extension HTMLWalker {
    /// Records `node` if it is a block the report lists; `written` is false when the walk
    /// skipped it (a directive left out, text inside an image); `start`: where the HTML the
    /// node's visit wrote starts (a leaf's whole HTML).
    mutating func recordBlock(
        _ node: MarkdownNode, entering: Bool, written: Bool, from start: Int
    ) {
        guard entering else {
            if let open = openBlocks.last, open.node == node.pointer {
                openBlocks.removeLast()
                blocks[open.index].html = open.htmlStart..<html.count
            }
            return
        }
        guard written, leftOutImage != node.pointer else { return }
        if let index = node.dialectIndex, dialectNodes.indices.contains(index),
            taggedTypes & (1 << node.type.rawValue) != 0,
            let table = openBlocks.last(where: { blocks[$0.index].kind == .table })?.index
        {
            // A table's size, as DocC counts it: rows with the head's, cells of the widest.
            switch dialectNodes[index] {
            case .tableRow:
                blocks[table].rows += 1
                rowCells = 0
            case .tableCell:
                rowCells += 1
                blocks[table].columns = max(blocks[table].columns, rowCells)
                return
            default: break
            }
        }
        guard let kind = blockKind(node) else { return }
        var block = RenderedBlock(
            kind: kind, heading: headings.indices.last, depth: openBlocks.count)
        // A leaf (a code block, an image's node is not one) has no exit event: its visit wrote
        // all of it.
        if node.type.isLeaf {
            block.html = start..<html.count
            blocks.append(block)
            return
        }
        blocks.append(block)
        openBlocks.append((node.pointer, blocks.count - 1, html.count))
    }

    private func blockKind(_ node: MarkdownNode) -> RenderedBlock.Kind? {
        if let index = node.dialectIndex, dialectNodes.indices.contains(index),
            taggedTypes & (1 << node.type.rawValue) != 0
        {
            switch dialectNodes[index] {
            case .aside(let kind): return .aside(style: kind.cssName, name: kind.label)
            case .table: return .table
            case .termList: return .list
            case .symbolSection(.parameters): return .parameters
            case .symbolSection(.returns): return .returns
            case .parameter(let name): return .parameter(name: name)
            case .headingAnchor: return .heading(level: node.headingLevel)
            case .codeBlock: return .code(language: node.fenceInfo)
            case .availability(let platforms): return .availability(platforms)
            case .directive(let directive):
                switch directive.known {
                case .deprecationSummary: return .deprecation
                case .image: return directive.argument("source").map { .image(source: $0) }
                default: return nil
                }
            default: return nil
            }
        }
        switch node.type {
        case .paragraph: return .paragraph
        case .list: return .list
        case .blockQuote: return .quote
        case .heading: return .heading(level: node.headingLevel)
        case .codeBlock:
            let info = node.fenceInfo
            let language = info.prefix { !$0.isWhitespace }
            return language == "gallery" ? nil : .code(language: String(language))
        case .image: return .image(source: node.url)
        default: return nil
        }
    }
}
