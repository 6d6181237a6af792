import CCmark

/// Turns the tags of a symbol's documentation into what DocC makes of them: items of the page's
/// top-level bullet lists that start with `Parameters:` (its nested items `name: text`),
/// `Parameter name:` or `Returns:` (in any case) leave their list and become a Parameters or
/// Return Value section after it; an item tagged with one of swift-markdown's aside kinds
/// (`- Complexity:`, `- note:`, `- Throws:`, `- ToDo:`, in any case, also in the list that holds
/// `- Parameters:`) becomes an aside with that name after the list and its sections, in the
/// order written; the tags DocC reads and never shows (`- Keyword:`, `- Remarks:`, `- Tag:`, …)
/// are dropped. A symbol's documentation (up to the next heading) has at most one of each
/// section: the parameters of all its lists gather in the first. This is swift-docc's
/// `TaggedListItemExtractor`, checked with `docc convert` 6.3.1.
///
/// DocC reads a catalog article's tags as a symbol's (`DocumentationMarkup` for both), but an
/// article shows no Parameters or Return Value: without `makesSections`, those items are
/// dropped (checked with `docc convert` 6.3.1).
enum DocCommentTagPass {
    static func run(on document: MarkdownDocument, makesSections: Bool) {
        // Lists with the number of headings before them: a heading starts another symbol's
        // documentation (an API page's members), whose sections are its own.
        var lists: [(list: OpaquePointer, symbol: Int)] = []
        // Each symbol's signature, when the page gave it (`.signature`).
        var signatures: [Int: SignatureShape] = [:]
        var symbol = 0
        var child = cmark_node_first_child(document.root)
        while let node = child {
            child = cmark_node_next(node)
            switch cmark_node_get_type(node) {
            case CMARK_NODE_HEADING:
                symbol += 1
            case CMARK_NODE_LIST where cmark_node_get_list_type(node) == CMARK_BULLET_LIST:
                lists.append((node, symbol))
            case CMARK_NODE_CUSTOM_BLOCK:
                if case .signature(let shape) = document.dialectNode(
                    of: MarkdownNode(pointer: node))
                {
                    signatures[symbol] = shape
                    cmark_node_free(node)
                }
            default:
                break
            }
        }
        var parameterSections: [Int: OpaquePointer] = [:]
        var sections: [SymbolSection: OpaquePointer] = [:]
        var sectionsSymbol = 0
        for (list, listSymbol) in lists {
            if listSymbol != sectionsSymbol {
                sections = [:]
                sectionsSymbol = listSymbol
            }
            var insertionPoint = list
            var asides: [OpaquePointer] = []
            var item = cmark_node_first_child(list)
            while let current = item {
                item = cmark_node_next(current)
                guard let tag = Tag(item: current) else { continue }
                guard let section = tag.section else {
                    if case .aside(let kind) = tag.kind,
                        let aside = DialectPass.newNode(
                            CMARK_NODE_CUSTOM_BLOCK, meaning: .aside(kind), in: document)
                    {
                        DialectPass.moveChildren(of: current, into: aside)
                        asides.append(aside)
                    }
                    cmark_node_free(current)
                    continue
                }
                // An article shows neither section; docc drops the Return Value of a function
                // that returns nothing (`ParametersAndReturnValidator`).
                guard makesSections,
                    section != .returns || signatures[listSymbol]?.returnsNothing != true
                else {
                    cmark_node_free(current)
                    continue
                }
                let sectionNode: OpaquePointer
                if let existing = sections[section] {
                    sectionNode = existing
                } else {
                    guard
                        let created = DialectPass.newNode(
                            CMARK_NODE_CUSTOM_BLOCK, meaning: .symbolSection(section),
                            in: document)
                    else { continue }
                    cmark_node_insert_after(insertionPoint, created)
                    document.place(created, like: list)
                    insertionPoint = created
                    sections[section] = created
                    if section == .parameters { parameterSections[listSymbol] = created }
                    sectionNode = created
                }
                switch tag.kind {
                case .parameters:
                    // Each nested item is a parameter; other blocks of the item are dropped
                    // with it, as DocC drops them.
                    if let nested = tag.nestedList {
                        var parameter = cmark_node_first_child(nested)
                        while let entry = parameter {
                            parameter = cmark_node_next(entry)
                            guard let name = Tag.label(of: entry, named: nil) else { continue }
                            appendParameter(name, from: entry, to: sectionNode, in: document)
                        }
                    }
                case .parameter(let name):
                    appendParameter(name, from: current, to: sectionNode, in: document)
                case .returns, .aside, .hidden:
                    DialectPass.moveChildren(of: current, into: sectionNode)
                    capitalizeFirstWord(of: sectionNode)
                }
                cmark_node_free(current)
            }
            for aside in asides {
                cmark_node_insert_after(insertionPoint, aside)
                document.place(aside, like: list)
                insertionPoint = aside
            }
            if cmark_node_first_child(list) == nil { document.free(list) }
        }
        for (symbol, section) in parameterSections {
            if let order = signatures[symbol]?.parameters {
                arrange(section, by: order, in: document)
            } else if cmark_node_first_child(section) == nil {
                // `- Parameters:` without a nested list: nothing to show.
                document.free(section)
            }
        }
    }

