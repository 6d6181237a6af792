/// A page's markdown rendered to HTML, with what the template and the search index need.
public struct RenderedMarkdown: Sendable {
    /// The body HTML.
    public var html: String
    /// The text of the first level-1 heading, used as title when there is no front matter.
    public var firstHeading: String?
    /// Every heading with its anchor, in order.
    public var headings: [TOCEntry]
    /// Plain text of the page for the search index (capped).
    public var text: String
    /// The galleries the page embeds, in order.
    public var galleries: [String]
    /// Problems that fail the build (broken links, unknown galleries), in source order.
    public var errors: [SiteError]
    /// Problems reported without failing (stripped HTML and links).
    public var warnings: [SiteError]
}
