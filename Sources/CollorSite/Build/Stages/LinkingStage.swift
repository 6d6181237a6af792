import CollorMarkdown

/// The one linking pass over the whole site's loaded pages: a catalog's root page placed as the
/// home, the symbol index, the extension files joined to their symbols' pages
/// (`ExtensionFiles`), the articles named as symbols marked (`ArticleSymbolNames`), and the API
/// pages and module indexes curated with their Topics. The API pages' headings are final after
/// it: the symbol index serves the render too.
struct LinkingStage {
    /// The loaded pages, by source path.
    let pages: [String: SourcePage]
    /// The decoded API reference.
    let apiReferences: [APIReference]
    /// The generated API pages by source path; nil when the site has no symbol graphs.
    let apiPages: [String: GeneratedPage]?
    /// The module of the site's one DocC catalog, whose root page is the home; nil when the
    /// site is not one catalog.
    let catalogModule: String?

    /// The linked site: what the pass changed of its inputs, as new values.
    struct Linked {
        var pages: [String: SourcePage]
        var symbolLinks = SymbolIndex(references: [], headingsByOutput: [:])
        var apiReferences: [APIReference]
        var apiPages: [String: GeneratedPage]?
        /// Whether a generated home page gave way to the catalog's root page.
        var droppedGeneratedHome = false
        /// The trees of the API pages generated again with their curation, by source path,
        /// for their render: they are built once.
        var documents: [String: ParsedDocument] = [:]
        /// The articles each catalog's root page lists under "Articles", by section.
        var automaticArticles: AutomaticArticles.BySection = [:]
    }

    func run() -> Linked {
        var linked = Linked(pages: pages, apiReferences: apiReferences, apiPages: apiPages)
        if let catalogModule { linked.placeCatalogHome(module: catalogModule) }
        linked.symbolLinks = linked.symbolIndex()
        // Marked first: an article docc drops is no `<doc:>` target of an extension file's Topics.
        let marked = ArticleSymbolNames.mark(linked.pages, index: linked.symbolLinks)
        let attachment = ExtensionFiles.attach(to: marked, index: linked.symbolLinks)
        linked.pages = attachment.pages
        linked.curateAPIPages(attachment.curation, members: attachment.members)
        linked.trimExtendedPages()
        linked.curateModules()
        return linked
    }
}

extension LinkingStage.Linked {
    /// Moves the catalog's root page (the one titled ` # ``Module`` `) to `index.html`: DocC
    /// opens a catalog there. The first such page by source path when two claim the module
    /// (DocC reports that as an error of its own).
    fileprivate mutating func placeCatalogHome(module: String) {
        let root = pages.keys.sorted().first { path in
            guard let page = pages[path] else { return false }
            return page.isCatalogRoot && page.section == module
        }
        guard let root else { return }
        pages[root]?.outputPath = Navigation.homePath
        // A generated home loaded before (the root page was titled otherwise while serving)
        // gives way at once, before the output paths are checked.
        if let home = pages[SiteBuilder.homePagePath], case .generated = home.source {
            pages[SiteBuilder.homePagePath] = nil
            droppedGeneratedHome = true
        }
    }

    /// The symbol links' index: the API reference's types and members, by their pages' anchors,
    /// and the catalogs' root pages, which stand for modules with nothing public of their own.
    func symbolIndex() -> SymbolIndex {
        let roots = pages.values.filter(\.isCatalogRoot)
        return SymbolIndex(
            references: apiReferences,
            headingsByOutput: Dictionary(
                pages.values.filter { $0.kind == .api }.map { ($0.outputPath, $0.headings) },
                uniquingKeysWith: { first, _ in first }),
            catalogRoots: Dictionary(
                roots.sorted { $0.sourcePath < $1.sourcePath }.map { ($0.section, $0.outputPath) },
                uniquingKeysWith: { first, _ in first }))
    }

