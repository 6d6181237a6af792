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
    /// How its markdown is read, at every parse of it: limits, DocC's anchors, the default
    /// language of its code blocks.
    var reading = MarkdownReading()
    /// Ids the page's template writes, which no heading's anchor may take.
    var reservedAnchors: Set<String> = []
}
