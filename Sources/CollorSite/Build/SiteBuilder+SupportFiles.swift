import CollorMarkdown
import Foundation

/// The files beside the pages, through `SupportFiles`.
extension SiteBuilder {
    /// The support files' stage over this build's sources and settings.
    var supportFiles: SupportFiles {
        SupportFiles(
            sources: sources, galleryFiles: configuration.galleries.files(),
            siteTitle: configuration.siteTitle, baseURL: configuration.baseURL)
    }

    /// Makes the support files into `files`; returns the data files that do not decode.
    func generateSupportFiles() -> [SiteError] {
        let sitemapPaths = pages.values.filter {
            $0.sourcePath != Self.searchPagePath && $0.extends == nil
        }
        .map(\.outputPath)
        // The search index's files are kept between rebuilds (`SearchFiles`): one page's edit
        // writes again the shards of its words, not the index of every page.
        searchFiles.update(to: searchIndex)
        let generated = supportFiles.generate(
            searchIndex: SearchIndex(), sitemapPaths: sitemapPaths)
        files = generated.files
        for (path, bytes) in searchFiles.files { files[path] = .bytes(bytes) }
        return generated.errors
    }
}
