import CollorMarkdown

/// How one page's markdown is read: made once, on its input (`PageInput`), and given to every
/// parse of the page (loading, a render that parses again, the curation's new API page), so that
/// no parse reads it with other options.
struct MarkdownReading: Equatable, Sendable {
    /// The bounds on the page's work: a generated API page has no size cap (it grows with its
    /// module) and shows what goes over a limit plain, with a warning.
    var limits = MarkdownLimits.handWritten
    /// A DocC catalog's article or an API page: its anchors are DocC's (`#Instance-Methods`),
    /// so that a catalog's pages and the API pages its links reach agree.
    var doccAnchors = false
    /// The language of its code blocks that name none: its catalog's
    /// `CDDefaultCodeListingLanguage` (`CatalogInfo`), which docc gives its module's doc
    /// comments too.
    var defaultCodeLanguage: String?
    /// Whether fenced blocks' info strings are read as DocC 6.3's code-block annotations
    /// (`SiteConfiguration.codeBlockAnnotations`).
    var codeBlockAnnotations = false
}