    /// A Parameters section as DocC shows it (`ParametersAndReturnValidator`): in the order of
    /// the signature's parameters (`order`), each named one with the first parameter documented
    /// by its name, then each unnamed one (`_`) with the next one left, whatever its name;
    /// the documented parameters left over (not in the signature, written twice) are dropped,
    /// and the section with them when none is kept.
    ///
    /// - Complexity: O(documented × signature parameters).
    private static func arrange(
        _ section: OpaquePointer, by order: [String], in document: MarkdownDocument
    ) {
        var left: [(node: OpaquePointer, name: String)] = []
        var child = cmark_node_first_child(section)
        while let node = child {
            child = cmark_node_next(node)
            if case .parameter(let name) = document.dialectNode(of: MarkdownNode(pointer: node)) {
                left.append((node, name))
            }
        }
        var placed = [OpaquePointer?](repeating: nil, count: order.count)
        let isUnnamed = { (name: String) in name == "_" || name.isEmpty }
        for (index, name) in order.enumerated() where !isUnnamed(name) {
            if let found = left.firstIndex(where: { $0.name == name }) {
                placed[index] = left.remove(at: found).node
            }
        }
        for (index, name) in order.enumerated() where isUnnamed(name) && !left.isEmpty {
            placed[index] = left.removeFirst().node
        }
        for parameter in left { cmark_node_free(parameter.node) }
        for case let node? in placed {
            cmark_node_unlink(node)
            cmark_node_append_child(section, node)
        }
        if !placed.contains(where: { $0 != nil }) { document.free(section) }
    }

    private static func appendParameter(
        _ name: String, from item: OpaquePointer, to section: OpaquePointer,
        in document: MarkdownDocument
    ) {
        guard
            let parameter = DialectPass.newNode(
                CMARK_NODE_CUSTOM_BLOCK, meaning: .parameter(name), in: document)
        else { return }
        DialectPass.moveChildren(of: item, into: parameter)
        capitalizeFirstWord(of: parameter)
        cmark_node_append_child(section, parameter)
    }

    /// DocC shows a parameter's and a Return Value's first word capitalised
    /// (`String.capitalizingFirstWord()`) when its first paragraph starts with text.
    private static func capitalizeFirstWord(of container: OpaquePointer) {
        guard let paragraph = cmark_node_first_child(container),
            cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH,
            let text = cmark_node_first_child(paragraph),
            cmark_node_get_type(text) == CMARK_NODE_TEXT
        else { return }
        let literal = MarkdownNode(pointer: text).literal
        let shown = literal.capitalizingFirstWord()
        if shown != literal { cmark_node_set_literal(text, shown) }
    }

    /// A list item that is a tag, its label already removed from its text.
    struct Tag {
        enum Kind {
            case parameters, parameter(String), returns, aside(AsideKind)
            /// A tag DocC reads for its own use and never shows.
            case hidden
        }
        var kind: Kind
        /// For `Parameters:`, the list of its parameters.
        var nestedList: OpaquePointer?

        /// The tags of swift-docc's `simpleListItemTags` that are neither an aside kind nor
        /// `Returns`/`Throws`: DocC takes them out of the list and shows them nowhere.
        private static let hiddenTags: Set<String> = [
            "localizationkey", "remarks", "tag", "keyword", "recommended", "recommendedover",
        ]

