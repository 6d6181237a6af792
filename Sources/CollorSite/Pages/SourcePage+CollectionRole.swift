import CollorMarkdown

/// DocC's role of a catalog's article (`DocumentationContentRenderer.roleForArticle` in docc
/// 6.3.1): an article whose `## Topics` has a group is an API collection (`collectionGroup`), one
/// without is an article; `@PageKind` decides before the Topics do. An API collection that
/// curates a symbol shows "API Collection" above its title, unless the page names its own heading
/// (`@TitleHeading`) or turns the automatic one off.
extension SourcePage {
    /// Whether docc gives this page the role of an API collection: a catalog's article (not its
    /// root page, an extension file or a tutorial) whose Topics have a group with content, as
    /// `metadata` (read when the page rendered) has neither `@PageKind` nor `@TechnologyRoot`
    /// (docc's role of a technology root is a collection of its own).
    func isAPICollection(_ metadata: PageMetadata) -> Bool {
        guard isCatalogArticle, metadata.pageKind == nil, !metadata.isTechnologyRoot, let topics
        else { return false }
        // docc drops a group with nothing under its heading (`GroupedSection.taskGroups`).
        return topics.groups.contains { !$0.items.isEmpty || !$0.abstract.isEmpty }
    }

    /// Whether a Topics item names a symbol of `index`, as a symbol link (` ``Box`` `) or a
    /// `<doc:>` link that reaches one: docc heads only a collection that curates a symbol.
    ///
    /// - Complexity: O(items) lookups.
    func curatesSymbol(in index: SymbolIndex) -> Bool {
        let items = topics?.groups.flatMap(\.items) ?? []
        return items.contains { item in
            guard let path = item.symbolPath ?? Self.docLinkPath(item.markdown) else {
                return false
            }
            if case .found = index.resolve(path, scope: symbolScope, module: section) {
                return true
            }
            return false
        }
    }

    /// `Module/Type` of an item that is one `<doc:Module/Type>` link; nil for other items.
    private static func docLinkPath(_ markdown: String) -> String? {
        guard markdown.hasPrefix("<doc:"), markdown.hasSuffix(">") else { return nil }
        let path = markdown.dropFirst(5).dropLast()
        guard !path.isEmpty, !path.contains("#"), !path.contains(" ") else { return nil }
        return String(path)
    }
}
