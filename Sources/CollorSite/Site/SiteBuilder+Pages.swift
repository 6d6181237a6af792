import CollorMarkdown
import Foundation
import Synchronization

extension SiteBuilder {
    /// Site pages, API pages and generated pages, by root-relative source path.
    func allMarkdown() -> [String: String] {
        var markdown = sources.markdown
        for (path, text) in apiPages ?? [:] { markdown[path] = text }
        for (path, text) in configuration.galleries.pages() where markdown[path] == nil {
            markdown[path] = text
        }
        if let homePage, markdown[Self.homePagePath] == nil {
            markdown[Self.homePagePath] = homePage
        }
        markdown[Self.searchPagePath] = Self.searchPage
        return markdown
    }

    static let homePagePath = "index.md"

    /// Writes and loads the home page when the sources have none, so the header's home link always
    /// works; it lists the pages by section, as the sidebar does. Returns the problems found and
    /// whether the home page was (re)loaded.
    func loadGeneratedHome() -> (errors: [SiteError], loaded: Bool) {
        guard sources.markdown[Self.homePagePath] == nil else {
            homePage = nil
            return ([], false)
        }
        let others = pages.values.filter { $0.sourcePath != Self.homePagePath }
        let text = HomePage.markdown(
            title: configuration.siteTitle,
            navigation: Navigation(pages: others, order: configuration.navigation))
        guard text != homePage || pages[Self.homePagePath] == nil else { return ([], false) }
        homePage = text
        return (loadPages([Self.homePagePath]), true)
    }

    static let searchPagePath = "search.md"
    static let searchPage = """
        ---
        title: Search
        unsafe: true
        ---
        # Search

        <div id="search-page" class="search-page"><noscript>Search needs JavaScript. The sidebar \
        lists every page.</noscript></div>

        """

    /// Decodes the symbol graphs once per builder: the API reference does not change while serving.
    /// Each module gets its folder (`api/MyLib/`); `api/index.md` lists the modules.
    func loadAPIReference() throws(SiteError) {
        guard apiPages == nil else { return }
        var result: [String: String] = [:]
        var symbols: [String: String] = [:]
        var modules: [APIReference] = []
        let grouped = SymbolGraphFiles.group(configuration.symbolGraphs)
        for module in grouped.keys.sorted() {
            let reference = try APIReference(graphs: grouped[module] ?? [])
            // A module with nothing public (an executable's, a test helper's) gets no pages.
            guard !reference.pages.isEmpty else { continue }
            modules.append(reference)
            for (path, markdown) in reference.markdownPages() { result[path] = markdown }
            // The first module (by name) keeps an unqualified name both define.
            symbols.merge(reference.symbolPages()) { first, _ in first }
        }
        if !modules.isEmpty {
            result["api/index.md"] = APIReference.indexMarkdown(of: modules)
        }
        apiPages = result
        symbolPages = symbols
        apiReferences = modules
    }

