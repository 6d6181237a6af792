/// The home page of a site that is one DocC catalog: DocC opens a catalog on its root page (the
/// one titled ` # ``MyLib`` `, after the module it documents), so that page is written to the
/// site's `index.html`, in place of a generated list of pages. A site with a markdown folder has
/// that folder's `index.md` (or the generated list) as its home, whatever its catalogs.
extension SiteBuilder {
    /// Moves the catalog's root page to `index.html` when the site is one catalog; the first
    /// such page by source path when two claim the module (DocC reports that as an error of its
    /// own).
    func placeCatalogHome() {
        guard configuration.sources.count == 1, let module = configuration.sources.first?.module
        else { return }
        let root = pages.keys.sorted().first { path in
            guard let page = pages[path] else { return false }
            return page.kind == .guide && page.section == module && page.extendedSymbol == module
        }
        guard let root else { return }
        pages[root]?.outputPath = Navigation.homePath
        // A generated home loaded before (the root page was titled otherwise while serving)
        // gives way at once, before the output paths are checked.
        if let home = pages[Self.homePagePath], case .generated = home.source {
            pages[Self.homePagePath] = nil
            homePage = nil
        }
    }

    /// Whether a catalog's root page is the site's home (`placeCatalogHome()`).
    var hasCatalogHome: Bool {
        pages.values.contains {
            $0.outputPath == Navigation.homePath && $0.sourcePath != Self.homePagePath
        }
    }
}
