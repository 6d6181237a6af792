/// The pages the site generates from the others: an index for each folder listed without one,
/// and the home page, which links to them.
extension SiteBuilder {
    /// Generates and loads the folder indexes and the home page that the other pages call for,
    /// and forgets the generated ones no longer called for. Returns the problems found, the
    /// source paths (re)loaded and those forgotten.
    ///
    /// The home page comes first, so that the root folder's pages are the `Guides` section's
    /// whatever the build; then the folders' indexes; then the home page again, whose links to
    /// folders now lead to their indexes.
    func loadGeneratedPages()
        -> (errors: [SiteError], loaded: Set<String>, removed: [SourcePage])
    {
        var loaded = Set<String>()
        var errors: [SiteError] = []
        let home = loadGeneratedHome()
        errors += home.errors
        if home.loaded { loaded.insert(Self.homePagePath) }
        let folders = loadGeneratedFolderIndexes()
        errors += folders.errors
        loaded.formUnion(folders.loaded)
        if !folders.loaded.isEmpty || !folders.removed.isEmpty {
            let again = loadGeneratedHome()
            if again.loaded { loaded.insert(Self.homePagePath) }
            errors += again.errors
        }
        // The site's other pages were checked before: what clashes now involves a generated
        // page. They are not linked: they document no symbol, and no symbol link reaches them.
        if !loaded.isEmpty { errors += outputProblems() }
        return (errors, loaded, folders.removed)
    }

    /// Generates an index for each folder of the navigation without a page at its `index.html`
    /// (`FolderIndexPage`), and loads those that changed. A folder index claims its path as the
    /// home page does: a written page there, a page of another section, or a file there, and it
    /// is not generated.
    private func loadGeneratedFolderIndexes()
        -> (errors: [SiteError], loaded: Set<String>, removed: [SourcePage])
    {
        let others = pages.values.filter { !isGeneratedFolderIndex($0) }
        let navigation = Navigation(pages: others, order: configuration.navigation)
        var claimed = Set(others.map(\.outputPath))
        claimed.formUnion(supportFiles.origins.keys)
        let taken = allDocuments()
        var descriptions: [String: String] = [:]
        for page in others {
            if let description = page.frontMatter.description {
                descriptions[page.outputPath] = description
            }
        }
        let folders = navigation.foldersWithoutIndex().filter { section in
            let folder = navigation.sections[section].folder
            let source = folder + "index.md"
            return !claimed.contains(folder + "index.html")
                && (taken[source] == nil || folderIndexes[source] != nil)
                && sources.markdown[source] == nil
        }
        let indexed = Set(folders)
        var generated: [String: GeneratedPage] = [:]
        for section in folders {
            let path = navigation.sections[section].folder + "index.md"
            guard generated[path] == nil else { continue }
            generated[path] = FolderIndexPage.page(
                of: section, in: navigation, descriptions: descriptions, indexed: indexed,
                previews: configuration.galleries.sitePreviews)
        }
        var removed: [SourcePage] = []
        for (path, page) in folderIndexes where generated[path] == nil {
            if let loaded = pages[path], loaded.source == .generated(page) {
                pages[path] = nil
                removed.append(loaded)
            }
        }
        let changed = Set(
            generated.keys.filter { path in
                pages[path]?.source != generated[path].map(PageContent.generated)
            })
        folderIndexes = generated
        guard !changed.isEmpty else { return ([], [], removed) }
        return (loadPages(changed), changed, removed)
    }

    /// Whether `page` is a folder index the site generated (a written `index.md` is not).
    func isGeneratedFolderIndex(_ page: SourcePage) -> Bool {
        guard let generated = folderIndexes[page.sourcePath] else { return false }
        return page.source == .generated(generated)
    }
}
