extension SourcePage {
    /// A page people wrote in a DocC catalog, not a tutorial.
    var isCatalogPage: Bool {
        kind == .guide && doccAnchors && !source.isGenerated && !sourcePath.hasSuffix(".tutorial")
    }

    /// Whether docc reads the page as an article of its catalog: a catalog's page that is
    /// neither an extension file nor a root page (` # ``Module`` `).
    var isCatalogArticle: Bool {
        isCatalogPage && extends == nil && extendedSymbol == nil
    }

    /// Whether the page is its catalog's root page: titled with its own module's symbol link
    /// (` # ``Module`` `), it is docc's page for the module.
    var isCatalogRoot: Bool {
        kind == .guide && extendedSymbol != nil && extendedSymbol == section
    }
}