    /// Gives each type the Topics of its extension file (`curation`, by API page source path)
    /// and generates again the pages whose curation changed, with their headings; the symbol
    /// index then follows the new anchors.
    /// A type's extension file's `@DeprecationSummary` marks it deprecated in its module's
    /// lists too: that module's index is generated again.
    /// Each member with an extension file (`members`) gets it merged into its section.
    fileprivate mutating func curateAPIPages(
        _ curation: [String: [TopicsSection.Group]],
        members: [String: [String: MemberExtension]] = [:]
    ) {
        var changed = false
        // The extension files with a `@DeprecationSummary`, by the API page they merge into.
        var summaries: [String: String] = [:]
        for (path, page) in pages where page.deprecationSummary != nil {
            if let target = page.extends { summaries[target] = path }
        }
        for module in apiReferences.indices {
            var marksChanged = false
            for index in apiReferences[module].pages.indices {
                let reference = apiReferences[module]
                let source = reference.sourcePath(of: reference.pages[index].name)
                let groups = curation[source] ?? []
                var availability = reference.pages[index].availability
                availability.hasExtensionSummary = summaries[source] != nil
                if let file = summaries[source], let page = pages[file],
                    let position = page.deprecationSummary,
                    let warning = APIReference.notDeprecatedWarning(
                        title: reference.pages[index].title, availability: availability,
                        file: page.displayPath, line: position.line + page.bodyLineOffset,
                        column: position.column)
                {
                    pages[file]?.warnings.append(warning)
                }
                let extensionFiles = members[source] ?? [:]
                let memberFiles = reference.pages[index].members.map {
                    extensionFiles[$0.docc.hash]
                }
                guard
                    reference.pages[index].extensionTopics != groups
                        || reference.pages[index].availability != availability
                        || reference.pages[index].members.map(\.extensionFile) != memberFiles
                else { continue }
                for (member, file) in memberFiles.enumerated() {
                    apiReferences[module].pages[index].members[member].extensionFile = file
                    apiReferences[module].pages[index].members[member].availability
                        .hasExtensionSummary = file?.hasDeprecationSummary ?? false
                }
                marksChanged =
                    marksChanged
                    || reference.pages[index].availability.isMarkedDeprecated
                        != availability.isMarkedDeprecated
                apiReferences[module].pages[index].extensionTopics = groups
                apiReferences[module].pages[index].availability = availability
                reloadAPIPage(
                    source,
                    apiReferences[module].page(of: apiReferences[module].pages[index]))
                changed = true
            }
            if marksChanged {
                reloadAPIPage(
                    apiReferences[module].indexPath, apiReferences[module].indexPage())
            }
        }
        if changed { symbolLinks = symbolIndex() }
        takeExtensionAbstracts()
    }

    /// A type without a doc comment takes its extension file's abstract, as docc reads the
    /// file's markup alone then (`DocumentationNode.contentFrom`): Topics lists, See Also and
    /// the report show it as the type's (swift-numerics' `RealFunctions`). The file's text is
    /// on the page already, where the comment would be.
    fileprivate mutating func takeExtensionAbstracts() {
        var abstracts: [String: String] = [:]
        // The first file by source path when two extend one type: the same every build. Only
        // the extension files are sorted, not every page of every link.
        for path in pages.filter({ $0.value.extends != nil }).keys.sorted() {
            guard let page = pages[path], let target = page.extends, let abstract = page.abstract,
                abstracts[target] == nil
            else { continue }
            abstracts[target] = abstract
        }
        guard !abstracts.isEmpty else { return }
        for reference in apiReferences {
            for type in reference.pages where type.documentation.allSatisfy(\.isWhitespace) {
                let source = reference.sourcePath(of: type.name)
                // Over docc's "Inherited from …", which stands only for an abstract none wrote.
                if let abstract = abstracts[source] { pages[source]?.abstract = abstract }
            }
        }
    }

