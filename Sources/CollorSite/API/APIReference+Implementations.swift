import CollorHTML
import CollorMarkdown

/// docc's "X Implementations" pages (`ImplementationsCollection`): one per type and provider,
/// beside the type's page and named as a page nested in it (`api/MyLib/Box.Sized-Implementations
/// .html`), as docc's URL nests it under the type (`Box/Sized-Implementations`). No type page's
/// file name ends so: their `-` is spelled `-2D`. Not in a folder of its own, which would get a
/// generated index.
extension APIReference {
    /// The page's file name under the module's folder, without extension.
    func fileName(of collection: ImplementationsCollection, on page: TypePage) -> String {
        fileName(of: page.name) + "." + OutputPath.fileName(for: collection.name)
            + "-Implementations"
    }

    /// Virtual source paths of a type's "X Implementations" pages, and the pages.
    func collectionPages(of page: TypePage) -> [(path: String, page: GeneratedPage)] {
        let collections = Self.memberGroups(page, module: module).flatMap(\.collections)
        return collections.map { collection in
            (
                path: folder + fileName(of: collection, on: page) + ".md",
                page: collectionPage(collection, of: page)
            )
        }
    }

    /// The role heading docc shows above an API collection: an "X Implementations" page, and an
    /// article whose Topics curate a symbol (`SourcePage.isAPICollection`).
    static let collectionHeading = "API Collection"

    /// Whether the generated API page `sourcePath` is an "X Implementations" page.
    static func isCollectionPage(_ sourcePath: String) -> Bool {
        sourcePath.hasPrefix("api/") && sourcePath.hasSuffix("-Implementations.md")
    }

    /// The output path of a type's "X Implementations" page.
    func outputPath(of collection: ImplementationsCollection, on page: TypePage) -> String {
        folder + fileName(of: collection, on: page) + ".html"
    }

    /// An "X Implementations" page as docc shows it: titled by the collection, an API
    /// Collection, its members by kind, each linking to its section on the type's page.
    func collectionPage(
        _ collection: ImplementationsCollection, of page: TypePage
    ) -> GeneratedPage {
        let typePage = fileName(of: page.name) + ".md"
        var blocks: [GeneratedBlock] = [.heading(level: 1, [.text(collection.title)])]
        let groups = Self.collectionGroups(collection, of: page, module: module)
        if !groups.isEmpty { blocks.append(.heading(level: 2, [.text("Topics")])) }
        for group in groups {
            blocks.append(.heading(level: 3, [.text(group.title)]))
            blocks.append(
                .list(
                    group.members.map { member in
                        let anchor = member.anchor.map { "#" + $0 } ?? ""
                        return [.link(typePage + anchor, [.code(member.heading)])]
                    }))
        }
        var crumbs = breadcrumbs(of: page)
        crumbs.append(
            GeneratedPage.Breadcrumb(title: page.title, outputPath: outputPath(of: page.name)))
        return GeneratedPage(
            title: collection.title, blocks: blocks, titleHeading: Self.collectionHeading,
            breadcrumbs: crumbs)
    }
}
