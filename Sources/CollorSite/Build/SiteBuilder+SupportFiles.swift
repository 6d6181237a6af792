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
        let generated = supportFiles.generate(searchIndex: searchIndex, sitemapPaths: sitemapPaths)
        files = generated.files
        return generated.errors
    }
}