    /// Splits front matter and parses `paths`, on every core; returns the problems found.
    ///
    /// Each page's syntax tree is read for its headings and title, then freed: rendering parses
    /// the page again, so that the site's trees are never all in memory.
    func loadPages(_ paths: Set<String>) -> [SiteError] {
        let markdown = allMarkdown()
        struct Input: Sendable {
            var path: String
            var text: String
            var display: String
            var maximumBytes: Int?
            var inCatalog: Bool
        }
        // The size limit is for pages people write: a generated API page grows with the module
        // (an enum of thousands of cases) and is not refused for it.
        let inputs = paths.sorted().compactMap { path in
            markdown[path].map {
                Input(
                    path: path, text: $0, display: displayPath(of: path),
                    maximumBytes: apiPages?[path] != nil ? nil : MarkdownOptions.maximumPageBytes,
                    inCatalog: isInCatalog(path))
            }
        }
        let results = Self.concurrentMap(inputs) { input -> Result<Loaded, SiteError> in
            do throws(SiteError) {
                let split: FrontMatter.Split
                do throws(MarkdownDiagnostic) {
                    split = try FrontMatter.split(
                        input.text, file: input.display, maximumBytes: input.maximumBytes)
                } catch {
                    throw SiteError(error)
                }
                let document = MarkdownDocument(split.body, lineOffset: split.bodyLineOffset)
                let headings = document.headings(doccAnchors: input.inCatalog)
                return .success(
                    Loaded(
                        split: split, headings: headings, extendedSymbol: document.extendedSymbol,
                        displayName: document.displayName,
                        topics: TopicsSection(in: document, source: split.body)))
            } catch {
                return .failure(error)
            }
        }
        var errors: [SiteError] = []
        for (input, result) in zip(inputs, results) {
            switch result {
            case .success(let loaded):
                let split = loaded.split
                let heading: String? =
                    loaded.headings.first(where: { $0.level == 1 })?.title
                    ?? loaded.headings.first?.title
                let title =
                    split.frontMatter.title ?? loaded.displayName ?? heading
                    ?? Self.titleFromFileName(input.path)
                pages[input.path] = SourcePage(
                    sourcePath: input.path,
                    outputPath: outputPath(of: input.path, slug: split.frontMatter.slug),
                    kind: kind(of: input.path), section: section(of: input.path),
                    source: input.text, frontMatter: split.frontMatter, body: split.body,
                    bodyLineOffset: split.bodyLineOffset, headings: loaded.headings, title: title,
                    displayPath: input.display, extendedSymbol: loaded.extendedSymbol,
                    topics: loaded.topics, doccAnchors: input.inCatalog)
            case .failure(let error):
                errors.append(error)
            }
        }
        attachExtensionFiles()
        var owners: [String: String] = [:]
        var extended: [String: String] = [:]
        for path in pages.keys.sorted() {
            if let target = pages[path]?.extends {
                if let other = extended[target] {
                    errors.append(
                        SiteError(
                            file: displayPath(of: path),
                            reason: .duplicateOutput(
                                "an extension of \(target) (also extended by \(other))")))
                }
                extended[target] = displayPath(of: path)
                continue
            }
            guard let output = pages[path]?.outputPath else { continue }
            if let other = owners[output] {
                errors.append(
                    SiteError(
                        file: displayPath(of: path),
                        reason: .duplicateOutput("\(output) (also written by \(other))")))
            }
            owners[output] = displayPath(of: path)
        }
        return errors
    }

    private struct Loaded: Sendable {
        var split: FrontMatter.Split
        var headings: [TOCEntry]
        var extendedSymbol: String?
        /// `@DisplayName`'s title.
        var displayName: String?
        var topics: TopicsSection?
    }

    /// Pages rendered per batch: enough to keep every core busy, few enough that a batch's HTML
    /// stays small next to the site.
    static let renderBatch = 256

    /// Renders `paths` and gives each page's HTML to `write` with whether it changed since the
    /// last render, in path order; fills the search index; returns the problems found.
    ///
    /// Pages render in parallel (one worker per core), a batch at a time: each reads only its own
    /// source and shared immutable values, and results are handed over in path order, so output
    /// stays deterministic. DocC extension files render first: each merges into its symbol's API
    /// page, so a page and its extension always render together.
    func render(
        _ paths: [String],
        write: (String, [UInt8], _ changed: Bool) throws(SiteError) -> Void
    ) throws(SiteError) -> [SiteError] {
        let extensionOf = Dictionary(
            pages.values.compactMap { page in page.extends.map { ($0, page.sourcePath) } },
            uniquingKeysWith: { first, _ in first })
        var requested = Set(paths)
        for path in paths {
            if let target = pages[path]?.extends { requested.insert(target) }
            if let file = extensionOf[path] { requested.insert(file) }
        }
        let ordered = requested.sorted()
        let renderer = PageRendering(builder: self)
        // Extension files are few: they render first, and their markdown waits for their pages.
        let extensions = renderer.render(
            ordered.compactMap { pages[$0] }.filter { $0.extends != nil }, extensions: [:])
        var merged: [String: RenderedMarkdown] = [:]
        var errors: [SiteError] = []
        for result in extensions {
            if let target = result.page.extends { merged[target] = result.markdown }
            errors += result.markdown.errors.map { SiteError($0) }
            pageWarnings[result.page.sourcePath] =
                (result.page.warnings + result.markdown.warnings.map { SiteError($0) })
                .sorted { ($0.line, $0.column) < ($1.line, $1.column) }
            pages[result.page.sourcePath] = result.page
        }
        let others = ordered.filter { pages[$0]?.extends == nil }
        for start in stride(from: 0, to: others.count, by: Self.renderBatch) {
            let batch = others[start..<min(start + Self.renderBatch, others.count)]
                .compactMap { pages[$0] }
            for result in renderer.render(batch, extensions: merged) {
                var page = result.page
                errors += result.markdown.errors.map { SiteError($0) }
                pageWarnings[page.sourcePath] = result.markdown.warnings.map { SiteError($0) }
                page.galleryCount = result.markdown.galleries.count
                pages[page.sourcePath] = page
                let hash = Self.hash(result.html)
                let changed = pageHashes[page.outputPath] != hash
                pageHashes[page.outputPath] = hash
                if let search = result.search { searchIndex.set(search) }
                try write(page.outputPath, result.html, changed)
            }
        }
        return errors
    }

