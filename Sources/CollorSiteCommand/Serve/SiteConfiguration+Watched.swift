import CollorSite
import Foundation

extension SiteConfiguration {
    /// Every folder whose files a build reads, for the preview's watcher: the sources (tutorial
    /// code files among them), the theme, the snippets and the folders of the symbol graphs.
    /// The output is left out by the watcher, wherever it lies.
    var watchedFolders: [URL] {
        let graphFolders = symbolGraphs.map { $0.deletingLastPathComponent() }
        var seen = Set<String>()
        return (sources.map(\.folder) + [theme, snippets].compactMap { $0 } + graphFolders)
            .filter { seen.insert($0.standardizedFileURL.path).inserted }
    }
}
