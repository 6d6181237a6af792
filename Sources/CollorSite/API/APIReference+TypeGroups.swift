extension APIReference {
    /// A group of the module's types as its DocC catalog's root page (` # ``Module`` `) curates
    /// them in its `## Topics`: the group's title and the names of its type pages, in order.
    struct CuratedGroup: Equatable, Sendable {
        var title: String
        var names: [String]
    }

    /// The module's type pages in groups, as both its index page and the sidebar list them:
    /// first the `curation` groups, then every other page by kind, in DocC's order of kinds. A
    /// kind's pages join a curated group of the same title (catalogs often curate
    /// `### Structures`), so that no title appears twice.
    func typeGroups() -> [(title: String, pages: [TypePage])] {
        var placed = Set<String>()
        var result: [(title: String, pages: [TypePage])] = []
        let byName = Dictionary(
            pages.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for group in curation {
            let members = group.names.compactMap { name in
                placed.insert(name).inserted ? byName[name] : nil
            }
            if !members.isEmpty { result.append((group.title, members)) }
        }
        let byKind = Dictionary(grouping: pages.filter { !placed.contains($0.name) }, by: \.kind)
        for kind in byKind.keys.sorted(by: { Self.kindRank($0) < Self.kindRank($1) }) {
            let title = Self.groupTitle(kind)
            if let same = result.firstIndex(where: { $0.title == title }) {
                result[same].pages += byKind[kind] ?? []
            } else {
                result.append((title, byKind[kind] ?? []))
            }
        }
        return result
    }
}
