import CollorMarkdown

/// docc's automatic Topics groups of a module's page, shown on its catalog's root page
/// (` # ``Module`` `) after the groups its `## Topics` writes: the catalog's articles that
/// nothing curates (`AutomaticArticles`), then the module's top-level symbols that no Topics
/// curate, by kind (`APIReference.automaticGroups()`). They are generated, not written: no
/// link occurrences of the page, as docc's render JSON marks them `generated`.
struct ModuleTopics {
    /// A group: its title and its pages, each by source path, output path and title.
    struct Group {
        var title: String
        var pages: [(sourcePath: String, outputPath: String, title: String)]
        /// Whether the pages are symbols', whose names show as code; else articles.
        var isSymbols = true
    }

    var groups: [Group]
    /// The module's platforms (its catalog's `Info.plist` defaults), which docc's module page
    /// shows above its title: its root page shows them unless it writes `@Available`.
    var platforms: [PageMetadata.Availability] = []

    /// The groups of `reference`'s module page that follow its root page's Topics.
    init(_ reference: APIReference) {
        self.init(reference, groups: reference.automaticGroups())
    }

    /// The groups of `reference`'s generated index page, which stands for the module page of a
    /// module whose catalog has no root page: all its groups are the page's Topics.
    init(indexOf reference: APIReference) {
        self.init(reference, groups: reference.indexGroups())
    }

    private init(
        _ reference: APIReference, groups: [(title: String, pages: [APIReference.TypePage])]
    ) {
        self.groups = groups.map { title, pages in
            Group(
                title: title,
                pages: pages.map {
                    (reference.sourcePath(of: $0.name), reference.outputPath(of: $0.name), $0.title)
                })
        }
        platforms = reference.defaultPlatforms
        // docc places them after the page's own groups, before the symbols' automatic ones,
        // and merges them with no group of the same title.
        if !reference.automaticArticles.isEmpty {
            self.groups.insert(Self.articles(reference.automaticArticles), at: 0)
        }
    }

    /// The group of a technology root (`@TechnologyRoot`): its catalog's articles alone.
    private init(technologyRoot articles: [ListedArticle]) {
        groups = [Self.articles(articles)]
    }

    private static func articles(_ articles: [ListedArticle]) -> Group {
        Group(
            title: ListedArticle.groupTitle,
            pages: articles.map { ($0.sourcePath, $0.outputPath, $0.title) }, isSymbols: false)
    }

    /// Each module's groups by the source path of the page that shows them, for the modules
    /// that have any: its catalog's root page (the automatic groups after the page's Topics)
    /// or, with `indexes`, its generated index when no root page stands for the module (all its
    /// groups: the index is then its module page); and each technology root's "Articles"
    /// (`articles`, by section). `roots` is `rootPages(pages, symbols:)`, when the caller has it.
    static func byModulePage(
        pages: [String: SourcePage], references: [APIReference], symbols: SymbolIndex,
        articles: AutomaticArticles.BySection, indexes: Bool = false,
        roots: [String: String]? = nil
    ) -> [String: ModuleTopics] {
        let roots = roots ?? rootPages(pages, symbols: symbols)
        var result: [String: ModuleTopics] = [:]
        // A section's articles are listed only when it has one root: a technology root holding
        // them has no module beside it.
        for (path, page) in pages where page.isTechnologyRoot {
            if let listed = articles[page.section], !listed.isEmpty {
                result[path] = ModuleTopics(technologyRoot: listed)
            }
        }
        for reference in references {
            let (path, topics): (String, ModuleTopics)
            if let root = roots[reference.folder + "index.html"] {
                (path, topics) = (root, ModuleTopics(reference))
            } else if indexes {
                (path, topics) = (reference.indexPath, ModuleTopics(indexOf: reference))
            } else {
                continue
            }
            if !topics.groups.isEmpty || !topics.platforms.isEmpty { result[path] = topics }
        }
        return result
    }

    /// The source path of each module's catalog root page (` # ``Module`` `, whatever its
    /// sidebar section), by the output path of the module's index, which its title resolves
    /// to; the first by source path when two claim one module.
    static func rootPages(_ pages: [String: SourcePage], symbols: SymbolIndex) -> [String: String] {
        var result: [String: String] = [:]
        for path in pages.keys.sorted() {
            guard let page = pages[path], page.kind == .guide, page.extends == nil,
                let symbol = page.extendedSymbol,
                case .found(let target) = symbols.resolve(symbol, module: page.section),
                target.kind == SymbolIndex.moduleKind, result[target.outputPath] == nil
            else { continue }
            result[target.outputPath] = path
        }
        return result
    }

    /// The groups as a generated page's blocks for the root page at `sourcePath`: under
    /// `## Topics`, each group's pages as links, which a Topics list shows with their abstracts.
    func blocks(from sourcePath: String) -> [GeneratedBlock] {
        var blocks: [GeneratedBlock] = [.heading(level: 2, [.text("Topics")])]
        for group in groups {
            blocks.append(.heading(level: 3, [.text(group.title)]))
            blocks.append(
                .list(
                    group.pages.map { page in
                        [
                            .link(
                                RelativePath.link(from: sourcePath, to: page.sourcePath),
                                [group.isSymbols ? .code(page.title) : .text(page.title)])
                        ]
                    }))
        }
        return blocks
    }

    /// The HTML of the rendered `blocks(from:)` to follow a page's body: without its
    /// `## Topics` heading when the page writes its own, whose groups these continue.
    static func continuing(_ html: String, pageHasTopics: Bool) -> String {
        guard pageHasTopics, let end = html.range(of: "</h2>") else { return html }
        return String(html[end.upperBound...])
    }

    /// The report's sections of the root page with these groups in its Topics: an automatic
    /// group joins the written group of its title, as docc merges them, else follows them.
    func merged(into sections: [ReportSection]) -> [ReportSection] {
        var sections = sections
        if !sections.contains(where: { $0.kind == .topics }) {
            sections.append(ReportSection(.topics))
        }
        guard let index = sections.firstIndex(where: { $0.kind == .topics }) else {
            return sections
        }
        for group in groups {
            let members = group.pages.map { ReportTarget(page: $0.outputPath) }
            if group.isSymbols,
                let same = sections[index].groups.firstIndex(where: { $0.title == group.title })
            {
                sections[index].groups[same].members += members
            } else {
                sections[index].groups.append(
                    ReportSection.Group(title: group.title, members: members))
            }
        }
        return sections
    }
}
