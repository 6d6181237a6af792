import CollorMarkdown

extension SiteBuilder {
    /// Gives each type the Topics of its extension file (`curation`, by API page source path)
    /// and generates again the pages whose curation changed, with their headings; the symbol
    /// index then follows the new anchors.
    func curateAPIPages(_ curation: [String: [TopicsSection.Group]]) {
        var changed = false
        for module in apiReferences.indices {
            for index in apiReferences[module].pages.indices {
                let reference = apiReferences[module]
                let source = reference.sourcePath(of: reference.pages[index].name)
                let groups = curation[source] ?? []
                guard reference.pages[index].extensionTopics != groups else { continue }
                apiReferences[module].pages[index].extensionTopics = groups
                reloadAPIPage(
                    source,
                    apiReferences[module].page(of: apiReferences[module].pages[index]))
                changed = true
            }
        }
        if changed { symbolLinks = symbolIndex() }
    }

    /// Gives each module the groups of its catalog's root page (` # ``Module`` `): the Topics
    /// items that link to the module's type pages. A module whose groups changed gets its index
    /// page generated again (the symbol index reads no heading of it, so it stays).
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
            reloadAPIPage(reference.indexPath, apiReferences[module].indexPage())
        }
    }

    /// Replaces a generated API page's body and headings, in the pages and in the generated
    /// sources that a rebuild compares with; its path, title and kind stay.
    private func reloadAPIPage(_ path: String, _ generated: GeneratedPage) {
        if apiPages?[path] != nil { apiPages?[path] = generated }
        guard var page = pages[path] else { return }
        page.source = .generated(generated)
        page.body = ""
        page.bodyLineOffset = 0
        page.headings = generated.document(limits: page.limits, docc: page.doccAnchors).headings(
            doccAnchors: page.doccAnchors, reserved: PageTemplate.reservedIDs)
        pages[path] = page
    }
}
