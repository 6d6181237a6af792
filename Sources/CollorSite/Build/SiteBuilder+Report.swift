import CollorMarkdown
import Foundation

/// The build report's pages (`PageRecord`): what each page is, its sections as the build made
/// them (an API page's from its symbol graph, an article's from its headings and links), and
/// its links as its render resolved them.
extension SiteBuilder {
    /// Every page written on its own, by output path.
    ///
    /// - Complexity: O(pages + headings + links + members).
    func pageRecords() -> [PageRecord] {
        var typePages: [String: (reference: APIReference, page: APIReference.TypePage)] = [:]
        for reference in cache.api.references {
            for page in reference.pages {
                typePages[reference.sourcePath(of: page.name)] = (reference, page)
            }
        }
        var extensionFiles: [String: [SourcePage]] = [:]
        for page in cache.linked.pages.values {
            if let target = page.extends { extensionFiles[target, default: []].append(page) }
        }
        let seeAlso = cache.output.renderContext?.seeAlso ?? [:]
        let mentionedIn = cache.output.renderContext?.mentionedIn ?? [:]
        let galleryPages = configuration.galleries.sitePages
        let roots = ModuleTopics.rootPages(cache.linked.pages, symbols: cache.linked.symbolLinks)
        let moduleTopics = ModuleTopics.byModulePage(
            pages: cache.linked.pages, references: cache.api.references,
            symbols: cache.linked.symbolLinks, articles: cache.linked.automaticArticles,
            indexes: true, roots: roots)
        let rootPages = Set(roots.values)
        return cache.linked.pages.values.filter(\.isWritten)
            .sorted { $0.outputPath < $1.outputPath }
            .map { page in
                let extensions = (extensionFiles[page.sourcePath] ?? [])
                    .sorted { $0.sourcePath < $1.sourcePath }
                var sections: [ReportSection]
                if let symbol = typePages[page.sourcePath] {
                    sections = self.sections(of: symbol.page, in: symbol.reference, shownOn: page)
                } else {
                    // A catalog's root page (` # ``Kit`` `) is its module's page, as in DocC:
                    // found by resolving its title, whatever its sidebar section.
                    let isModule = rootPages.contains(page.sourcePath)
                    sections = [
                        ReportSection(
                            .title, text: page.title, symbolKind: isModule ? "module" : nil)
                    ]
                    if let abstract = page.abstract {
                        sections.append(ReportSection(.abstract, text: abstract))
                    }
                    // A module page's platforms, the `Info.plist` defaults, above its title.
                    if case .generated(let generated) = page.source {
                        let items = generated.availability.map(ShownSections.item)
                        if !items.isEmpty {
                            sections.append(ReportSection(.availability, items: items))
                        }
                    }
                }
                var shownBy = ShownSections()
                if let symbol = typePages[page.sourcePath] {
                    shownBy.isSymbol = true
                    shownBy.members = Set(sections.compactMap(\.symbol))
                    let declared = Set(
                        sections.filter { $0.kind == .declaration }.map { $0.symbol ?? "" })
                    shownBy.undeclared = Set([""]).union(shownBy.members).subtracting(declared)
                    // Every member group's heading, also one over members no Topics group
                    // lists (a synthesized member's "Instance Methods"): member sections, not
                    // discussion.
                    shownBy.groupTitles.formUnion(
                        APIReference.memberGroups(symbol.page, module: symbol.reference.module)
                            .map(\.title)
                            + symbol.reference.extendedTypeGroups(of: symbol.page).map(\.title))
                }
                var links: [LinkRecord] = []
                var curated: [LinkRecord] = []
                let pageKind = kind(
                    of: page, isSymbol: typePages[page.sourcePath] != nil,
                    galleries: galleryPages)
                // The pages the site generates (indexes, search) show lists, not discussion.
                let showsDocumentation = [.article, .collection, .technologyRoot, .symbol].contains(
                    pageKind)
                var shownByExtensions: [ReportSection] = []
                for source in extensions + [page] {
                    if showsDocumentation, let shown = cache.output.pageShown[source.sourcePath] {
                        var reader = shownBy
                        reader.isSymbol = shownBy.isSymbol && source.extends == nil
                        if source.extends == nil {
                            // docc reads an extension file's content after the doc comment's
                            // (`DocumentationNode.contentFrom`); its platforms, the ones the
                            // page shows, stay first.
                            let isPlatforms = { (section: ReportSection) in
                                section.kind == .availability && section.symbol == nil
                            }
                            sections += shownByExtensions.filter(isPlatforms)
                            sections += reader.sections(of: shown)
                            sections += shownByExtensions.filter { !isPlatforms($0) }
                        } else {
                            if let symbol = typePages[page.sourcePath] {
                                reader.opensWithAbstract = symbol.page.documentation.allSatisfy(
                                    \.isWhitespace)
                            }
                            shownByExtensions += reader.sections(of: shown)
                        }
                    }
                    let occurrences = cache.output.pageLinks[source.sourcePath] ?? []
                    let curation = curationLinks(of: source)
                    curated += curation
                    var records = occurrences.map { Self.record($0, from: page.outputPath) }
                    if source.sourcePath == page.sourcePath {
                        records = LinkRecord.removingRendered(
                            curated, from: records, file: page.displayPath)
                    }
                    links += (records + curation)
                        .sorted { ($0.line, $0.column) < ($1.line, $1.column) }
                    sections += Self.linkSections(
                        occurrences, headings: source.headings, from: page.outputPath,
                        members: source.sourcePath == page.sourcePath ? shownBy.members : [],
                        isSymbol: shownBy.isSymbol)
                }
                if let topics = moduleTopics[page.sourcePath], !topics.groups.isEmpty {
                    sections = topics.merged(into: sections)
                }
                // docc's automatic sections: the articles that mention the symbol (or each of
                // its members), and See Also after the page's own.
                var targets = [(nil as String?, page.outputPath)]
                if pageKind == .symbol {
                    targets += shownBy.members.sorted().map { ($0, page.outputPath + "#" + $0) }
                }
                for (symbol, target) in targets {
                    if pageKind == .symbol || page.isCatalogRoot,
                        let mentions = mentionedIn[target],
                        let section = ReportSection.automatic(
                            .mentionedIn, title: "Mentioned In", targets: mentions.map(\.target),
                            symbol: symbol)
                    {
                        sections.append(section)
                    }
                    if let automatic = seeAlso[target],
                        let section = ReportSection.automatic(
                            .seeAlso, title: automatic.title,
                            targets: automatic.entries(shownOn: target).map(\.target),
                            symbol: symbol)
                    {
                        sections.append(section)
                    }
                }
                // An extension file's `@Available` stands for the symbol's platforms, as its
                // pills do: the first page-wide list (the extension's) is the one shown.
                let lists = sections.indices.filter {
                    sections[$0].kind == .availability && sections[$0].symbol == nil
                }
                for index in lists.dropFirst().reversed() { sections.remove(at: index) }
                var record = PageRecord(
                    path: page.outputPath,
                    source: page.source.isGenerated ? nil : page.displayPath,
                    kind: pageKind,
                    title: page.title, extensionFiles: extensions.map(\.displayPath),
                    sections: sections, links: links)
                // A module page's too: its `CDDefaultModuleKind` ("Executable") or docc's.
                if [.article, .technologyRoot, .module].contains(pageKind) {
                    record.roleHeading =
                        cache.output.pageShown[page.sourcePath]?.metadata.titleHeading
                }
                return record
            }
    }

