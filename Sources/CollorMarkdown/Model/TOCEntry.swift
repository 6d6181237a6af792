/// One heading of a page, as the table of contents and the search index list it.
public struct TOCEntry: Equatable, Sendable {
    /// 1 to 6.
    public var level: Int
    /// The heading's text.
    public var title: String
    /// The `id` of the heading, unique in the page.
    public var anchor: String
    /// False for a heading the render took back (a Topics group docc leaves out): it stays in
    /// the page's list, whose indices are the source's headings', but the table of contents and
    /// the search index leave it out.
    public var isShown = true

    /// Creates an entry.
    public init(level: Int, title: String, anchor: String) {
        self.level = level
        self.title = title
        self.anchor = anchor
    }
}
