/// A page a build wrote, as the build report lists it: where it came from, what it shows and
/// where its links went.
public struct PageRecord: Equatable, Sendable {
    /// What made the page. New kinds may come as DocC's are followed: a `switch` over it
    /// wants a `default`.
    public enum Kind: String, Sendable {
        /// A page people wrote: a catalog's article, a guide of a folder of docs.
        case article
        /// An API collection, as DocC names it: a catalog's article whose Topics have a group,
        /// or a type's "X Implementations" page (its members that a protocol's extension gives).
        case collection
        /// A catalog's root page that no module has: an article with `@TechnologyRoot` in its
        /// `@Metadata` (DocC's role `collection`).
        case technologyRoot
        /// A symbol's page of the API reference, with its members as sections.
        case symbol
        /// A module's index of the API reference.
        case module
        /// The API reference's index of modules.
        case apiIndex
        /// A DocC tutorial, or a tutorials' table of contents.
        case tutorial
        /// A gallery's own page.
        case gallery
        /// The home page the site generates when the sources have none.
        case home
        /// The index generated for a folder without one.
        case index
        /// The search page.
        case search
    }

    /// Output path, relative to the output folder (`guide/model.html`).
    public var path: String
    /// The file it was made from as diagnostics name it (`Kit.docc/Guide.md`); nil for a page
    /// the site generates.
    public var source: String?
    public var kind: Kind
    public var title: String
    /// The heading a catalog's article shows above its title when it names one
    /// (`@TitleHeading`, or `@PageKind`'s: "Sample Code"), as DocC's `roleHeading`.
    public var roleHeading: String?
    /// DocC extension files merged into this page, as diagnostics name them.
    public var extensionFiles: [String] = []
    /// What the page shows, in page order (`ReportSection`).
    public var sections: [ReportSection] = []
    /// Every link the page writes, its extension files' included, in source order.
    public var links: [LinkRecord] = []

    /// A page record.
    public init(
        path: String, source: String?, kind: Kind, title: String, extensionFiles: [String] = [],
        sections: [ReportSection] = [], links: [LinkRecord] = []
    ) {
        self.path = path
        self.source = source
        self.kind = kind
        self.title = title
        self.extensionFiles = extensionFiles
        self.sections = sections
        self.links = links
    }
}