    /// What every page's render shares: the template, resolvers and indexes of the whole site.
    private struct PageRendering: @unchecked Sendable {
        let template: PageTemplate
        let resolver: LinkResolver
        let symbols: [String: String]
        let symbolIndex: SymbolIndex
        let galleries: any GalleryEmbedding
        let resources: ResourceIndex
        let snippets: SnippetFolder?

        init(builder: SiteBuilder) {
            template = PageTemplate(
                siteTitle: builder.configuration.siteTitle,
                navigation: Navigation(
                    pages: Array(builder.pages.values), order: builder.configuration.navigation,
                    groups: builder.navigationGroups()))
            resolver = LinkResolver(pages: builder.pages, files: builder.knownFiles())
            symbols = builder.symbolPages
            symbolIndex = builder.symbolLinks
            galleries = builder.configuration.galleries
            resources = ResourceIndex(files: builder.sources.staticFiles.keys)
            snippets = builder.configuration.snippets.map(SnippetFolder.init)
        }

        /// Renders `work` on every core, in order; an API page with an entry in `extensions` gets
        /// it merged. The search entry is made here too, from what the page shows.
        func render(_ work: [SourcePage], extensions: [String: RenderedMarkdown]) -> [RenderedPage]
        {
            SiteBuilder.concurrentMap(work) { page in
                let rendered = render(page)
                var shown = rendered
                if let addition = extensions[page.sourcePath] {
                    shown = rendered.merging(extension: addition)
                }
                guard page.extends == nil else {
                    return RenderedPage(page: page, markdown: rendered, html: [], search: nil)
                }
                let html = template.render(page: page, body: shown)
                let search =
                    page.sourcePath == SiteBuilder.searchPagePath
                    ? nil
                    : SearchIndex.entry(title: page.title, url: page.outputPath, rendered: shown)
                return RenderedPage(page: page, markdown: rendered, html: html, search: search)
            }
        }

        /// Parses the page again (its tree was freed after loading) and renders it.
        private func render(_ page: SourcePage) -> RenderedMarkdown {
            let resolver = resolver
            let symbols = symbols
            let symbolIndex = symbolIndex
            let galleries = galleries
            let resources = resources
            let context = MarkdownContext(
                file: page.displayPath, lineOffset: page.bodyLineOffset,
                root: RelativePath.root(from: page.outputPath),
                resolveLink: {
                    [sourcePath = page.sourcePath, outputPath = page.outputPath] link, anchor in
                    let resolved = resolver.resolve(link, anchor: anchor, from: sourcePath)
                    // A DocC catalog's link to its hosted URL (`./heapmodule/heap`).
                    guard case .failure = resolved, anchor == nil,
                        let target = symbolIndex.documentationPath(link)
                    else { return resolved }
                    return .rewrite(RelativePath.link(from: outputPath, to: target.outputPath))
                },
                resolveDocument: { [sourcePath = page.sourcePath] name, anchor in
                    resolver.resolveDocument(name, anchor: anchor, from: sourcePath)
                },
                symbolPage: { code in symbols[code] },
                galleries: galleries,
                resolveSymbol: {
                    [outputPath = page.outputPath, scope = page.symbolScope, module = page.section]
                    path in
                    switch symbolIndex.resolve(path, scope: scope, module: module) {
                    case .found(let target):
                        let url = RelativePath.link(from: outputPath, to: target.outputPath)
                        return .rewrite(url + (target.anchor.map { "#" + $0 } ?? ""))
                    case .missing(let reason):
                        return .failure(reason)
                    }
                },
                resolveResource: {
                    [sourcePath = page.sourcePath, outputPath = page.outputPath] name in
                    guard let found = resources.resource(named: name, from: sourcePath) else {
                        return nil
                    }
                    return MarkdownContext.Resource(
                        url: RelativePath.link(from: outputPath, to: found.light),
                        darkURL: found.dark.map { RelativePath.link(from: outputPath, to: $0) })
                },
                snippet: { [snippets] path in snippets?.source(of: path) })
            let document = MarkdownDocument(page.body, lineOffset: page.bodyLineOffset)
            let renderer = MarkdownRenderer(
                options: MarkdownOptions(
                    allowUnsafe: page.frontMatter.unsafe,
                    symbolDocumentation: page.symbolScope != nil,
                    doccAnchors: page.doccAnchors))
            return renderer.render(document, context: context, capacity: page.body.utf8.count)
        }
    }

