import CollorMarkdown

/// A document of the site before it is loaded: its content and what its place in the site
/// says about it. Made by the builder from the sources, the API reference and the pages it
/// generates; `PageLoader` turns it into a `SourcePage`.
struct PageInput: Sendable {
    /// Root-relative source path (`guide/model.md`; generated pages get a virtual one).
    var path: String
    /// The file's text, or the generated page.
    var content: PageContent
    /// The name shown in errors (`Site/guide/model.md`, `api/X.md (generated ...)`).
    var displayPath: String
    /// Root-relative output path when the front matter sets no slug.
    var outputPath: String
    var kind: SourcePage.Kind
    /// The sidebar section (`Guides`, a catalog's module, `API reference`).
    var section: String
    /// A DocC catalog's article or an API page: its anchors are DocC's (`#Instance-Methods`),
    /// so that a catalog's pages and the API pages its links reach agree.
    var doccAnchors: Bool
    /// The bounds on the page's work: a generated API page has no size cap (it grows with its
    /// module) and shows what goes over a limit plain, with a warning.
    var limits: MarkdownLimits = .handWritten
    /// Ids the page's template writes, which no heading's anchor may take.
    var reservedAnchors: Set<String> = []
    /// The language of its code blocks that name none: its catalog's
    /// `CDDefaultCodeListingLanguage` (`CatalogInfo`).
    var defaultCodeLanguage: String?
}