        var section: SymbolSection? {
            switch kind {
            case .parameters, .parameter: .parameters
            case .returns: .returns
            case .aside, .hidden: nil
            }
        }

        init?(item: OpaquePointer) {
            // DocC takes asides out first, with the whole tag before the colon as written.
            if let text = Self.leadingText(of: item) {
                let literal = MarkdownNode(pointer: text).literal
                if let colon = literal.firstIndex(of: ":") {
                    let tag = literal[..<colon].drop { $0 == " " }
                    if let aside = AsideKind.listItemTagged(tag) {
                        let rest = literal[literal.index(after: colon)...].drop { $0 == " " }
                        _ = Self.label(of: item, named: nil)
                        if !rest.isEmpty {
                            cmark_node_set_literal(text, String(rest).capitalizingFirstWord())
                        }
                        kind = .aside(aside)
                        return
                    }
                    if Self.hiddenTags.contains(tag.lowercased()) {
                        kind = .hidden
                        return
                    }
                }
            }
            guard let word = Self.firstWord(of: item) else { return nil }
            switch word.lowercased() {
            case "parameters":
                guard Self.label(of: item, named: "parameters") != nil else { return nil }
                kind = .parameters
                var block = cmark_node_first_child(item)
                while let node = block, cmark_node_get_type(node) != CMARK_NODE_LIST {
                    block = cmark_node_next(node)
                }
                nestedList = block
            case "parameter":
                guard let name = Self.label(of: item, named: "parameter") else { return nil }
                kind = .parameter(name)
            case "returns":
                guard Self.label(of: item, named: "returns") != nil else { return nil }
                kind = .returns
            default:
                return nil
            }
        }

        /// The first word of the item's first paragraph, when it starts with plain text.
        private static func firstWord(of item: OpaquePointer) -> Substring? {
            guard let text = leadingText(of: item) else { return nil }
            let literal = MarkdownNode(pointer: text).literal
            return literal.prefix { $0.isLetter }
        }

        private static func leadingText(of item: OpaquePointer) -> OpaquePointer? {
            guard let paragraph = cmark_node_first_child(item),
                cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH,
                let text = cmark_node_first_child(paragraph),
                cmark_node_get_type(text) == CMARK_NODE_TEXT
            else { return nil }
            return text
        }

        /// Removes `keyword` (when given) and the label up to its colon from the item's first
        /// text, returning what came between them, trimmed: the parameter's name, or "" for a
        /// keyword alone. Nil when the text has no colon, or a name where none belongs or none
        /// where one does.
        static func label(of item: OpaquePointer, named keyword: String?) -> String? {
            guard let text = leadingText(of: item) else { return nil }
            let literal = MarkdownNode(pointer: text).literal
            var rest = Substring(literal)
            if let keyword {
                guard rest.lowercased().hasPrefix(keyword) else { return nil }
                rest = rest.dropFirst(keyword.count)
            }
            guard let colon = rest.firstIndex(of: ":") else { return nil }
            let isBlank = { (character: Character) in character == " " || character == "\t" }
            let name = rest[..<colon].drop(while: isBlank).reversed().drop(while: isBlank)
                .reversed()
            // DocC reads `Parameters` and `Returns` by their first word alone
            // (`- Parameters includeHidden:` is a Parameters tag, argument-parser's), and a
            // parameter's name is all the rest, spaces included (`KnownTag`).
            let takesAnyName = keyword == "parameters" || keyword == "returns"
            guard takesAnyName || name.isEmpty != (keyword == nil || keyword == "parameter")
            else { return nil }
            let after = rest[rest.index(after: colon)...].drop(while: isBlank)
            if after.isEmpty {
                if let next = cmark_node_next(text),
                    [CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK].contains(
                        cmark_node_get_type(next))
                {
                    cmark_node_free(next)
                }
                let paragraph = cmark_node_parent(text)
                cmark_node_free(text)
                if let paragraph, cmark_node_first_child(paragraph) == nil {
                    cmark_node_free(paragraph)
                }
            } else {
                cmark_node_set_literal(text, String(after))
            }
            return String(name)
        }
    }
}