    /// Gives each module the groups of its catalog's root page (` # ``Module`` `): the Topics
    /// items that link to the module's type pages. A module whose groups changed gets its index
    /// page generated again (the symbol index reads no heading of it, so it stays).
    fileprivate mutating func curateModules() {
        var rootTopics: [String: (topics: TopicsSection, sourcePath: String)] = [:]
        for path in pages.keys.sorted() {
            guard let page = pages[path], let topics = page.topics,
                let symbol = page.extendedSymbol,
                case .found(let target) = symbolLinks.resolve(symbol, module: page.section),
                target.kind == SymbolIndex.moduleKind, rootTopics[target.outputPath] == nil
            else { continue }
            rootTopics[target.outputPath] = (topics, path)
        }
        // Built only when `<doc:>` links are to be read: a catalog's articles, or a root page's.
        var resolver: LinkResolver?
        let roots = ModuleTopics.rootPages(pages, symbols: symbolLinks)
        // A module's catalog section: its root page's, else the module's name, as catalogs are
        // named after their modules.
        let sections = apiReferences.map { reference in
            roots[reference.folder + "index.html"].flatMap { pages[$0]?.section }
                ?? reference.module
        }
        automaticArticles = automaticArticles(sections: sections, resolver: &resolver)
        for module in apiReferences.indices {
            let reference = apiReferences[module]
            let names = Dictionary(
                reference.pages.map { (reference.outputPath(of: $0.name), $0.name) },
                uniquingKeysWith: { first, _ in first })
            let root = rootTopics[reference.folder + "index.html"]
            let curation = (root?.topics.groups ?? []).map { group in
                APIReference.CuratedGroup(
                    title: group.title,
                    names: group.items.compactMap { item in
                        // `<doc:Module/Type>` curates as ` ``Type`` ` does (swift-syntax's).
                        var symbolPath = item.symbolPath
                        if symbolPath == nil, item.documentationName != nil, let root {
                            let links = resolver ?? LinkResolver(pages: pages, files: [])
                            resolver = links
                            symbolPath = item.curatedSymbolPath(
                                from: root.sourcePath, resolver: links, headings: true)
                        }
                        guard let path = symbolPath,
                            case .found(let target) = symbolLinks.resolve(
                                path, module: reference.module),
                            target.anchor == nil
                        else { return nil }
                        return names[target.outputPath]
                    })
            }
            let rootPage = roots[reference.folder + "index.html"]
            let elsewhere = curatedElsewhere(
                in: reference, names: names, root: rootPage, section: sections[module],
                resolver: &resolver)
            let automatic = automaticArticles[sections[module]] ?? []
            let abstracts = TopicAbstracts.abstracts(
                of: reference, pages: pages, symbols: symbolLinks)
            // The index lists neither what the root page curates nor what others do.
            guard
                curation != reference.curation || elsewhere != reference.curatedElsewhere
                    || automatic != reference.automaticArticles
                    || (rootPage != nil) != reference.hasRootPage
                    || abstracts != reference.indexAbstracts
            else { continue }
            apiReferences[module].indexAbstracts = abstracts
            apiReferences[module].curation = curation
            apiReferences[module].curatedElsewhere = elsewhere
            apiReferences[module].automaticArticles = automatic
            apiReferences[module].hasRootPage = rootPage != nil
            reloadAPIPage(reference.indexPath, apiReferences[module].indexPage())
        }
    }

    /// Marks the extended types' and modules' pages docc trims (`APIReference.trimmed`), from
    /// what every page's Topics curate, and generates again the pages that listed or linked
    /// them: the module's index, its extended modules' pages, and those with relationships.
    fileprivate mutating func trimExtendedPages() {
        guard apiReferences.contains(where: { $0.pages.contains(where: \.isExtension) }) else {
            return
        }
        var curated = Set<String>()
        func curate(
            _ items: [TopicsSection.Item], scope: SymbolIndex.Scope?, module: String?,
            except own: String
        ) {
            for item in items {
                guard let path = item.symbolPath,
                    case .found(let target) = symbolLinks.resolve(
                        path, scope: scope, module: module),
                    target.outputPath != own
                else { continue }
                curated.insert(
                    target.anchor.map { target.outputPath + "#" + $0 } ?? target.outputPath)
            }
        }
        // An extension file curates from its type's page, whose output path it has.
        for page in pages.values {
            guard let topics = page.topics else { continue }
            curate(
                topics.groups.flatMap(\.items), scope: page.symbolScope, module: page.section,
                except: page.outputPath)
        }
        for reference in apiReferences {
            for type in reference.pages where !type.commentTopics.isEmpty {
                let output = reference.outputPath(of: type.name)
                curate(
                    type.commentTopics.flatMap(\.items), scope: SymbolIndex.Scope(output: output),
                    module: reference.module, except: output)
            }
        }
        let extensionFiles = Set(pages.values.compactMap(\.extends))
        for module in apiReferences.indices {
            let reference = apiReferences[module]
            let trimmed = reference.trimmedExtendedPages(
                curated: curated, extensionFiles: extensionFiles)
            for type in reference.pages {
                let source = reference.sourcePath(of: type.name)
                let isTrimmed = trimmed.contains(type.name)
                if pages[source]?.isTrimmed == !isTrimmed { pages[source]?.isTrimmed = isTrimmed }
            }
            guard trimmed != reference.trimmed else { continue }
            apiReferences[module].trimmed = trimmed
            let changed = reference.trimmed.symmetricDifference(trimmed)
            for type in apiReferences[module].pages
            where type.isExtendedModule || !type.relationships.isEmpty
                || changed.contains(type.name)
            {
                reloadAPIPage(
                    reference.sourcePath(of: type.name), apiReferences[module].page(of: type))
            }
            reloadAPIPage(reference.indexPath, apiReferences[module].indexPage())
        }
    }

