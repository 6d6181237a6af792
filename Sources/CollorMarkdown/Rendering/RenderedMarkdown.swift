import CollorHTMLWriter

/// A page's markdown rendered to HTML, with what the template and the search index need.
public struct RenderedMarkdown: Sendable {
    /// The renderer's buffer, handed over without a copy.
    package var body: HTMLWriter
    /// The body HTML as UTF-8.
    public var htmlBytes: [UInt8] { body.bytes }
    /// The body HTML.
    public var html: String { body.string }
    /// The text of the first level-1 heading, used as title when there is no front matter.
    public var firstHeading: String?
    /// Every heading with its anchor, in order.
    public var headings: [TOCEntry]
    /// The search text's buffer, handed over without a copy.
    package var searchText: HTMLWriter
    /// Plain text of the page for the search index (capped).
    public var text: String { searchText.string }
    /// The galleries the page embeds, in order.
    public var galleries: [String]
    /// Problems that fail the build (a construct over a limit, a page too large), in source
    /// order: those whose reason's severity is `.error`.
    public var errors: [MarkdownDiagnostic]
    /// Problems reported without failing, as DocC reports them (broken links, stripped HTML,
    /// unknown directives), in source order; a strict build fails on them.
    public var warnings: [MarkdownDiagnostic]
    /// What the page's `@Metadata` directive says.
    public var metadata: PageMetadata
    /// Every link the page writes, in source order, with the URL it went to
    /// (`LinkOccurrence`).
    package var links: [LinkOccurrence] = []
    /// The blocks it shows, in order, for the build report's sections (`RenderedBlock`).
    package var blocks: [RenderedBlock] = []
    /// Whether the page shows DocC's automatic role heading: off by
    /// `@AutomaticTitleHeading(disabled)` in its `@Options` or its catalog's.
    package var automaticTitleHeading = true

    /// Every problem found, errors first, each in source order.
    public var diagnostics: [MarkdownDiagnostic] { errors + warnings }
}

extension RenderedMarkdown {
    /// Nothing rendered, for the reason given.
    init(failure: MarkdownDiagnostic) {
        self.init(
            body: HTMLWriter(escaping: .commonMark), firstHeading: nil, headings: [],
            searchText: HTMLWriter(escaping: .commonMark), galleries: [], errors: [failure],
            warnings: [], metadata: PageMetadata())
    }
}
