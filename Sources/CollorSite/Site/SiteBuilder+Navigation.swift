extension SiteBuilder {
    /// Each module's types in groups for the sidebar, by the module's API folder: first as the
    /// Topics of its catalog's root page (` # ``Module`` `) curate them, then the rest by kind,
    /// in DocC's order of kinds, by name within.
    func navigationGroups() -> [String: [Navigation.Group]] {
        var curated: [String: TopicsSection] = [:]
        for path in pages.keys.sorted() {
            guard let page = pages[path], let topics = page.topics,
                let symbol = page.extendedSymbol,
                case .found(let target) = symbolLinks.resolve(symbol, module: page.section),
                target.kind == SymbolIndex.moduleKind, curated[target.outputPath] == nil
            else { continue }
            curated[target.outputPath] = topics
        }
        var result: [String: [Navigation.Group]] = [:]
        for reference in apiReferences {
            var groups: [Navigation.Group] = []
            var placed = Set<String>()
            for group in curated[reference.folder + "index.html"]?.groups ?? [] {
                let outputs = group.items.compactMap { item -> String? in
                    guard let path = item.symbolPath,
                        case .found(let target) = symbolLinks.resolve(
                            path, module: reference.module),
                        target.anchor == nil, target.outputPath.hasPrefix(reference.folder),
                        placed.insert(target.outputPath).inserted
                    else { return nil }
                    return target.outputPath
                }
                if !outputs.isEmpty { groups.append(.init(title: group.title, pages: outputs)) }
            }
            let rest = reference.pages.filter {
                !placed.contains(reference.outputPath(of: $0.name))
            }
            let byKind = Dictionary(grouping: rest, by: \.kind)
            for kind in byKind.keys.sorted(by: {
                APIReference.kindRank($0) < APIReference.kindRank($1)
            }) {
                groups.append(
                    .init(
                        title: APIReference.groupTitle(kind),
                        pages: (byKind[kind] ?? []).map { reference.outputPath(of: $0.name) }))
            }
            result[reference.folder] = groups
        }
        return result
    }
}