    /// Points each DocC extension file (` # ``Module/Type`` `) at the API page of the symbol it
    /// documents: it takes that page's output path and leaves the navigation. An extension of a
    /// symbol the build does not have stays an article, whose title link is then an error. A
    /// catalog's root page (` # ``FreshKit`` `) stays the catalog's landing page, its title
    /// linking to the module's reference.
    private func attachExtensionFiles() {
        // The API pages' headings are final here: the index serves the render too.
        symbolLinks = symbolIndex()
        let index = symbolLinks
        let apiSources = Dictionary(
            pages.values.filter { $0.kind == .api }.map { ($0.outputPath, $0.sourcePath) },
            uniquingKeysWith: { first, _ in first })
        var curation: [String: [TopicsSection.Group]] = [:]
        defer {
            curateAPIPages(curation)
            curateModules()
        }
        for path in pages.keys.sorted() {
            guard var page = pages[path] else { continue }
            if page.kind == .api {
                page.symbolScope = SymbolIndex.Scope(output: page.outputPath)
                pages[path] = page
                continue
            }
            guard let symbol = page.extendedSymbol,
                case .found(let target) = index.resolve(symbol, module: page.section),
                target.kind != SymbolIndex.moduleKind
            else { continue }
            var names = SymbolPath(symbol).components.map(\.name)
            if names.first == target.module { names.removeFirst() }
            // Titled by the symbol's name, unless front matter or `@DisplayName` named it.
            if page.title == page.headings.first?.title {
                page.title = names.joined(separator: ".")
            }
            if target.anchor == nil, let apiSource = apiSources[target.outputPath] {
                page.extends = apiSource
                page.outputPath = target.outputPath
                page.kind = .unlisted
                page.symbolScope = SymbolIndex.Scope(output: target.outputPath)
                // Its Topics order the members of the type's page, which shows them instead.
                if let topics = page.topics {
                    page.body = topics.removed(from: page.body)
                    let checked = checkedTopics(topics, of: page, in: index)
                    curation[apiSource] = checked.groups
                    page.warnings = checked.warnings
                }
            } else {
                // A member (`Basket/add(_:)`) has no page of its own: its extension file stays
                // a page, its links relative to the member's type.
                page.symbolScope = SymbolIndex.Scope(output: target.outputPath)
            }
            pages[path] = page
        }
    }

    /// An extension file's Topics groups, with each item that links to no symbol warned about
    /// at its place in the file and shown as code: it appears on the type's page, where a
    /// warning would name the generated page instead of the author's.
    private func checkedTopics(_ topics: TopicsSection, of page: SourcePage, in index: SymbolIndex)
        -> (groups: [TopicsSection.Group], warnings: [SiteError])
    {
        var groups = topics.groups
        var warnings: [SiteError] = []
        for group in groups.indices {
            for item in groups[group].items.indices {
                let entry = groups[group].items[item]
                guard let path = entry.symbolPath,
                    case .missing(let reason) = index.resolve(
                        path, scope: page.symbolScope, module: page.section)
                else { continue }
                warnings.append(
                    SiteError(
                        file: page.displayPath, line: entry.line + page.bodyLineOffset,
                        column: entry.column, reason: .markdown(reason)))
                groups[group].items[item] = TopicsSection.Item(
                    symbolPath: nil, markdown: "`\(SymbolPath(path).title)`")
            }
        }
        return (groups, warnings)
    }

    /// The symbol links' index: the API reference's types and members, by their pages' anchors.
    func symbolIndex() -> SymbolIndex {
        SymbolIndex(
            references: apiReferences,
            headingsByOutput: Dictionary(
                pages.values.filter { $0.kind == .api }.map { ($0.outputPath, $0.headings) },
                uniquingKeysWith: { first, _ in first }))
    }

    /// A page and what it rendered to: its HTML and search entry (none for an extension file,
    /// which is shown in its symbol's page).
    private struct RenderedPage: @unchecked Sendable {
        var page: SourcePage
        var markdown: RenderedMarkdown
        var html: [UInt8]
        var search: SearchIndex.Entry?
    }

