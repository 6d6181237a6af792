/// What a page is made from: a markdown file as written (its settings in YAML front matter), or
/// a page the site makes itself, whose settings are typed values and never YAML to be read back.
enum PageContent: Equatable, Sendable {
    /// A file's whole text, front matter included.
    case written(String)
    /// A page the site generates (the API reference's, the home and search pages).
    case generated(GeneratedPage)

    /// Whether the site made it: its tree is built from typed blocks, not parsed.
    var isGenerated: Bool {
        if case .generated = self { true } else { false }
    }
}
