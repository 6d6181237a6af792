/// What a page is made from: a markdown file as written (its settings in YAML front matter), or
/// a page the site makes itself, whose settings are typed values and never YAML to be read back.
enum PageContent: Equatable, Sendable {
    /// A file's whole text, front matter included.
    case written(String)
    /// A page the site generates (the API reference's, the home and search pages).
    case generated(GeneratedPage)

    /// Whether the site wrote it: its headings may set their anchors (`{#id}`), as API pages
    /// do for overloads.
    var isGenerated: Bool {
        if case .generated = self { true } else { false }
    }
}

/// A page the site makes itself: its settings as values and its body as markdown (doc comments
/// and declarations go through the same renderer as the guides).
struct GeneratedPage: Equatable, Sendable {
    var title: String
    /// The `<meta name="description">` and the search index's summary.
    var description: String?
    /// Position in the navigation.
    var order: Int?
    /// Keeps raw HTML (the search page's container).
    var unsafe = false
    /// The markdown of the page, without front matter.
    var body: String
}
