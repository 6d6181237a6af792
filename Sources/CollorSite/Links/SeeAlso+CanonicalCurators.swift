import Foundation

extension SeeAlso {
    /// For each curated page or member, the curator whose group its See Also shows: docc's
    /// canonical parent, the last page of the shortest path from a catalog's root through the
    /// Topics that curate it (`DocumentationContext.shortestFinitePath`). A page no Topics
    /// curate sits under its catalog's root, as docc curates it there automatically; paths of
    /// one length go by docc's order of their pages' names. A page that only a cycle of
    /// curators reaches has none, so no See Also, as in docc.
    ///
    /// - Complexity: O(pages log pages + curated entries): one breadth-first walk.
    static func canonicalCurators(of curations: [Curation], pages: [String: SourcePage])
        -> [String: String]
    {
        var curated: [String: [String]] = [:]
        var curators: [String: [String]] = [:]
        for curation in curations {
            // A page that lists its own heading (`<doc:Demo/Fruit>` on the root page) is not
            // its own curator: counted, a root found as uncurated would look curated and no walk
            // would reach it, nor any page under it.
            for entry in curation.group.entries where entry.target != curation.curator {
                curated[curation.curator, default: []].append(entry.target)
                curators[entry.target, default: []].append(curation.curator)
            }
        }
        var names: [String: String] = [:]
        var level: [String] = []
        var uncurated: [String] = []
        let written = Set(pages.values.filter(\.isWritten).map(\.outputPath))
        for page in pages.values.sorted(by: { $0.outputPath < $1.outputPath }) where page.isWritten
        {
            names[page.outputPath] = RelativePath.withoutPageExtension(
                RelativePath.fileName(of: page.sourcePath))
            if page.isCatalogRoot {
                level.append(page.outputPath)
            } else if curators[page.outputPath] == nil {
                // A nested type no Topics curate sits under its parent type, where docc
                // curates it automatically (DocC's `MixedManualAutomaticCuration`: an article
                // curated from `TopClass/NestedEnum/SecondLevelNesting` is four levels down,
                // not two); any other page under the catalog's root.
                if let parent = Self.parentTypePage(of: page), written.contains(parent) {
                    curated[parent, default: []].append(page.outputPath)
                } else {
                    uncurated.append(page.outputPath)
                }
            }
        }
        var depth: [String: Int] = [:]
        for root in level { depth[root] = 0 }
        var current = 0
        while !level.isEmpty || !uncurated.isEmpty {
            var next: [String] = []
            if current == 0 {
                for page in uncurated where depth[page] == nil {
                    depth[page] = 1
                    next.append(page)
                }
                uncurated = []
            }
            for page in level {
                for target in curated[page] ?? [] where depth[target] == nil {
                    depth[target] = current + 1
                    next.append(target)
                }
            }
            level = next
            current += 1
        }
        var result: [String: String] = [:]
        for (target, candidates) in curators {
            let reachable = candidates.compactMap { curator in
                // A member (`Type.html#member`) sits one level under its type's page.
                let page = curator.split(separator: "#", maxSplits: 1).first.map(String.init)
                let found = depth[curator] ?? page.flatMap { depth[$0] }.map { $0 + 1 }
                return found.map { (curator, $0, names[curator] ?? curator) }
            }
            result[target] =
                reachable.min { lhs, rhs in
                    lhs.1 != rhs.1 ? lhs.1 < rhs.1 : (lhs.2, lhs.0) < (rhs.2, rhs.0)
                }?.0
        }
        return result
    }

    /// The page of a nested type's parent (`Outer.Inner.html` → `Outer.html`); nil for any
    /// other page.
    static func parentTypePage(of page: SourcePage) -> String? {
        guard page.kind == .api, page.extends == nil, let dot = page.title.lastIndex(of: ".")
        else { return nil }
        let suffix = "." + page.title[page.title.index(after: dot)...] + ".html"
        guard page.outputPath.hasSuffix(suffix), page.outputPath.count > suffix.count else {
            return nil
        }
        return page.outputPath.dropLast(suffix.count) + ".html"
    }
}
