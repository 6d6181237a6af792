import CollorMarkdown
import Foundation

/// The files beside the pages, through `SupportFiles`.
extension SiteBuilder {
    /// The support files' stage over this build's sources and settings.
    var supportFiles: SupportFiles {
        SupportFiles(
            sources: cache.sources, galleryFiles: configuration.galleries.files(),
            siteTitle: configuration.siteTitle, baseURL: configuration.baseURL)
    }

    /// Makes the support files into `files`; returns the data files that do not decode.
    ///
    /// With `searchEntries`, the caller knows that nothing the support files are made from
    /// changed but those pages' search entries (output paths): only the search index's files
    /// are made again, from those entries; the others are kept.
    func generateSupportFiles(searchEntries: Set<String>? = nil) -> [SiteError] {
        // The search index's files are kept between rebuilds (`SearchFiles`): one page's edit
        // writes again the shards of its words, not the index of every page.
        cache.output.searchFiles.update(to: cache.output.searchIndex, changed: searchEntries)
        let search = cache.output.searchFiles.files
        if searchEntries != nil {
            for path in cache.output.files.keys where SearchFiles.holds(path) && search[path] == nil
            {
                cache.output.files[path] = nil
            }
            for (path, bytes) in search { cache.output.files[path] = .bytes(bytes) }
            return []
        }
        let sitemapPaths = cache.linked.pages.values.filter {
            $0.sourcePath != Self.searchPagePath && $0.extends == nil
        }
        .map(\.outputPath)
        let generated = supportFiles.generate(
            searchIndex: SearchIndex(), sitemapPaths: sitemapPaths)
        cache.output.files = generated.files
        for (path, bytes) in search { cache.output.files[path] = .bytes(bytes) }
        return generated.errors
    }
}
