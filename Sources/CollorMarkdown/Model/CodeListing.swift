/// A tutorial step's code listing, handed to `MarkdownContext.codeListing` so that a site can
/// show the change from the listing before it: each line's text (its identity) and its
/// highlighted HTML, for this file and for the one the previous step showed under the same name
/// (or `@Code(previousFile:)`), unless `@Code(reset: true)` starts afresh.
public struct CodeListing: Equatable, Sendable {
    /// The name the reader sees (`Package.swift`).
    public var name: String
    /// The lines of the file, without their line breaks.
    public var lines: [String]
    /// Each line's HTML: its text escaped, in the highlighter's `<span>`s, every span closed on
    /// its line.
    public var highlightedLines: [String]
    /// The previous listing's lines and their HTML; nil when the listing starts afresh.
    public var previousLines: [String]?
    public var previousHighlightedLines: [String]?
    /// 1-based position among the page's listings, for names that must be unique on the page.
    public var index: Int

    /// A listing; `previousLines` nil starts afresh.
    public init(
        name: String, lines: [String], highlightedLines: [String], previousLines: [String]?,
        previousHighlightedLines: [String]?, index: Int
    ) {
        self.name = name
        self.lines = lines
        self.highlightedLines = highlightedLines
        self.previousLines = previousLines
        self.previousHighlightedLines = previousHighlightedLines
        self.index = index
    }
}
