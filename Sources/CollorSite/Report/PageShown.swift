import CollorMarkdown

/// What a page's render showed, kept for the build report when one is asked for: its blocks
/// (`RenderedBlock`), the headings they follow, and its platforms.
struct PageShown: Sendable {
    var blocks: [RenderedBlock]
    var headings: [TOCEntry]
    /// Its platforms (`metadata`'s `@Available`, or its symbol graph's).
    var availability: [PageMetadata.Availability] { metadata.availability }
    /// The paragraphs that open with emphasis (`<p><em>Deprecated.</em>`): the marks an API
    /// page writes, told apart from prose that starts with the same word.
    var emphasized: Set<Int> = []
    /// Its `@Metadata`, whose `@PageKind` and `@TechnologyRoot` decide an article's role
    /// before its Topics do.
    var metadata: PageMetadata

    /// What `rendered` shows.
    init(_ rendered: RenderedMarkdown) {
        blocks = rendered.shownBlocks()
        headings = rendered.headings
        metadata = rendered.metadata
        let body = rendered.htmlBytes
        // A block's HTML starts after its opening tag (`<p>`).
        let opening = Array("<em>".utf8)
        for (index, block) in blocks.enumerated() where block.kind == .paragraph {
            let start = block.html.lowerBound
            if start >= 0, start + opening.count <= body.count,
                body[start..<start + opening.count].elementsEqual(opening)
            {
                emphasized.insert(index)
            }
        }
    }
}