    /// Each catalog's articles that docc lists on its root page (`AutomaticArticles`), by
    /// section (a catalog's section is not always its module's name: `Documentation.docc`),
    /// given each module's section; only read when a catalog has an article.
    private func automaticArticles(sections: [String], resolver: inout LinkResolver?)
        -> AutomaticArticles.BySection
    {
        guard pages.values.contains(where: AutomaticArticles.isArticle) else { return [:] }
        let links = resolver ?? LinkResolver(pages: pages, files: [])
        resolver = links
        let typeTopics = apiReferences.flatMap { reference in
            reference.pages.map { page in
                (
                    sourcePath: reference.sourcePath(of: page.name),
                    items: page.topics.flatMap(\.items)
                )
            }.filter { !$0.items.isEmpty }
        }
        return AutomaticArticles.byCatalog(
            pages: pages, moduleSections: sections, typeTopics: typeTopics, resolver: links)
    }

    /// The top-level pages of `reference` (`names`: page name by output path) that a Topics
    /// group other than the module's root page's curates: an article's of the module's catalog
    /// (`section`; `root` the root page's source path, if any), or a top-level type's (doc
    /// comment or extension file). docc then leaves them out of the module page's automatic
    /// groups (`DocumentationContext`'s `crawlSymbolCuration`: curated in their canonical
    /// container's sub-hierarchy, or a top-level symbol under another). An article counts when
    /// the symbol nearest above it is the module or a top-level type, not a nested type
    /// (`ArticleContainers`).
    private func curatedElsewhere(
        in reference: APIReference, names: [String: String], root: String?, section: String,
        resolver: inout LinkResolver?
    ) -> Set<String> {
        let pageNames = Set(reference.pages.map(\.name))
        var result = Set<String>()
        func curate(_ path: String, scope: SymbolIndex.Scope?, except: String?) {
            guard
                case .found(let target) = symbolLinks.resolve(
                    path, scope: scope, module: reference.module),
                target.anchor == nil, let name = names[target.outputPath], name != except,
                !APIReference.isNested(name, among: pageNames)
            else { return }
            result.insert(name)
        }
        // Made when an article curates: which articles' curation counts (`ArticleContainers`).
        var containers: [String: ArticleContainers.Container]?
        for path in pages.keys.sorted() where path != root {
            guard let page = pages[path], page.kind == .guide,
                page.extendedSymbol == nil, page.section == section, let topics = page.topics
            else { continue }
            if AutomaticArticles.isArticle(page) {
                if containers == nil {
                    let links = resolver ?? LinkResolver(pages: pages, files: [])
                    resolver = links
                    containers = ArticleContainers.nearest(
                        pages: pages, section: section, root: root,
                        types: reference.pages.map { type in
                            (
                                sourcePath: reference.sourcePath(of: type.name),
                                items: type.topics.flatMap(\.items),
                                isNested: APIReference.isNested(type.name, among: pageNames)
                            )
                        }.filter { !$0.items.isEmpty }, resolver: links)
                }
                // Curated under a nested type, it leaves the symbol under the module too.
                guard containers?[path] != .nestedType else { continue }
            }
            for item in topics.groups.flatMap(\.items) {
                var symbolPath = item.symbolPath
                if symbolPath == nil, item.documentationName != nil {
                    let links = resolver ?? LinkResolver(pages: pages, files: [])
                    resolver = links
                    symbolPath = item.curatedSymbolPath(
                        from: path, resolver: links, headings: true)
                }
                if let symbolPath { curate(symbolPath, scope: nil, except: nil) }
            }
        }
        for page in reference.pages where !APIReference.isNested(page.name, among: pageNames) {
            let scope = SymbolIndex.Scope(output: reference.outputPath(of: page.name))
            for path in page.topics.flatMap(\.items).compactMap(\.symbolPath) {
                curate(path, scope: scope, except: page.name)
            }
        }
        return result
    }

    /// Replaces a generated API page's body and headings, in the pages and in the generated
    /// sources that a rebuild compares with; its path, title and kind stay. Its tree is kept
    /// for its render.
    private mutating func reloadAPIPage(_ path: String, _ generated: GeneratedPage) {
        if apiPages?[path] != nil { apiPages?[path] = generated }
        guard var page = pages[path] else { return }
        page.source = .generated(generated)
        page.body = ""
        page.bodyLineOffset = 0
        let document = page.source.document(body: "", lineOffset: 0, reading: page.reading)
        page.headings = document.headings(
            doccAnchors: page.doccAnchors, reserved: PageTemplate.reservedIDs)
        pages[path] = page
        documents[path] = ParsedDocument(document: document, source: page.source, body: "")
    }
}