    /// The symbol links of an extension file's Topics, which curate its type's page: they are
    /// not rendered as links (its members are sections of the page), but are written links all
    /// the same, as DocC counts them.
    private func curationLinks(of page: SourcePage) -> [LinkRecord] {
        guard page.extends != nil, let topics = page.topics else { return [] }
        return topics.groups.flatMap(\.items).compactMap { item in
            guard let path = item.symbolPath else { return nil }
            var target: ReportTarget?
            if case .found(let found) = cache.linked.symbolLinks.resolve(
                path, scope: page.symbolScope, module: page.section)
            {
                target = ReportTarget(page: found.outputPath, anchor: found.anchor)
            }
            return LinkRecord(
                file: page.displayPath, line: item.line + page.bodyLineOffset,
                column: item.column, kind: LinkOccurrence.Kind.symbol.rawValue,
                destination: path, target: target)
        }
    }

    private func kind(
        of page: SourcePage, isSymbol: Bool, galleries: [String: PageContent]
    ) -> PageRecord.Kind {
        let path = page.sourcePath
        if isSymbol { return .symbol }
        if cache.api.pages?[path] != nil, APIReference.isCollectionPage(path) { return .collection }
        if cache.api.pages?[path] != nil { return path == "api/index.md" ? .apiIndex : .module }
        if path == Self.searchPagePath { return .search }
        if cache.linked.folderIndexes[path] != nil { return .index }
        if path == Self.homePagePath, page.source.isGenerated { return .home }
        if galleries[path] != nil { return .gallery }
        if path.hasSuffix(".tutorial") { return .tutorial }
        if page.isTechnologyRoot { return .technologyRoot }
        if let shown = cache.output.pageShown[path], page.isAPICollection(shown.metadata) {
            return .collection
        }
        return .article
    }
}
