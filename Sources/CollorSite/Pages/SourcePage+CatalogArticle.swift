extension SourcePage {
    /// A page people wrote in a DocC catalog, not a tutorial.
    var isCatalogPage: Bool {
        kind == .guide && doccAnchors && !source.isGenerated && !sourcePath.hasSuffix(".tutorial")
    }

    /// Whether docc reads the page as an article of its catalog: a catalog's page that is
    /// neither an extension file nor a root page (` # ``Module`` `).
    var isCatalogArticle: Bool {
        isCatalogPage && isWritten && extendedSymbol == nil
    }

    /// Whether the page is written as a page of its own: an extension file is shown in its
    /// symbol's page, and a dropped article nowhere.
    var isWritten: Bool {
        extends == nil && !isDropped
    }

    /// Whether docc drops the page, an article it reads no page from: one named as a top-level
    /// symbol of its module, or one without a title. Its warnings still read.
    var isDropped: Bool {
        yieldsToSymbol || lacksTitle
    }

    /// Whether the page is its catalog's root page: titled with its own module's symbol link
    /// (` # ``Module`` `), it is docc's page for the module.
    var isCatalogRoot: Bool {
        kind == .guide && extendedSymbol != nil && extendedSymbol == section
    }
}
