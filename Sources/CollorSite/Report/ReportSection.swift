/// A part of what a page shows, as the build report lists it: its kind and text, or its named
/// items, or its groups of targets. A member's parts on its type's page name it (`symbol`).
public struct ReportSection: Equatable, Sendable {
    /// The part of the page, as DocC's render JSON names its sections.
    public enum Kind: String, Sendable {
        case title, abstract, declaration, discussion, aside, parameters, returns
        case availability, deprecation, topics, relationships, seeAlso, mentionedIn
        /// A code listing (`language`), an image (`source`), a table (`rows`, `columns`).
        case code, image, table
    }

    /// A named entry: a parameter (`name`, `text`), a platform's availability.
    public struct Item: Equatable, Sendable {
        public var name: String
        public var text: String

        /// An item.
        public init(name: String, text: String) {
            self.name = name
            self.text = text
        }
    }

    /// A titled list of targets: a Topics group, a relationship's list, See Also.
    public struct Group: Equatable, Sendable {
        public var title: String
        /// DocC's name of a relationship's list (`conformsTo`), nil for other groups.
        public var type: String?
        public var members: [ReportTarget]

        /// A group.
        public init(title: String, type: String? = nil, members: [ReportTarget]) {
            self.title = title
            self.type = type
            self.members = members
        }
    }

    public var kind: Kind
    /// The member of the page this part belongs to: its anchor; nil for the page's own.
    public var symbol: String?
    public var text: String?
    /// An aside's name as shown (`Note`, or its own title) and its style (`note`).
    public var name: String?
    public var style: String?
    /// A symbol's precise identifier (USR) and SymbolKit kind, on its title section.
    public var preciseIdentifier: String?
    public var symbolKind: String?
    public var items: [Item] = []
    public var groups: [Group] = []
    /// A code listing's language as written (empty when none).
    public var language: String?
    /// An image's source as written (`figure.png`, `figure`).
    public var source: String?
    /// A table's rows (its head's included) and the cells of its widest row.
    public var rows: Int?
    public var columns: Int?

    /// A section of `kind`, with what it holds.
    public init(
        _ kind: Kind, symbol: String? = nil, text: String? = nil, name: String? = nil,
        style: String? = nil, preciseIdentifier: String? = nil, symbolKind: String? = nil,
        items: [Item] = [], groups: [Group] = []
    ) {
        self.kind = kind
        self.symbol = symbol
        self.text = text
        self.name = name
        self.style = style
        self.preciseIdentifier = preciseIdentifier
        self.symbolKind = symbolKind
        self.items = items
        self.groups = groups
    }
}
