import CollorMarkdown

/// docc's automatic curation of a catalog's articles (`DocumentationContext.autoCurateArticles`
/// in docc 6.3.1): an article that no curation reaches from its catalog's root is listed on
/// the root's page under "Articles", after the page's own groups and before the automatic
/// groups of its symbols, sorted by title in any case. docc follows curation from the module's
/// page, every symbol (doc comments and extension files) and a `@TechnologyRoot` page through
/// the articles their Topics list, and theirs in turn; an article outside that, even one that
/// curates or that another such article curates, is listed. docc does this only for a catalog
/// with one root: one module or one technology root. Without it such an article is reachable
/// from the sidebar only.
enum AutomaticArticles {
    /// Each catalog's listed articles, by its section.
    typealias BySection = [String: [ListedArticle]]

    /// The automatic articles of each catalog, by its section, for the catalogs with one root
    /// that have any. `moduleSections` holds each module's catalog section (once per module:
    /// two modules of one section make no sole root); `typeTopics` are the Topics of the API's
    /// type pages (doc comments), with the source path each is read from.
    ///
    /// - Complexity: O(Topics items × the cost of resolving a link + pages log pages): each
    ///   page's Topics are read once.
    static func byCatalog(
        pages: [String: SourcePage], moduleSections: [String],
        typeTopics: [(sourcePath: String, items: [TopicsSection.Item])], resolver: LinkResolver
    ) -> BySection {
        var roots: [String: Int] = [:]
        for section in moduleSections { roots[section, default: 0] += 1 }
        for page in pages.values where page.isTechnologyRoot && page.isCatalogPage {
            roots[page.section, default: 0] += 1
        }
        var reached = Set<String>()
        var queue: [String] = []
        func read(_ items: [TopicsSection.Item], from sourcePath: String) {
            for item in items {
                guard let target = item.articleSource(from: sourcePath, resolver: resolver),
                    let page = pages[target], isArticle(page), reached.insert(target).inserted
                else { continue }
                queue.append(target)
            }
        }
        for (path, items) in typeTopics { read(items, from: path) }
        for path in pages.keys.sorted() {
            guard let page = pages[path], page.extendedSymbol != nil || page.isTechnologyRoot,
                let topics = page.topics
            else { continue }
            read(topics.groups.flatMap(\.items), from: path)
        }
        // Breadth first, one read per article: a cycle of articles ends.
        var next = 0
        while next < queue.count {
            let path = queue[next]
            next += 1
            if let topics = pages[path]?.topics {
                read(topics.groups.flatMap(\.items), from: path)
            }
        }
        var result: BySection = [:]
        for path in pages.keys.sorted() {
            guard let page = pages[path], isArticle(page), !reached.contains(path),
                roots[page.section] == 1
            else { continue }
            result[page.section, default: []].append(
                ListedArticle(
                    title: page.title, sourcePath: path, outputPath: page.outputPath,
                    abstract: page.abstract))
        }
        return result.mapValues { articles in
            articles.sorted {
                ($0.title.lowercased(), $0.sourcePath) < ($1.title.lowercased(), $1.sourcePath)
            }
        }
    }

    /// Whether `page` is an article its catalog's root may list: a catalog's article
    /// (`SourcePage.isCatalogArticle`) that is not itself a technology root.
    static func isArticle(_ page: SourcePage) -> Bool {
        page.isCatalogArticle && !page.isTechnologyRoot
    }
}
