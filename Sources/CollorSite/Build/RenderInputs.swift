import CollorMarkdown

/// What the render stage reads of the linked site: values, none of them changed by rendering.
struct RenderInputs {
    let configuration: SiteConfiguration
    /// The linked pages, by source path.
    let pages: [String: SourcePage]
    let sources: SiteSources
    let apiReferences: [APIReference]
    /// Code span text → the API page it links to.
    let symbolPages: [String: String]
    let symbolLinks: SymbolIndex
    /// The highlighted blocks in languages other than Swift.
    let highlighted: [CodeBlock: String?]
    /// The pages' trees from loading, by source path (`ParsedDocument`).
    let documents: [String: ParsedDocument]
    /// The articles each catalog's root page lists under "Articles", by section.
    let automaticArticles: AutomaticArticles.BySection

    /// The support files' stage over these sources, for the files links may reach.
    var supportFiles: SupportFiles {
        SupportFiles(
            sources: sources, galleryFiles: configuration.galleries.files(),
            siteTitle: configuration.siteTitle, baseURL: configuration.baseURL)
    }

    /// Each module's types in groups for the sidebar, by the module's API folder: as the
    /// module's index lists them (`APIReference.typeGroups()`).
    var navigationGroups: [String: [Navigation.Group]] {
        Dictionary(
            apiReferences.map { reference in
                let groups = reference.typeGroups().map { group in
                    Navigation.Group(
                        title: group.title,
                        pages: group.pages.map { reference.outputPath(of: $0.name) })
                }
                return (reference.folder, groups)
            },
            uniquingKeysWith: { first, _ in first })
    }
}
