import CollorMarkdown

/// The loading and linking stages' result: every page of the site loaded and linked, with the
/// pages the site generates from the others, keyed by the documents they were read from (each
/// page keeps its `source`).
struct LinkedPages {
    /// The loaded and linked pages, by source path.
    var pages: [String: SourcePage] = [:]
    /// The trees of the pages loaded since the last render, by source path: each page's render
    /// takes its tree, so that a build parses each page once. Emptied when rendering ends.
    var parsed: [String: ParsedDocument] = [:]
    /// Symbol links' targets, indexed when pages are loaded (their anchors known).
    var symbolLinks = SymbolIndex(references: [], headingsByOutput: [:])
    /// The home page written when the sources have no `index.md`.
    var homePage: GeneratedPage?
    /// The index pages written for folders without an `index.md`, by source path.
    var folderIndexes: [String: GeneratedPage] = [:]
    /// The articles each catalog's root page lists under "Articles", by section
    /// (`AutomaticArticles`).
    var automaticArticles: AutomaticArticles.BySection = [:]
}
