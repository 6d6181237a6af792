import CollorMarkdown

/// The symbol nearest above each of a catalog's articles, as docc 6.3.1 finds it when an
/// article's Topics curate a symbol (`DocumentationContext.crawlSymbolCuration`): a
/// breadth-first walk up the Topics that curate the article, through other articles, to the
/// first symbol; an article nothing curates sits under the module, as docc curates it there.
/// docc takes a top-level symbol out of its module's automatic groups only when an article
/// under the module or under a top-level type curates it: one under a nested type does not
/// (DocC's `MixedManualAutomaticCuration`: `DoublyManuallyCuratedClass`, curated by articles
/// under `TopClass/NestedEnum/SecondLevelNesting`, stays under "Classes").
enum ArticleContainers {
    /// The symbol nearest above an article.
    enum Container: Equatable {
        case module
        case topLevelType
        case nestedType
    }

    /// Who lists an article in a Topics group.
    private enum Curator {
        case symbol(Container)
        case article(String)
    }

    /// Each article's nearest symbol, by source path, for the articles of `section`: `root` is
    /// the source path of the module's root page, if any; `types` the module's type pages'
    /// Topics (doc comment and extension file), each with the source path its links resolve
    /// from and whether the type is nested in another.
    ///
    /// - Complexity: O(Topics items × the cost of resolving a link + articles + curations).
    static func nearest(
        pages: [String: SourcePage], section: String, root: String?,
        types: [(sourcePath: String, items: [TopicsSection.Item], isNested: Bool)],
        resolver: LinkResolver
    ) -> [String: Container] {
        var curators: [String: [Curator]] = [:]
        func read(_ items: [TopicsSection.Item], from sourcePath: String, as curator: Curator) {
            for item in items {
                guard let target = item.articleSource(from: sourcePath, resolver: resolver),
                    target != sourcePath, let page = pages[target],
                    AutomaticArticles.isArticle(page), page.section == section
                else { continue }
                curators[target, default: []].append(curator)
            }
        }
        if let root, let topics = pages[root]?.topics {
            read(topics.groups.flatMap(\.items), from: root, as: .symbol(.module))
        }
        for type in types {
            read(
                type.items, from: type.sourcePath,
                as: .symbol(type.isNested ? .nestedType : .topLevelType))
        }
        let articles = pages.keys.sorted().filter { path in
            guard let page = pages[path] else { return false }
            return path != root && AutomaticArticles.isArticle(page) && page.section == section
        }
        for path in articles {
            if let topics = pages[path]?.topics {
                read(topics.groups.flatMap(\.items), from: path, as: .article(path))
            }
        }
        var result: [String: Container] = [:]
        for article in articles {
            result[article] = nearest(above: article, curators: curators)
        }
        return result
    }

    /// The first symbol a breadth-first walk up from `article` meets; of one level's symbols,
    /// the module's or a top-level type's first, as docc's walk meets the curation it crawled
    /// first from the module. Each article is visited once, so a cycle ends.
    private static func nearest(above article: String, curators: [String: [Curator]])
        -> Container
    {
        var level = [article]
        var visited: Set<String> = [article]
        while !level.isEmpty {
            var found: [Container] = []
            var next: [String] = []
            for page in level {
                // Nothing curates it: docc curates it under the module.
                guard let above = curators[page], !above.isEmpty else {
                    found.append(.module)
                    continue
                }
                for curator in above {
                    switch curator {
                    case .symbol(let container): found.append(container)
                    case .article(let path):
                        if visited.insert(path).inserted { next.append(path) }
                    }
                }
            }
            if let first = found.first(where: { $0 != .nestedType }) ?? found.first {
                return first
            }
            level = next
        }
        // Only a cycle of articles above it, which no symbol reaches: docc curates such
        // articles under the module.
        return .module
    }
}
