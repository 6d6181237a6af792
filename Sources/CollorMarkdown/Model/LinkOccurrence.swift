/// A link as a page wrote it and where it went: one per occurrence, in source order, for the
/// build report (the same target linked twice is two occurrences).
package struct LinkOccurrence: Equatable, Sendable {
    /// How the link was written.
    package enum Kind: String, Sendable {
        /// `<doc:Name>` or `[text](doc:Name)`.
        case document = "doc"
        /// A symbol link, ` ``Module/Type`` `.
        case symbol
        /// Any other link, `[text](destination)`.
        case link
    }

    /// The page's file, as named in its diagnostics (`MarkdownContext.file`).
    package var file: String
    /// 1-based line of the link in its page's file.
    package var line: Int
    /// 1-based column in bytes.
    package var column: Int
    package var kind: Kind
    /// The destination as written (`doc:Other#Heading`, ` Basket/add(_:) `, `model.md`).
    package var destination: String
    /// The index in the page's `headings` of the last heading before the link (nil before the
    /// first): which section, and which Topics group, it is in.
    package var heading: Int?
    /// The URL written, relative to the page as in its `href`; nil when the link was left
    /// unlinked, stripped or written empty.
    package var url: String?
    /// Written in a list's item, not in a paragraph of its own: of a Topics or See Also
    /// section, an entry, where a link in a group's description is none.
    package var inListItem = false

    /// A link occurrence.
    package init(
        file: String, line: Int, column: Int, kind: Kind, destination: String, url: String?,
        heading: Int? = nil
    ) {
        self.heading = heading
        self.file = file
        self.line = line
        self.column = column
        self.kind = kind
        self.destination = destination
        self.url = url
    }
}
