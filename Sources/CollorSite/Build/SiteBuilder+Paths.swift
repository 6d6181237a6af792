import CollorMarkdown
import Foundation

/// Where each source path goes and what it is: output path, kind, section and the name shown in
/// errors.
extension SiteBuilder {
    /// Whether a page came, went, or changed what the navigation and other pages' links show
    /// of it (`SourcePage.navigationKey`) since the rebuild under way began (`count` pages then;
    /// `BuildCache.pageBefore`); then every page renders again. Fields are compared, not keys
    /// made: an unchanged page's values share their storage with the last ones, so comparing
    /// them is cheap. With `among`, the caller knows that the other pages are the last ones:
    /// only those are compared.
    func navigationChanged(count: Int, among: Set<String>? = nil) -> Bool {
        guard cache.linked.pages.count == count else { return true }
        guard let among else {
            return cache.linked.pages.contains { path, page in
                guard let old = cache.pageBefore(path) else { return true }
                return !Self.sameNavigation(page, old)
            }
        }
        return among.contains { path in
            switch (cache.linked.pages[path], cache.pageBefore(path)) {
            case (nil, nil): false
            case (let page?, let old?): !Self.sameNavigation(page, old)
            default: true
            }
        }
    }

    /// Whether two pages have the same `navigationKey`, without making the keys.
    private static func sameNavigation(_ one: SourcePage, _ two: SourcePage) -> Bool {
        guard one.outputPath == two.outputPath, one.title == two.title,
            one.frontMatter.order == two.frontMatter.order, one.abstract == two.abstract,
            one.headings.count == two.headings.count, one.isTechnologyRoot == two.isTechnologyRoot,
            zip(one.headings, two.headings).allSatisfy({ $0.anchor == $1.anchor })
        else { return false }
        guard one.topics != nil || two.topics != nil else { return true }
        return one.navigationKey == two.navigationKey
    }

    /// What the site knows of the document at `path` before loading it.
    func pageInput(_ path: String, content: PageContent) -> PageInput {
        PageInput(
            path: path, content: content, displayPath: displayPath(of: path),
            outputPath: RelativePath.withoutPageExtension(path) + ".html", kind: kind(of: path),
            section: section(of: path),
            reading: MarkdownReading(
                // The size limit and errors are for pages people write: a generated API page
                // grows with the module (an enum of thousands of cases), a folder's index with
                // the folder, and a dependency's doc comment must not fail a user's build.
                limits: cache.api.pages?[path] != nil || cache.linked.folderIndexes[path] != nil
                    ? .generated : .handWritten,
                doccAnchors: isInCatalog(path) || cache.api.pages?[path] != nil,
                defaultCodeLanguage: catalog(of: path).flatMap {
                    cache.sources.catalogInfo[$0.prefix]
                }?
                .defaultCodeListingLanguage,
                codeBlockAnnotations: configuration.codeBlockAnnotations),
            reservedAnchors: PageTemplate.reservedIDs)
    }

    /// The DocC catalog the page at `path` belongs to: its own folder's, or for an API page its
    /// module's (docc reads a module's doc comments with its catalog's `Info.plist`).
    private func catalog(of path: String) -> SiteSource? {
        if isInCatalog(path) { return source(of: path) }
        guard cache.api.pages?[path] != nil,
            let module = cache.api.references.first(where: { path.hasPrefix($0.folder) })?.module
        else { return nil }
        return configuration.sources.first {
            $0.module == module && $0.folder.pathExtension == "docc"
        }
    }

    func kind(of path: String) -> SourcePage.Kind {
        if cache.api.pages?[path] != nil { return .api }
        if cache.sources.markdown[path] != nil || path == Self.homePagePath
            || cache.linked.folderIndexes[path] != nil
        {
            return .guide
        }
        // A gallery's page is a page of the site: `galleries/` is a folder of the guides, the
        // Galleries section of the navigation, with its index.
        if configuration.galleries.sitePages[path] != nil { return .guide }
        return .unlisted
    }

    /// Whether the page at `path` is an article of a DocC catalog, whose anchors are DocC's.
    func isInCatalog(_ path: String) -> Bool {
        cache.api.pages?[path] == nil && source(of: path)?.folder.pathExtension == "docc"
    }

    /// `Guides` for the root folder's pages, the module's name for a catalog's.
    func section(of path: String) -> String {
        if path.hasPrefix("api/") { return Navigation.apiTitle }
        return source(of: path)?.module ?? Navigation.guidesTitle
    }

    /// The catalogs' sections shown under their `Info.plist` display name, by module
    /// (`CatalogInfo.sectionTitles`).
    var sectionTitles: [String: String] {
        CatalogInfo.sectionTitles(
            of: configuration.sources, info: cache.sources.catalogInfo,
            references: cache.api.references)
    }

    /// The source whose folder holds the page at `path`: the one with the longest prefix of it.
    func source(of path: String) -> SiteSource? {
        configuration.sources.filter { path.hasPrefix($0.prefix) }
            .max { $0.prefix.count < $1.prefix.count }
    }

    func displayPath(of path: String) -> String {
        if let origin = cache.sources.origins[path] { return origin }
        if path.hasPrefix("api/") { return path + " (generated from the symbol graph)" }
        return path + " (generated)"
    }
}
