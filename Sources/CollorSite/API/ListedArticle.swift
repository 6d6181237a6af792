/// An article that a catalog's root page (a module's page, or a `@TechnologyRoot` page) lists
/// under "Articles": docc's automatic group of the catalog's articles that no curation reaches
/// (`AutomaticArticles` finds them).
struct ListedArticle: Equatable, Sendable {
    /// The group's title, as docc names it.
    static let groupTitle = "Articles"

    var title: String
    var sourcePath: String
    var outputPath: String
    /// The article's abstract, as its page gives it.
    var abstract: String?
}
