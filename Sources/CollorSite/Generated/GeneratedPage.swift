import CollorMarkdown

/// A page the site makes itself (an API page, the home page, a folder's index, the search
/// page): its settings as values and its content as typed blocks, which become the tree the
/// renderer walks without being written as markdown and parsed back. Only the user's markdown
/// in it (doc comments, Topics items) is parsed, each piece on its own.
struct GeneratedPage: Equatable, Sendable {
    var title: String
    /// The `<meta name="description">` and the search index's summary.
    var description: String?
    /// Position in the navigation.
    var order: Int?
    /// Keeps raw HTML (the search page's container).
    var unsafe = false
    var blocks: [GeneratedBlock]
    /// The platforms shown above the title, as `@Available` shows them (a symbol's, from its
    /// symbol graph and catalog).
    var availability: [PageMetadata.Availability] = []
    /// The small heading above the title, as `@TitleHeading` shows it (a module page's kind).
    var titleHeading: String?
    /// The pages above this one, outermost first (a symbol's module, then its parent types),
    /// shown as DocC's breadcrumbs above the title.
    var breadcrumbs: [Breadcrumb] = []

    /// A page above a generated page: its title and root-relative output path.
    struct Breadcrumb: Equatable, Sendable {
        var title: String
        var outputPath: String
    }

    /// The one place a generated page becomes a document.
    ///
    /// - Parameter docc: the page is a symbol's, where every block quote of its doc comments is
    ///   an aside.
    func document(limits: MarkdownLimits, docc: Bool) -> MarkdownDocument {
        MarkdownDocument(generated: blocks, limits: limits, docc: docc)
    }
}
