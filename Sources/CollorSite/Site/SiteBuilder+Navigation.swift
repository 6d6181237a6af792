extension SiteBuilder {
    /// Each module's types in groups for the sidebar, by the module's API folder: as the module's
    /// index lists them (`APIReference.typeGroups()`).
    func navigationGroups() -> [String: [Navigation.Group]] {
        Dictionary(
            apiReferences.map { reference in
                let groups = reference.typeGroups().map { group in
                    Navigation.Group(
                        title: group.title,
                        pages: group.pages.map { reference.outputPath(of: $0.name) })
                }
                return (reference.folder, groups)
            },
            uniquingKeysWith: { first, _ in first })
    }

    /// Gives each module the groups of its catalog's root page (` # ``Module`` `): the Topics
    /// items that link to the module's type pages, each type in its first group only. A module
    /// whose groups changed gets its index page generated again.
    func curateModules() {
        var rootTopics: [String: TopicsSection] = [:]
        for path in pages.keys.sorted() {
            guard let page = pages[path], let topics = page.topics,
                let symbol = page.extendedSymbol,
                case .found(let target) = symbolLinks.resolve(symbol, module: page.section),
                target.kind == SymbolIndex.moduleKind, rootTopics[target.outputPath] == nil
            else { continue }
            rootTopics[target.outputPath] = topics
        }
        var changed = false
        for module in apiReferences.indices {
            let reference = apiReferences[module]
            let names = Dictionary(
                reference.pages.map { (reference.outputPath(of: $0.name), $0.name) },
                uniquingKeysWith: { first, _ in first })
            let curation = (rootTopics[reference.folder + "index.html"]?.groups ?? []).map {
                group in
                APIReference.CuratedGroup(
                    title: group.title,
                    names: group.items.compactMap { item in
                        guard let path = item.symbolPath,
                            case .found(let target) = symbolLinks.resolve(
                                path, module: reference.module),
                            target.anchor == nil
                        else { return nil }
                        return names[target.outputPath]
                    })
            }
            guard curation != reference.curation else { continue }
            apiReferences[module].curation = curation
            let markdown = apiReferences[module].indexMarkdown()
            if let at = apiPages?.firstIndex(where: { $0.path == reference.indexPath }) {
                apiPages?[at].markdown = markdown
            }
            reloadAPIPage(reference.indexPath, markdown: markdown)
            changed = true
        }
        if changed { symbolLinks = symbolIndex() }
    }
}
