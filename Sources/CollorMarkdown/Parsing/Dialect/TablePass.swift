import CCmark

/// Turns paragraphs that hold GitHub-style pipe tables into table nodes.
///
/// libcmark has no table extension (cmark-gfm cannot be linked beside it), so a table arrives as
/// a paragraph. Its lines are read back from the parsed text, split into cells as cmark-gfm
/// does (unescaped `|`, a leading and trailing pipe optional; `\|` is a pipe in a cell), and the
/// cells' text is parsed again, inline, by one more cmark parse for the page. When the page
/// defines link references, that parse also holds the page's own text, so reference links in
/// cells resolve. Lines before the header row
/// stay a paragraph, as in cmark-gfm.
enum TablePass {
    private struct Cell {
        var bytes: ArraySlice<UInt8>
        var column: Int
    }

    private struct Row {
        var cells: [Cell]
        var line: Int
    }

    private struct Table {
        var paragraph: MarkdownNode
        var intro: [ArraySlice<UInt8>]
        var alignments: [TableAlignment]
        var rows: [Row]
    }

    private static let nonBreakingSpace: [UInt8] = [0xC2, 0xA0]
    /// What a cell's symbol links are found among, built once rather than for each cell.
    private static let codeType: Set<MarkdownNodeType> = [.code]

