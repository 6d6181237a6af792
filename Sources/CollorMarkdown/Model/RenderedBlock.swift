/// A block of what a page shows, as the render wrote it: what the build report's sections
/// (discussion, asides, parameters, code listings...) are read from, so that they say what the
/// page shows and not what a second reading of its source guesses.
package struct RenderedBlock: Equatable, Sendable {
    /// What the block is.
    package enum Kind: Equatable, Sendable {
        /// A paragraph, list, quote or table cell's text: discussion unless it is an abstract.
        case paragraph, list, quote
        case heading(level: Int)
        /// An aside: DocC's style (`note`) and its name as shown (`Note`, `Complexity`).
        case aside(style: String, name: String)
        /// A `@DeprecationSummary`.
        case deprecation
        case parameters
        case parameter(name: String)
        case returns
        /// A code listing (no text is kept: DocC's discussion leaves listings out).
        case code(language: String)
        case table
        /// An image as written (`![alt](name)`, `@Image(source:)`).
        case image(source: String)
        /// A member's platforms, under its declaration (`GeneratedBlock.availability`).
        case availability([PageMetadata.Availability])
    }

    package var kind: Kind
    /// Its visible text, white space as its HTML has it (a heading's included); filled by
    /// `RenderedMarkdown.shownBlocks()`.
    package var text: String = ""
    /// Where its HTML is in the page's body (bytes), its opening (an aside's label) left out.
    package var html: Range<Int> = 0..<0
    /// The index in the page's headings of the last heading written before it (a heading's
    /// own), or nil before the first.
    package var heading: Int?
    /// How many recorded blocks it is inside (0: a block of the page itself).
    package var depth: Int
    /// A table's rows and its widest row's cells.
    package var rows = 0
    package var columns = 0
}
