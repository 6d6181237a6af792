import CollorMarkdown

/// The pages the site generates from the others: an index for each folder listed without one,
/// and the home page, which links to them.
extension SiteBuilder {
    /// Generates and loads the folder indexes and the home page that the other pages call for,
    /// and forgets the generated ones no longer called for. Returns the problems found, the
    /// source paths (re)loaded and those forgotten.
    ///
    /// The folder indexes come first (`FolderIndexStage`), made with the home page's place in
    /// the navigation, so that the root folder's pages are the `Guides` section's whatever the
    /// build; then the home page, once, whose links to folders lead to their indexes.
    func loadGeneratedPages()
        -> (errors: [SiteError], loaded: Set<String>, removed: [SourcePage])
    {
        let wantsHome = cache.sources.markdown[Self.homePagePath] == nil && !hasCatalogHome
        let folders = loadGeneratedFolderIndexes(home: wantsHome ? homePlaceholder() : nil)
        var loaded = folders.loaded
        var errors = folders.errors
        let home = loadGeneratedHome()
        errors += home.errors
        if home.loaded { loaded.insert(Self.homePagePath) }
        // The site's other pages were checked before: what clashes now involves a generated
        // page. They are not linked: they document no symbol, and no symbol link reaches them.
        if !loaded.isEmpty { errors += outputProblems() }
        return (errors, loaded, folders.removed)
    }

    /// Generates the folder indexes (`FolderIndexStage`) and loads those that changed; `home`
    /// stands for the home page the site generates, if it does.
    private func loadGeneratedFolderIndexes(home: SourcePage?)
        -> (errors: [SiteError], loaded: Set<String>, removed: [SourcePage])
    {
        var others = cache.linked.pages.values.filter {
            !isGeneratedFolderIndex($0) && (home == nil || $0.sourcePath != Self.homePagePath)
        }
        if let home { others.append(home) }
        let galleryPages = configuration.galleries.sitePages
        let generated = FolderIndexStage(
            pages: others, order: configuration.navigation, titles: sectionTitles,
            files: Set(supportFiles.origins.keys),
            isDocument: { [sources = cache.sources, apiPages = cache.api.pages] path in
                sources.markdown[path] != nil || apiPages?[path] != nil
                    || galleryPages[path] != nil
            },
            previews: configuration.galleries.sitePreviews
        ).run()
        var removed: [SourcePage] = []
        for (path, page) in cache.linked.folderIndexes where generated[path] == nil {
            if let loaded = cache.linked.pages[path], loaded.source == .generated(page) {
                cache.linked.pages[path] = nil
                removed.append(loaded)
            }
        }
        let changed = Set(
            generated.keys.filter { path in
                cache.linked.pages[path]?.source != generated[path].map(PageContent.generated)
            })
        cache.linked.folderIndexes = generated
        guard !changed.isEmpty else { return ([], [], removed) }
        return (loadPages(changed), changed, removed)
    }

    /// The home page as the navigation places it, before it is made: its links are made once
    /// the folders' indexes are known.
    private func homePlaceholder() -> SourcePage {
        let title = configuration.siteTitle
        let input = pageInput(
            Self.homePagePath,
            content: .generated(GeneratedPage(title: title, order: -1, blocks: [])))
        return SourcePage(
            sourcePath: input.path, outputPath: input.outputPath, kind: input.kind,
            section: input.section, source: input.content,
            frontMatter: FrontMatter(title: title.isEmpty ? nil : title, order: -1),
            body: "", bodyLineOffset: 0, headings: [], title: title,
            displayPath: input.displayPath)
    }

    /// Whether `page` is a folder index the site generated (a written `index.md` is not).
    func isGeneratedFolderIndex(_ page: SourcePage) -> Bool {
        guard let generated = cache.linked.folderIndexes[page.sourcePath] else { return false }
        return page.source == .generated(generated)
    }
}