    /// - Parameters:
    ///   - delimiterRows: the 1-based lines, in order, that may be delimiter rows
    ///     (`DialectHints`): only paragraphs that hold one are read; nil reads every paragraph.
    ///   - symbolLinks: whether the page may hold symbol links (`DialectHints`), which cells
    ///     are then searched for.
    static func run(
        on document: MarkdownDocument, paragraphs: [MarkdownNode], text: ParsedText,
        delimiterRows: [Int]?, symbolLinks: Bool, limits: MarkdownLimits
    ) {
        var tables: [Table] = []
        for paragraph in paragraphs {
            // A table's delimiter row is below its header, never a paragraph's first line.
            let first = paragraph.startLine
            let last = Int(cmark_node_get_end_line(paragraph.pointer))
            guard first >= 1, last > first else { continue }
            if let delimiterRows, !Self.contains(delimiterRows, from: first + 1, to: last) {
                continue
            }
            if let table = table(in: paragraph, lines: first...last, text: text, limits: limits) {
                tables.append(table)
            }
        }
        guard !tables.isEmpty else { return }
        // One parse for every cell: each cell a paragraph of its own, led by a no-break space so
        // that no cell text starts a block (`# 1`, `- x`) unless it starts with a letter, then
        // each table's intro, then the page.
        var source: [UInt8] = []
        var expected = 0
        for table in tables {
            for row in table.rows {
                for cell in row.cells {
                    if needsLead(cell.bytes) { source.append(contentsOf: nonBreakingSpace) }
                    appendUnescapingPipes(cell.bytes, to: &source)
                    source.append(UInt8(ascii: "\n"))
                    source.append(UInt8(ascii: "\n"))
                    expected += 1
                }
            }
            if !table.intro.isEmpty {
                for line in table.intro {
                    source.append(contentsOf: line)
                    source.append(UInt8(ascii: "\n"))
                }
                source.append(UInt8(ascii: "\n"))
                expected += 1
            }
        }
        // The page's link reference definitions resolve reference links in cells; a page
        // without any (most) is not parsed a second time.
        if Self.mayDefineReferences(text.bytes) { source += text.bytes }
        let cells = source.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                cmark_parse_document(
                    $0.baseAddress, $0.count, MarkdownDocument.cmarkOptions(dialect: true))
            }
        }
        guard let cells else { return }
        defer { cmark_node_free(cells) }
        var paragraphs: [OpaquePointer] = []
        var next = cmark_node_first_child(cells)
        while let node = next, paragraphs.count < expected {
            guard MarkdownNode(pointer: node).type == .paragraph else { return }
            paragraphs.append(node)
            next = cmark_node_next(node)
        }
        guard paragraphs.count == expected else { return }
        // The cells' lines are needed only to find symbol links among their code spans.
        let cellText = symbolLinks ? ParsedText(source) : nil
        var position = 0
        for table in tables {
            build(table, from: paragraphs, at: &position, in: document, cellText: cellText)
        }
    }

    private static func build(
        _ table: Table, from paragraphs: [OpaquePointer], at position: inout Int,
        in document: MarkdownDocument, cellText: ParsedText?
    ) {
        guard
            let tableNode = DialectPass.newNode(
                CMARK_NODE_CUSTOM_BLOCK, meaning: .table, in: document)
        else { return }
        var section: OpaquePointer?
        for (index, row) in table.rows.enumerated() {
            if index < 2 {
                section = DialectPass.newNode(
                    CMARK_NODE_CUSTOM_BLOCK, meaning: index == 0 ? .tableHead : .tableBody,
                    in: document)
                if let section { cmark_node_append_child(tableNode, section) }
            }
            guard let section,
                let rowNode = DialectPass.newNode(
                    CMARK_NODE_CUSTOM_BLOCK, meaning: .tableRow, in: document)
            else { return }
            cmark_node_append_child(section, rowNode)
            for (column, cell) in row.cells.enumerated() {
                let paragraph = paragraphs[position]
                position += 1
                cmark_node_unlink(paragraph)
                if needsLead(cell.bytes) { removeLeadingSpace(of: paragraph) }
                if let cellText {
                    SymbolLinkPass.run(
                        on: document, codes: DialectPass.nodes(of: codeType, under: paragraph),
                        text: cellText)
                }
                document.tag(
                    MarkdownNode(pointer: paragraph),
                    .tableCell(
                        table.alignments[column], isHeader: index == 0, line: row.line,
                        column: cell.column))
                cmark_node_append_child(rowNode, paragraph)
            }
        }
        cmark_node_insert_after(table.paragraph.pointer, tableNode)
        if table.intro.isEmpty {
            cmark_node_free(table.paragraph.pointer)
        } else {
            // The intro keeps its paragraph node (and so its position); its inlines are the
            // ones parsed from the intro lines alone.
            let intro = paragraphs[position]
            position += 1
            while let child = cmark_node_first_child(table.paragraph.pointer) {
                cmark_node_free(child)
            }
            DialectPass.moveChildren(of: intro, into: table.paragraph.pointer)
        }
    }

    /// Whether a line starts (after up to three spaces) with `[label]:`, as a link reference
    /// definition does. Only the page's `[`s are looked at, each once (`ByteSearch`).
    private static func mayDefineReferences(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            let count = buffer.count
            var from = 0
            while let open = ByteSearch.first(UInt8(ascii: "["), in: base, from: from, count: count)
            {
                from = open + 1
                var start = open
                while start > 0, open - start < 3, base[start - 1] == UInt8(ascii: " ") {
                    start -= 1
                }
                guard start == 0 || base[start - 1] == UInt8(ascii: "\n") else { continue }
                var end = open + 1
                while end < count, base[end] != UInt8(ascii: "]"), base[end] != UInt8(ascii: "\n") {
                    end += 1
                }
                if end + 1 < count, base[end] == UInt8(ascii: "]"),
                    base[end + 1] == UInt8(ascii: ":")
                {
                    return true
                }
            }
            return false
        }
    }

    /// Whether a cell is parsed after a no-break space: a cell that starts with a letter starts
    /// no block, and is spared the space and its removal (most cells).
    private static func needsLead(_ cell: ArraySlice<UInt8>) -> Bool {
        guard let first = cell.first else { return true }
        return !(UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first | 0x20)
    }

    /// Strips the no-break space a cell was parsed with.
    private static func removeLeadingSpace(of paragraph: OpaquePointer) {
        guard let first = cmark_node_first_child(paragraph),
            MarkdownNode(pointer: first).type == .text,
            let literal = MarkdownNode(pointer: first).literalPointer
        else { return }
        // Read in place: a cell's text is not copied into Swift to drop two bytes.
        let bytes = UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self)
        guard bytes[0] == nonBreakingSpace[0], bytes[1] == nonBreakingSpace[1] else { return }
        if bytes[2] == 0 {
            cmark_node_free(first)
        } else {
            // A copy: cmark frees the old literal when it sets the new one.
            cmark_node_set_literal(first, String(cString: literal + 2))
        }
    }

    /// Appends `bytes` with each `\|` as `|`: runs between backslashes are copied whole.
    private static func appendUnescapingPipes(
        _ bytes: ArraySlice<UInt8>, to result: inout [UInt8]
    ) {
        var start = bytes.startIndex
        while let backslash = bytes[start...].firstIndex(of: UInt8(ascii: "\\")) {
            let escapesPipe =
                backslash + 1 < bytes.endIndex && bytes[backslash + 1] == UInt8(ascii: "|")
            result.append(contentsOf: bytes[start..<(escapesPipe ? backslash : backslash + 1)])
            start = backslash + 1
        }
        result.append(contentsOf: bytes[start...])
    }

    // MARK: Reading a paragraph's lines

    /// Whether sorted `lines` hold one in `first...last`.
    ///
    /// - Complexity: O(log n) in the number of lines.
    private static func contains(_ lines: [Int], from first: Int, to last: Int) -> Bool {
        var low = 0
        var high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle] < first { low = middle + 1 } else { high = middle }
        }
        return low < lines.count && lines[low] <= last
    }

    private static func table(
        in paragraph: MarkdownNode, lines range: ClosedRange<Int>, text: ParsedText,
        limits: MarkdownLimits
    ) -> Table? {
        let first = range.lowerBound
        let last = range.upperBound
        guard ((first + 1)...last).contains(where: { mayBeDelimiterRow(text.line($0)) })
        else { return nil }
        let prefix = paragraph.startColumn - 1
        var lines: [(bytes: ArraySlice<UInt8>, line: Int, column: Int)] = []
        for number in first...last {
            var line = text.line(number)
            var dropped = 0
            // The first line starts at the paragraph's column (after `- ` or `> `); the others
            // after their container prefixes (`> `, a list item's indent).
            if number == first {
                dropped = min(prefix, line.count)
                line = line.dropFirst(dropped)
            }
            while dropped < prefix, let byte = line.first,
                byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: ">")
            {
                line = line.dropFirst()
                dropped += 1
            }
            lines.append((line, number, dropped + 1))
        }
        for index in 1..<lines.count {
            guard let alignments = delimiterRow(lines[index].bytes) else { continue }
            let header = cells(of: lines[index - 1].bytes, column: lines[index - 1].column)
            guard header.count == alignments.count else { continue }
            var rows = [Row(cells: header, line: lines[index - 1].line)]
            // Rows are padded to the header's width as cmark-gfm pads them, up to a number of
            // empty cells bounded by the table's own size: a 2,000-cell header over 20,000
            // one-cell rows asked for 40 million cells from a 48 KB page (7.7 GB, then cmark
            // aborted). Past the bound, rows keep the cells they have (short rows are valid
            // HTML), so cells stay linear in the source.
            var padding = max(
                limits.tablePaddingMinimum,
                limits.tablePaddingPerByte * lines[index...].reduce(0) { $0 + $1.bytes.count })
            for body in lines[(index + 1)...] {
                var cells = cells(of: body.bytes, column: body.column)
                if cells.count > alignments.count {
                    cells.removeLast(cells.count - alignments.count)
                }
                let missing = alignments.count - cells.count
                if missing > 0 && missing <= padding {
                    padding -= missing
                    for _ in 0..<missing {
                        cells.append(Cell(bytes: [], column: body.column + body.bytes.count))
                    }
                }
                rows.append(Row(cells: cells, line: body.line))
            }
            return Table(
                paragraph: paragraph, intro: lines[..<(index - 1)].map(\.bytes),
                alignments: alignments, rows: rows)
        }
        return nil
    }

    /// Whether a line has only what a delimiter row (behind its container's `>`) has, with a
    /// pipe or a colon as cmark-gfm asks (`a` over a tab-indented `-` is a paragraph), as
    /// `DialectHints` finds them: most paragraphs' lines are rejected at their first letter,
    /// before anything is allocated.
    private static func mayBeDelimiterRow(_ line: ArraySlice<UInt8>) -> Bool {
        var dash = false
        var pipeOrColon = false
        for byte in line {
            switch byte {
            case UInt8(ascii: "-"): dash = true
            case UInt8(ascii: "|"), UInt8(ascii: ":"): pipeOrColon = true
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ">"): continue
            default: return false
            }
        }
        return dash && pipeOrColon
    }

    /// `| :-- | :-: | --: |`: each cell dashes with optional colons; nil when the line is not one.
    private static func delimiterRow(_ line: ArraySlice<UInt8>) -> [TableAlignment]? {
        var alignments: [TableAlignment] = []
        for cell in cells(of: line, column: 1) {
            var bytes = cell.bytes
            let left = bytes.first == UInt8(ascii: ":")
            if left { bytes = bytes.dropFirst() }
            let right = bytes.last == UInt8(ascii: ":")
            if right { bytes = bytes.dropLast() }
            guard !bytes.isEmpty, bytes.allSatisfy({ $0 == UInt8(ascii: "-") }) else { return nil }
            alignments.append(left && right ? .center : left ? .left : right ? .right : .none)
        }
        return alignments.isEmpty ? nil : alignments
    }

    /// The trimmed cells of a row, split at unescaped pipes.
    private static func cells(of line: ArraySlice<UInt8>, column: Int) -> [Cell] {
        var bytes = trimmed(line)
        var start = bytes.startIndex
        if bytes.first == UInt8(ascii: "|") {
            bytes = bytes.dropFirst()
            start = bytes.startIndex
        }
        var cells: [Cell] = []
        var index = start
        var endsWithPipe = false
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if byte == UInt8(ascii: "|") {
                cells.append(cell(bytes[start..<index], line: line, column: column))
                start = index + 1
                endsWithPipe = start >= bytes.endIndex
            }
            index += 1
        }
        if !endsWithPipe {
            cells.append(
                cell(bytes[start..<min(index, bytes.endIndex)], line: line, column: column))
        }
        return cells
    }

    private static func cell(_ bytes: ArraySlice<UInt8>, line: ArraySlice<UInt8>, column: Int)
        -> Cell
    {
        let content = trimmed(bytes)
        return Cell(bytes: content, column: column + (content.startIndex - line.startIndex))
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var result = bytes
        while let first = result.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") {
            result = result.dropFirst()
        }
        while let last = result.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") {
            result = result.dropLast()
        }
        return result
    }
}