    /// Tells a page's new HTML from its last within this process (the hash is seeded per
    /// process, and never written).
    private static func hash(_ bytes: [UInt8]) -> Int {
        var hasher = Hasher()
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        return hasher.finalize()
    }

    /// `transform` of every item, on every core, in order.
    static func concurrentMap<Item, Output: Sendable>(
        _ items: [Item], _ transform: (Item) -> Output
    ) -> [Output] {
        nonisolated(unsafe) let items = items
        nonisolated(unsafe) let transform = transform
        let results = Mutex([Output?](repeating: nil, count: items.count))
        let workers = min(max(ProcessInfo.processInfo.activeProcessorCount, 1), max(items.count, 1))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: items.count, by: workers) {
                let output = transform(items[index])
                results.withLock { $0[index] = output }
            }
        }
        return results.withLock { $0.compactMap { $0 } }
    }

    /// Search index, sitemap, 404 page, charts and static files.
    func generateSupportFiles() -> [SiteError] {
        var errors: [SiteError] = []
        files = [:]
        for (path, bytes) in sources.staticFiles { files[path] = bytes }
        for (path, bytes) in configuration.galleries.files() { files[path] = bytes }
        for (path, bytes) in sources.data where path.hasSuffix(".json") {
            do {
                let chart = try BarChart.decode(Data(bytes), file: displayPath(of: path))
                files[Self.chartPath(of: path)] = chart.svg()
            } catch {
                errors.append(error)
            }
        }
        files.merge(searchIndex.files()) { _, new in new }
        files["404.html"] = NotFoundPage.render(
            siteTitle: configuration.siteTitle, baseURL: configuration.baseURL,
            css: sources.staticFiles["theme/style.css"] ?? [])
        let sitemapPages = pages.values.filter {
            $0.sourcePath != Self.searchPagePath && $0.extends == nil
        }
        .map(\.outputPath)
        files["sitemap.xml"] = Sitemap.xml(paths: sitemapPages, baseURL: configuration.baseURL)
        return errors
    }

    /// `data/diff-benchmark.json` → `charts/diff-benchmark.svg`.
    static func chartPath(of dataPath: String) -> String {
        let name = (dataPath as NSString).lastPathComponent
        return "charts/" + (name as NSString).deletingPathExtension + ".svg"
    }

    /// Everything a link may point at besides pages: static files and generated files.
    func knownFiles() -> Set<String> {
        var known = Set(sources.staticFiles.keys)
        for path in sources.data.keys where path.hasSuffix(".json") {
            known.insert(Self.chartPath(of: path))
        }
        known.formUnion(["search-index.js", "404.html", "sitemap.xml"])
        known.formUnion(configuration.galleries.files().keys)
        return known
    }

    func currentNavigationKey() -> [String] {
        pages.keys.sorted().compactMap { pages[$0]?.navigationKey }
    }

    func outputPath(of sourcePath: String, slug: String?) -> String {
        let withoutExtension = String(sourcePath.dropLast(3))
        guard let slug else { return withoutExtension + ".html" }
        return RelativePath.directory(of: sourcePath) + slug + ".html"
    }

    func kind(of path: String) -> SourcePage.Kind {
        if apiPages?[path] != nil { return .api }
        if sources.markdown[path] != nil || path == Self.homePagePath { return .guide }
        return .unlisted
    }

    /// Whether the page at `path` is an article of a DocC catalog, whose anchors are DocC's.
    func isInCatalog(_ path: String) -> Bool {
        apiPages?[path] == nil && source(of: path)?.folder.pathExtension == "docc"
    }

    /// `Guides` for the root folder's pages, the module's name for a catalog's.
    func section(of path: String) -> String {
        if path.hasPrefix("api/") { return Navigation.apiTitle }
        return source(of: path)?.module ?? Navigation.guidesTitle
    }

    /// The source whose folder holds the page at `path`: the one with the longest prefix of it.
    private func source(of path: String) -> SiteSource? {
        configuration.sources.filter { path.hasPrefix($0.prefix) }
            .max { $0.prefix.count < $1.prefix.count }
    }

    func displayPath(of path: String) -> String {
        if let origin = sources.origins[path] { return origin }
        if path.hasPrefix("api/") { return path + " (generated from the symbol graph)" }
        return path + " (generated)"
    }

    static func titleFromFileName(_ path: String) -> String {
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return name.replacingOccurrences(of: "-", with: " ").capitalized
    }
}
