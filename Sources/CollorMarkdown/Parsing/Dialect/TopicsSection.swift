import CCmark

/// A page's `## Topics` section, as DocC curates with it: each `### Group` heading, an optional
/// abstract, and a list whose items link to symbols (` ``Basket/add(_:)`` `) or articles
/// (`<doc:Buying>`).
///
/// The site reads it from a type's documentation and extension file to order the members on the
/// type's page, and from a catalog's root page to group its module's types in the sidebar.
package struct TopicsSection: Sendable, Equatable {
    package struct Group: Sendable, Equatable {
        package var title: String
        /// The markdown between the group's heading and its list.
        package var abstract: String
        package var items: [Item]

        /// A group under its `###` heading.
        package init(title: String, abstract: String, items: [Item]) {
            self.title = title
            self.abstract = abstract
            self.items = items
        }
    }

    package struct Item: Sendable, Equatable {
        /// The path of a symbol link that is the item's whole text; nil for other items.
        package var symbolPath: String?
        /// The item's text as written (`<doc:Buying>`), for items that are not a symbol's.
        package var markdown: String
        /// Where the item's text starts in the page, 1-based, without the document's line
        /// offset: a warning about it names this place.
        package var line = 0
        package var column = 0

        /// An item at a place in the page (0 when it has none).
        package init(symbolPath: String?, markdown: String, line: Int = 0, column: Int = 0) {
            self.symbolPath = symbolPath
            self.markdown = markdown
            self.line = line
            self.column = column
        }
    }

    package var groups: [Group]
    /// The section's source lines, from `## Topics` to the line before the next level-1 or
    /// level-2 heading (or the end), 1-based, without the document's line offset.
    package var lines: ClosedRange<Int>

    /// The first `## Topics` section of `document`'s top level, or nil; `source` is the text it
    /// was parsed from, for the items' markdown.
    ///
    /// - Complexity: O(n) in the number of top-level blocks and the section's length.
    package init?(in document: MarkdownDocument, source: String) {
        var node = cmark_node_first_child(document.root)
        while let current = node, !Self.isHeading(current, atMost: 2, titled: "Topics") {
            node = cmark_node_next(current)
        }
        guard let heading = node else { return nil }
        let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false)
        func text(of block: OpaquePointer) -> String {
            let start = Self.sourceLine(document, Int(cmark_node_get_start_line(block)))
            let end = Self.sourceLine(document, Int(cmark_node_get_end_line(block)))
            guard start >= 1, start <= end, end <= sourceLines.count else { return "" }
            return sourceLines[(start - 1)..<end].joined(separator: "\n")
        }
        var groups: [Group] = []
        var last = heading
        node = cmark_node_next(heading)
        while let current = node, !Self.isHeading(current, atMost: 2, titled: nil) {
            last = current
            node = cmark_node_next(current)
            let block = MarkdownNode(pointer: current)
            switch block.type {
            case .heading:
                groups.append(Group(title: block.plainText, abstract: "", items: []))
            case .list:
                // A list before any `###` heading is a group without a title, as docc reads it
                // (swift-algorithms' module page curates its articles so).
                if groups.isEmpty { groups.append(Group(title: "", abstract: "", items: [])) }
                var item = cmark_node_first_child(current)
                while let entry = item {
                    item = cmark_node_next(entry)
                    let content = cmark_node_first_child(entry) ?? entry
                    let position = document.sourceMap.position(
                        line: Int(cmark_node_get_start_line(content)),
                        column: Int(cmark_node_get_start_column(content)))
                    groups[groups.count - 1].items.append(
                        Item(
                            symbolPath: Self.symbolPath(of: entry, in: document),
                            markdown: Self.itemText(text(of: entry)), line: position.line,
                            column: position.column))
                }
            default:
                guard !groups.isEmpty else { continue }
                let abstract = groups[groups.count - 1].abstract
                groups[groups.count - 1].abstract =
                    abstract + (abstract.isEmpty ? "" : "\n\n") + text(of: current)
            }
        }
        self.groups = groups
        let first = Self.sourceLine(document, Int(cmark_node_get_start_line(heading)))
        let end = Self.sourceLine(document, Int(cmark_node_get_end_line(last)))
        lines = first...max(first, end)
    }

    /// `source` with the section's lines emptied, so that the rest keeps its line numbers.
    package func removed(from source: String) -> String {
        var result = ""
        result.reserveCapacity(source.utf8.count)
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            if index > 0 { result += "\n" }
            if !lines.contains(index + 1) { result += line }
        }
        return result
    }

    /// The author's line of a line of the parsed text (which directives may have shifted).
    private static func sourceLine(_ document: MarkdownDocument, _ line: Int) -> Int {
        document.sourceMap.position(line: line, column: 1).line
    }

    private static func isHeading(_ node: OpaquePointer, atMost level: Int, titled title: String?)
        -> Bool
    {
        let block = MarkdownNode(pointer: node)
        guard block.type == .heading, block.headingLevel <= level else { return false }
        return title.map { block.plainText == $0 } ?? true
    }

    /// The symbol path of an item whose paragraph is one symbol link, like ` - ``Basket`` `.
    private static func symbolPath(of item: OpaquePointer, in document: MarkdownDocument)
        -> String?
    {
        guard let paragraph = cmark_node_first_child(item),
            cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH,
            let code = cmark_node_first_child(paragraph), cmark_node_next(code) == nil,
            case .symbolLink(let path) = document.dialectNode(of: MarkdownNode(pointer: code))
        else { return nil }
        return path
    }

    /// An item's source without its bullet and indent (`- <doc:Buying>` → `<doc:Buying>`).
    private static func itemText(_ source: String) -> String {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first else { return "" }
        var content = first.drop { $0 == " " || $0 == "\t" }
        // A bullet, or an ordered list's number and its `.` or `)`.
        content = content.drop { $0.isASCII && $0.isNumber }.dropFirst()
            .drop { $0 == " " || $0 == "\t" }
        let rest = lines.dropFirst().map { $0.drop { $0 == " " || $0 == "\t" } }
        return ([content] + rest).joined(separator: "\n")
    }
}
