import Foundation
import Synchronization

extension SiteBuilder {
    /// Site pages, API pages and generated pages, by root-relative source path.
    func allMarkdown() -> [String: String] {
        var markdown = sources.markdown
        for (path, text) in apiPages ?? [] { markdown[path] = text }
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
        var result: [(path: String, markdown: String)] = []
        var symbols: [String: String] = [:]
        var modules: [APIReference] = []
        let grouped = SymbolGraphFiles.group(configuration.symbolGraphs)
        for module in grouped.keys.sorted() {
            let reference = try APIReference(graphs: grouped[module] ?? [])
            // A module with nothing public (an executable's, a test helper's) gets no pages.
            guard !reference.pages.isEmpty else { continue }
            modules.append(reference)
            result += reference.markdownPages()
            // The first module (by name) keeps an unqualified name both define.
            symbols.merge(reference.symbolPages()) { first, _ in first }
        }
        if !modules.isEmpty {
            result.insert(
                (path: "api/index.md", markdown: APIReference.indexMarkdown(of: modules)), at: 0)
        }
        apiPages = result
        symbolPages = symbols
        apiReferences = modules
    }

    /// Splits front matter and parses `paths`; returns the problems found.
    func loadPages(_ paths: Set<String>) -> [SiteError] {
        let markdown = allMarkdown()
        var errors: [SiteError] = []
        for path in paths.sorted() {
            guard let text = markdown[path] else { continue }
            let display = displayPath(of: path)
            do {
                // The size limit is for pages people write: a generated API page grows with the
                // module (an enum of thousands of cases) and is not refused for it.
                let split = try FrontMatter.split(
                    text, file: display,
                    maximumBytes: apiPaths.contains(path) ? nil : MarkdownOptions.maximumPageBytes)
                let document = MarkdownDocument(split.body, lineOffset: split.bodyLineOffset)
                let headings = MarkdownRenderer.anchors(of: document)
                let title =
                    split.frontMatter.title
                    ?? headings.first(where: { $0.level == 1 })?.title
                    ?? headings.first?.title
                    ?? Self.titleFromFileName(path)
                pages[path] = SourcePage(
                    sourcePath: path,
                    outputPath: outputPath(of: path, slug: split.frontMatter.slug),
                    kind: kind(of: path), section: section(of: path), source: text,
                    frontMatter: split.frontMatter,
                    document: document, headings: headings, title: title, displayPath: display)
            } catch {
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

    /// Renders `paths` into `files` and the search index; returns the problems found.
    ///
    /// Pages render in parallel (one worker per core): each reads only its own parsed document and
    /// shared immutable values, and results are merged in path order, so output stays deterministic.
    /// DocC extension files render first: each merges into its symbol's API page, so a page and its
    /// extension always render together.
    func render(_ paths: [String]) -> [SiteError] {
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
        let extensions = renderer.render(
            ordered.compactMap { pages[$0] }.filter { $0.extends != nil }, extensions: [:])
        var merged: [String: RenderedMarkdown] = [:]
        for result in extensions {
            if let target = result.page.extends { merged[target] = result.markdown }
        }
        let others = renderer.render(
            ordered.compactMap { pages[$0] }.filter { $0.extends == nil }, extensions: merged)
        var errors: [SiteError] = []
        for result in extensions + others {
            var page = result.page
            errors += result.markdown.errors
            pageWarnings[page.sourcePath] = result.markdown.warnings
            page.galleryCount = result.markdown.galleries.count
            pages[page.sourcePath] = page
            guard page.extends == nil else { continue }
            files[page.outputPath] = result.html
            if page.sourcePath != Self.searchPagePath {
                searchIndex.set(page: page, rendered: result.merged ?? result.markdown)
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

        init(builder: SiteBuilder) {
            template = PageTemplate(
                siteTitle: builder.configuration.siteTitle,
                navigation: Navigation(
                    pages: Array(builder.pages.values), order: builder.configuration.navigation))
            resolver = LinkResolver(pages: builder.pages, files: builder.knownFiles())
            symbols = builder.symbolPages
            symbolIndex = builder.symbolIndex()
            galleries = builder.configuration.galleries
            resources = ResourceIndex(files: builder.sources.staticFiles.keys)
        }

        /// Renders `work` in parallel; an API page with an entry in `extensions` gets it merged.
        func render(_ work: [SourcePage], extensions: [String: RenderedMarkdown]) -> [RenderedPage]
        {
            // Each document is read by exactly one worker while the builder waits.
            nonisolated(unsafe) let work = work
            let results = Mutex([RenderedPage?](repeating: nil, count: work.count))
            let workers = min(
                max(ProcessInfo.processInfo.activeProcessorCount, 1), max(work.count, 1))
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                for index in stride(from: worker, to: work.count, by: workers) {
                    let page = work[index]
                    let rendered = render(page)
                    var shown = rendered
                    if let addition = extensions[page.sourcePath] {
                        shown = rendered.merging(extension: addition)
                    }
                    let html = template.render(page: page, body: shown)
                    results.withLock {
                        $0[index] = RenderedPage(
                            page: page, markdown: rendered,
                            merged: extensions[page.sourcePath] == nil ? nil : shown, html: html)
                    }
                }
            }
            return results.withLock { $0 }.compactMap { $0 }
        }

        private func render(_ page: SourcePage) -> RenderedMarkdown {
            let resolver = resolver
            let symbols = symbols
            let symbolIndex = symbolIndex
            let galleries = galleries
            let resources = resources
            let context = MarkdownContext(
                file: page.displayPath, lineOffset: page.document.lineOffset,
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
                })
            return MarkdownRenderer.render(
                page.document, options: MarkdownOptions(allowUnsafe: page.frontMatter.unsafe),
                context: context, capacity: page.source.utf8.count)
        }
    }

    /// Points each DocC extension file (` # ``Module/Type`` `) at the API page of the symbol it
    /// documents: it takes that page's output path and leaves the navigation. An extension of a
    /// symbol the build does not have stays an article, whose title link is then an error. A
    /// catalog's root page (` # ``FreshKit`` `) stays the catalog's landing page, its title
    /// linking to the module's reference.
    private func attachExtensionFiles() {
        let index = symbolIndex()
        let apiSources = Dictionary(
            pages.values.filter { $0.kind == .api }.map { ($0.outputPath, $0.sourcePath) },
            uniquingKeysWith: { first, _ in first })
        for path in pages.keys.sorted() {
            guard var page = pages[path] else { continue }
            if page.kind == .api {
                page.symbolScope = SymbolIndex.Scope(output: page.outputPath)
                pages[path] = page
                continue
            }
            guard let symbol = page.document.extendedSymbol,
                case .found(let target) = index.resolve(symbol, module: page.section),
                target.kind != SymbolIndex.moduleKind
            else { continue }
            var names = SymbolPath(symbol).components.map(\.name)
            if names.first == target.module { names.removeFirst() }
            if page.frontMatter.title == nil { page.title = names.joined(separator: ".") }
            if target.anchor == nil, let apiSource = apiSources[target.outputPath] {
                page.extends = apiSource
                page.outputPath = target.outputPath
                page.kind = .unlisted
                page.symbolScope = SymbolIndex.Scope(output: target.outputPath)
            } else {
                // A nested type (`OrderedDictionary/Values`) is a member of its parent's page:
                // its extension stays a page of its own, its links relative to the member.
                page.symbolScope = SymbolIndex.Scope(
                    output: target.outputPath, memberPrefix: Array(names.dropFirst()))
            }
            pages[path] = page
        }
    }

    /// The symbol links' index: the API reference's types and members, by their pages' anchors.
    func symbolIndex() -> SymbolIndex {
        SymbolIndex(
            references: apiReferences,
            headingsByOutput: Dictionary(
                pages.values.filter { $0.kind == .api }.map { ($0.outputPath, $0.headings) },
                uniquingKeysWith: { first, _ in first }))
    }

    /// A page and what it rendered to; its document was read by one worker only.
    private struct RenderedPage: @unchecked Sendable {
        var page: SourcePage
        var markdown: RenderedMarkdown
        /// The API page with its extension merged in, when it has one.
        var merged: RenderedMarkdown?
        var html: [UInt8]
    }

    /// Search index, sitemap, 404 page, charts and static files.
    func generateSupportFiles() -> [SiteError] {
        var errors: [SiteError] = []
        let pageOutputs = Set(pages.values.map(\.outputPath))
        for path in files.keys where !pageOutputs.contains(path) { files[path] = nil }
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
        files["search-index.json"] = searchIndex.json()
        files["search-index.js"] = searchIndex.script()
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
        known.formUnion(["search-index.json", "search-index.js", "404.html", "sitemap.xml"])
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
        if apiPaths.contains(path) { return .api }
        if sources.markdown[path] != nil || path == Self.homePagePath { return .guide }
        return .unlisted
    }

    /// `Guides` for the root folder's pages, the module's name for a catalog's.
    func section(of path: String) -> String {
        if path.hasPrefix("api/") { return Navigation.apiTitle }
        let catalog = configuration.sources.first {
            $0.module != nil && !$0.prefix.isEmpty && path.hasPrefix($0.prefix)
        }
        return catalog?.module ?? Navigation.guidesTitle
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
