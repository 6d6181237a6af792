/// The folder indexes: an index for each folder of the navigation without a page at its
/// `index.html` (`FolderIndexPage`), made from the site's other pages.
struct FolderIndexStage {
    /// The site's pages but the folder indexes it generated; the home page among them, as it
    /// places the root folder's pages in the `Guides` section.
    let pages: [SourcePage]
    /// The sections' order (`collor.yml`'s `navigation`).
    let order: [String]
    /// The top-level sections shown under another title (`Navigation.init`'s `titles`).
    var titles: [String: String] = [:]
    /// The output paths of the files beside the pages: a folder index gives way to a file.
    let files: Set<String>
    /// Whether a source path is a document of the site (a written page, an API page, a
    /// gallery's page): a folder index gives way to it.
    let isDocument: (String) -> Bool
    /// Previews of pages by output path, shown in their folder's index (`FolderIndexPage`).
    var previews: [String: String] = [:]

    /// The folder indexes, by source path (`folder/index.md`). A folder index claims its path
    /// as the home page does: a page written there, a page of another section, or a file
    /// there, and it is not generated.
    ///
    /// - Complexity: O(pages).
    func run() -> [String: GeneratedPage] {
        let navigation = Navigation(pages: pages, order: order, titles: titles)
        var claimed = Set(pages.map(\.outputPath))
        claimed.formUnion(files)
        var descriptions: [String: String] = [:]
        for page in pages {
            if let description = page.frontMatter.description {
                descriptions[page.outputPath] = description
            }
        }
        let folders = navigation.foldersWithoutIndex().filter { section in
            let folder = navigation.sections[section].folder
            return !claimed.contains(folder + "index.html") && !isDocument(folder + "index.md")
        }
        let indexed = Set(folders)
        var generated: [String: GeneratedPage] = [:]
        for section in folders {
            let path = navigation.sections[section].folder + "index.md"
            guard generated[path] == nil else { continue }
            generated[path] = FolderIndexPage.page(
                of: section, in: navigation, descriptions: descriptions, indexed: indexed,
                previews: previews)
        }
        return generated
    }
}
