import CollorHTML
import CollorMarkdown
import Foundation

/// What every page's render shares: the template, resolvers and indexes of the whole site.
struct PageRendering: @unchecked Sendable {
    let template: PageTemplate
    let resolver: LinkResolver
    let symbols: [String: String]
    let symbolIndex: SymbolIndex
    let galleries: any GalleryEmbedding
    let resources: ResourceIndex
    /// The files tutorials' `@Code` directives show, by name, and the sources holding them.
    let codeFiles: CodeFileIndex
    let staticFiles: [String: FileContent]
    let tutorials: TutorialOrder
    let snippets: SnippetFolder?
    /// The build's highlighted blocks in languages other than Swift.
    var highlighted: [CodeBlock: String?]
    let abstracts: TopicAbstracts
    /// Each page's automatic See Also, by output path.
    let seeAlso: [String: SeeAlso]
    /// Each symbol's Mentioned In, by output path (`#anchor` for a member).
    let mentionedIn: [String: [MentionedIn.Entry]]
    /// The pages' trees from loading, by source path.
    var documents: [String: ParsedDocument]
    /// Each catalog's `@Options(scope: global)`, by module (`SourcePage.catalogOptions`).
    let catalogOptions: [String: CollorMarkdown.PageOptions]
    /// docc's automatic groups of each module's page, by its catalog root page's source path.
    let moduleTopics: [String: ModuleTopics]

    init(site: RenderInputs) {
        template = PageTemplate(
            siteTitle: site.configuration.siteTitle,
            navigation: Navigation(
                pages: Array(site.pages.values), order: site.configuration.navigation,
                groups: site.navigationGroups,
                titles: CatalogInfo.sectionTitles(
                    of: site.configuration.sources, info: site.sources.catalogInfo,
                    references: site.apiReferences)))
        resolver = LinkResolver(pages: site.pages, files: site.supportFiles.knownFiles)
        symbols = site.symbolPages
        symbolIndex = site.symbolLinks
        galleries = site.configuration.galleries
        resources = ResourceIndex(files: site.sources.staticFiles.keys)
        codeFiles = site.sources.codeFiles
        staticFiles = site.sources.staticFiles
        tutorials = TutorialOrder(pages: site.pages.values)
        snippets = site.configuration.snippets.map(SnippetFolder.init)
        highlighted = site.highlighted
        abstracts = TopicAbstracts(
            pages: site.pages, references: site.apiReferences, symbols: site.symbolLinks)
        seeAlso = SeeAlso.sections(
            pages: site.pages, symbols: site.symbolLinks, resolver: resolver,
            references: site.apiReferences)
        var mentions = MentionedIn.sections(pages: site.pages, symbols: site.symbolLinks)
        let roots = ModuleTopics.rootPages(site.pages, symbols: site.symbolLinks)
        // A catalog's root page is docc's page of its module: it lists the articles that
        // mention the module (swift-service-lifecycle's two guides name ``ServiceLifecycle``).
        for (index, root) in roots {
            if let found = mentions[index], let output = site.pages[root]?.outputPath {
                mentions[output] = found
            }
        }
        mentionedIn = mentions
        documents = site.documents
        catalogOptions = SourcePage.catalogOptions(of: site.pages)
        moduleTopics = ModuleTopics.byModulePage(
            pages: site.pages, references: site.apiReferences, symbols: site.symbolLinks,
            articles: site.automaticArticles, roots: roots)
    }

