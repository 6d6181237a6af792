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
        // Undone by making them again from the restored entries: keeping the last ones would
        // copy every shard this update writes into.
        cache.undo?.remake { $0.output.searchFiles.update(to: $0.output.searchIndex) }
        cache.output.searchFiles.update(to: cache.output.searchIndex, changed: searchEntries)
        let search = cache.output.searchFiles.files
        if searchEntries != nil {
            for path in cache.output.files.keys where SearchFiles.holds(path) && search[path] == nil
            {
                cache.set(\.output.files, path, to: nil)
            }
            for (path, bytes) in search { cache.set(\.output.files, path, to: .bytes(bytes)) }
            return []
        }
        // Paths only, not a copy of every page: this is the build's peak (the search files).
        let sitemapPaths = cache.linked.pages.values.compactMap {
            $0.sourcePath != Self.searchPagePath && $0.isWritten ? $0.outputPath : nil
        }
        let generated = supportFiles.generate(
            searchIndex: SearchIndex(), sitemapPaths: sitemapPaths)
        var files = generated.files
        for (path, bytes) in search { files[path] = .bytes(bytes) }
        cache.replace(\.output.files, with: files)
        return generated.errors
    }
}
