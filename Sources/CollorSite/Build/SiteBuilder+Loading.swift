import CollorMarkdown
import Foundation

/// Loading: the documents of `paths` through `PageLoader`, then the extension files joined to
/// their symbols' pages (`ExtensionFiles`), the articles named as symbols found
/// (`ArticleSymbolNames`) and the output paths checked (`OutputClaims`).
extension SiteBuilder {
    /// Loads `paths` into `pages`, on every core; returns the problems found.
    func loadPages(_ paths: Set<String>) -> [SiteError] {
        let documents = allDocuments()
        let inputs = paths.sorted().compactMap { path in
            documents[path].map { pageInput(path, content: $0) }
        }
        let loaded = PageLoader.load(inputs)
        for page in loaded.pages { pages[page.sourcePath] = page }
        attachExtensionFiles()
        return loaded.errors + shadowedDocuments() + supportFiles.shadowedFiles
            + OutputClaims.clashes(in: pages, files: supportFiles.origins)
    }

    /// Joins the extension files to their symbols' pages and curates the API pages and module
    /// indexes with their Topics. The API pages' headings are final here: the symbol index
    /// serves the render too.
    func attachExtensionFiles() {
        placeCatalogHome()
        symbolLinks = symbolIndex()
        let attachment = ExtensionFiles.attach(to: pages, index: symbolLinks)
        pages = ArticleSymbolNames.mark(attachment.pages, index: symbolLinks)
        curateAPIPages(attachment.curation)
        curateModules()
    }
}