    /// Renders `work` on every core, in order; an API page with an entry in `extensions` gets
    /// it merged. The search entry is made here too, from what the page shows.
    func render(_ work: [SourcePage], extensions: [String: RenderedMarkdown]) -> [SiteBuilder
        .RenderedPage]
    {
        work.concurrentMap { page in
            let rendered = render(page)
            var shown = rendered
            if let addition = extensions[page.sourcePath] {
                shown = rendered.merging(extension: addition)
            }
            if page.source.isGenerated, !shown.automaticTitleHeading {
                shown = shown.withoutAutomaticRoleHeading(
                    explicit: extensions[page.sourcePath]?.metadata.titleHeading)
            }
            // docc's role heading of an API collection, unless the page names its own or turns
            // it off.
            if shown.automaticTitleHeading, shown.metadata.titleHeading == nil,
                page.isAPICollection(shown.metadata), page.curatesSymbol(in: symbolIndex)
            {
                shown.metadata.titleHeading = APIReference.collectionHeading
            }
            guard page.isWritten else {
                return SiteBuilder.RenderedPage(
                    page: page, markdown: rendered, html: [], search: nil)
            }
            let html = template.render(
                page: page, body: shown, seeAlso: seeAlso[page.outputPath],
                mentionedIn: page.kind == .api || page.isCatalogRoot
                    ? mentionedIn[page.outputPath] ?? [] : [],
                members: PageTemplate.MemberSections(
                    mentionedIn: { mentionedIn[page.outputPath + "#" + $0] ?? [] },
                    seeAlso: { seeAlso[page.outputPath + "#" + $0] }),
                abstract: abstracts.abstract(ofTarget:))
            let search =
                page.sourcePath == SiteBuilder.searchPagePath
                ? nil
                : SearchIndex.entry(title: page.title, url: page.outputPath, rendered: shown)
            return SiteBuilder.RenderedPage(
                page: page, markdown: rendered, html: html, search: search)
        }
    }

    /// Renders the page from the tree loading made of it, or parses it when there is none (a
    /// page that renders again while serving, for another's change) or its body changed.
    private func render(_ page: SourcePage) -> RenderedMarkdown {
        let context = MarkdownContext(
            file: page.displayPath, lineOffset: page.bodyLineOffset,
            root: RelativePath.root(from: page.outputPath),
            links: PageContext(page: page, shared: self), galleries: galleries)
        let document =
            documents[page.sourcePath]?.document(for: page)
            ?? page.source.document(
                body: page.body, lineOffset: page.bodyLineOffset, reading: page.reading)
        var options = MarkdownOptions(
            allowUnsafe: page.frontMatter.unsafe, symbolDocumentation: page.symbolScope != nil,
            doccAnchors: page.doccAnchors, reservedAnchors: PageTemplate.reservedIDs,
            limits: page.limits)
        options.catalogOptions = catalogOptions[page.catalogModule] ?? CollorMarkdown.PageOptions()
        let renderer = MarkdownRenderer(options: options)
        var rendered = renderer.render(
            document, context: context, capacity: page.body.utf8.count)
        // A symbol's platforms, from its symbol graph: shown as `@Available` shows them.
        if case .generated(let generated) = page.source, rendered.metadata.availability.isEmpty {
            rendered.metadata.availability = generated.availability
        }
        if case .generated(let generated) = page.source, rendered.metadata.titleHeading == nil {
            rendered.metadata.titleHeading = generated.titleHeading
        }
        if let topics = moduleTopics[page.sourcePath] {
            // A root page is its module's page: the module's platforms, unless it names its own.
            if rendered.metadata.availability.isEmpty {
                rendered.metadata.availability = topics.platforms
            }
            // docc's automatic groups of the module's page follow the root page's own Topics.
            if !topics.groups.isEmpty {
                let generated = GeneratedPage(
                    title: page.title, blocks: topics.blocks(from: page.sourcePath))
                var topicsOptions = options
                topicsOptions.reservedAnchors.formUnion(rendered.headings.map(\.anchor))
                let shown = MarkdownRenderer(options: topicsOptions).render(
                    generated.document(
                        limits: page.reading.limits, docc: page.reading.doccAnchors),
                    context: context, capacity: 0)
                rendered.body.raw(
                    ModuleTopics.continuing(shown.html, pageHasTopics: page.topics != nil))
            }
        }
        if let pager = tutorials.pager(for: page.sourcePath, resolver: resolver) {
            rendered.body.raw(pager)
        }
        return rendered
    }
}
