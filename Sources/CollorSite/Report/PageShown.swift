import CollorMarkdown

/// What a page's render showed, kept for the build report when one is asked for: its blocks
/// (`RenderedBlock`), the headings they follow, and its platforms.
struct PageShown: Sendable {
    var blocks: [RenderedBlock]
    var headings: [TOCEntry]
    var availability: [PageMetadata.Availability]

    /// What `rendered` shows.
    init(_ rendered: RenderedMarkdown) {
        blocks = rendered.shownBlocks()
        headings = rendered.headings
        availability = rendered.metadata.availability
    }
}
