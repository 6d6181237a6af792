/// A page's markdown rendered to HTML, with what the template and the search index need.
public struct RenderedMarkdown: Sendable {
    /// The body HTML as UTF-8, as the renderer wrote it (the site writes these bytes as they are).
    public var htmlBytes: [UInt8]
    /// The body HTML.
    public var html: String { String(decoding: htmlBytes, as: UTF8.self) }
    /// The text of the first level-1 heading, used as title when there is no front matter.
    public var firstHeading: String?
    /// Every heading with its anchor, in order.
    public var headings: [TOCEntry]
    /// Plain text of the page for the search index (capped), as UTF-8.
    public var textBytes: [UInt8]
    /// Plain text of the page for the search index (capped).
    public var text: String { String(decoding: textBytes, as: UTF8.self) }
    /// The galleries the page embeds, in order.
    public var galleries: [String]
    /// Problems that fail the build (broken links, unknown galleries), in source order.
    public var errors: [SiteError]
    /// Problems reported without failing (stripped HTML and links).
    public var warnings: [SiteError]
}
