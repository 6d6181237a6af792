extension APIReference {
    /// A group of the module's types as its DocC catalog's root page (` # ``Module`` `) curates
    /// them in its `## Topics`: the group's title and the names of its type pages, in order.
    struct CuratedGroup: Equatable, Sendable {
        var title: String
        var names: [String]
    }

    /// The module's type pages in groups, as the sidebar lists them: first the `curation`
    /// groups, then every other page by kind, in DocC's order of kinds. A kind's pages join a
    /// curated group of the same title (catalogs often curate `### Structures`), so that no
    /// title appears twice.
    func typeGroups() -> [(title: String, pages: [TypePage])] {
        let curated = Set(curation.flatMap(\.names))
        return curatedGroups(then: kindGroups(pages.filter { !curated.contains($0.name) }))
    }

    /// The groups of the module's index page, as docc's module page shows them: the `curation`
    /// groups, then `automaticGroups()`, whose kinds join a curated group of the same title.
    /// Nested types are on their parents' pages, and pages curated elsewhere there.
    func indexGroups() -> [(title: String, pages: [TypePage])] {
        curatedGroups(then: automaticGroups())
    }

    private func curatedGroups(
        then automatic: [(title: String, pages: [TypePage])]
    ) -> [(title: String, pages: [TypePage])] {
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
        for (title, pages) in automatic {
            if let same = result.firstIndex(where: { $0.title == title }) {
                result[same].pages += pages
            } else {
                result.append((title, pages))
            }
        }
        return result
    }

    /// docc's automatic groups of the module's page, which follow its root page's Topics: the
    /// top-level pages that no Topics curate (neither the root page's nor `curatedElsewhere`),
    /// by kind in DocC's order of kinds, each kind's by DocC's path
    /// (`AutomaticCuration.topics(for:)`). Types nested in others are their parents' members.
    func automaticGroups() -> [(title: String, pages: [TypePage])] {
        let curated = Set(curation.flatMap(\.names)).union(curatedElsewhere)
        let names = Set(pages.map(\.name))
        let modulePages = extendedModulePages
        return kindGroups(
            pages.filter {
                !curated.contains($0.name) && !Self.isNested($0.name, among: names)
                    && Self.extendedModulePage(of: $0, in: modulePages) == nil
                    && !trimmed.contains($0.name)
            })
    }

    /// The pages of extended modules (`ExtendedTypes.modulePages`), by module.
    var extendedModulePages: [String: TypePage] {
        var result: [String: TypePage] = [:]
        for page in pages where page.isExtendedModule {
            if let module = page.extendedModule { result[module] = page }
        }
        return result
    }

    /// The page of the module whose type `page` extends, which lists it; nil for any other
    /// page, the module's page itself too.
    static func extendedModulePage(of page: TypePage, in modulePages: [String: TypePage])
        -> TypePage?
    {
        guard page.isExtension, !page.isExtendedModule,
            let module = page.extendedModule
        else { return nil }
        return modulePages[module]
    }

    /// The extended types an extended module's page lists, in docc's groups by kind; none for
    /// another page.
    func extendedTypeGroups(of page: TypePage) -> [(title: String, pages: [TypePage])] {
        guard page.isExtendedModule, let module = page.extendedModule else {
            return []
        }
        let names = Set(pages.map(\.name))
        return kindGroups(
            pages.filter {
                $0.isExtension && !$0.isExtendedModule
                    && $0.extendedModule == module && !Self.isNested($0.name, among: names)
                    && !trimmed.contains($0.name)
            })
    }

    /// Whether the page named `name` is a type nested in another page's (`Basket.Items` when
    /// `Basket` has a page), as `breadcrumbs(of:)` finds its parents.
    static func isNested(_ name: String, among names: Set<String>) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.indices.dropFirst().contains {
            names.contains(parts[..<$0].joined(separator: "."))
        }
    }

    /// `pages` by kind, kinds in DocC's order, each kind's sorted by DocC's path (`Zed` before
    /// `alpha`, `_+_(_:_:)` for `<+>(_:_:)`), as docc sorts an automatic group's references.
    private func kindGroups(_ pages: [TypePage]) -> [(title: String, pages: [TypePage])] {
        let byKind = Dictionary(grouping: pages, by: \.kind)
        return byKind.keys.sorted(by: { Self.kindRank($0) < Self.kindRank($1) }).map { kind in
            let sorted = (byKind[kind] ?? []).map { (DocCIdentity.pathSafe($0.name), $0) }
                .sorted { $0.0 < $1.0 }.map(\.1)
            return (Self.groupTitle(kind), sorted)
        }
    }
}
