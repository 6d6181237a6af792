import CollorMarkdown
import Foundation

/// The stage that makes the files beside the pages: the static files and the theme, the
/// galleries' own files, a chart per `data/*.json`, the search index, `404.html` and, with a
/// base URL, `sitemap.xml`. A function of the sources, the rendered pages' search entries and the
/// site's settings.
struct SupportFiles {
    var sources: SiteSources
    /// Files the galleries add as they are, by root-relative output path.
    var galleryFiles: [String: [UInt8]]
    var siteTitle: String
    var baseURL: String?

    /// The files by root-relative output path, and the data files that do not decode.
    ///
    /// - Parameters:
    ///   - searchIndex: The rendered pages' search entries.
    ///   - sitemapPaths: The output paths the sitemap lists.
    /// - Complexity: O(size of the static files and data, plus the search index).
    func generate(searchIndex: SearchIndex, sitemapPaths: [String])
        -> (files: [String: FileContent], errors: [SiteError])
    {
        var errors: [SiteError] = []
        var files = sources.staticFiles.filter { !sources.unpublished.contains($0.key) }
        for (path, bytes) in galleryFiles { files[path] = .bytes(bytes) }
        for (path, bytes) in sources.data where path.hasSuffix(".json") {
            do {
                let chart = try BarChart.decode(
                    Data(bytes), file: sources.origins[path] ?? path + " (generated)")
                files[Self.chartPath(of: path)] = .bytes(chart.svg())
            } catch {
                errors.append(error)
            }
        }
        for (path, bytes) in searchIndex.files() { files[path] = .bytes(bytes) }
        files["404.html"] = .bytes(
            NotFoundPage.render(
                siteTitle: siteTitle, baseURL: baseURL,
                css: sources.staticFiles["theme/style.css"]?.readBytes() ?? []))
        if let baseURL {
            files[Sitemap.path] = .bytes(Sitemap.xml(paths: sitemapPaths, baseURL: baseURL))
        }
        return (files, errors)
    }

    /// Everything a link may point at besides pages: the files `generate` writes.
    var knownFiles: Set<String> { Set(origins.keys) }

    /// Each file `generate` writes, with the source an error names for it.
    var origins: [String: String] {
        var origins: [String: String] = [:]
        for path in sources.staticFiles.keys where !sources.unpublished.contains(path) {
            origins[path] = sources.origins[path] ?? path + " (the built-in theme)"
        }
        for path in galleryFiles.keys { origins[path] = path + " (a gallery's file)" }
        for path in sources.data.keys where path.hasSuffix(".json") {
            origins[Self.chartPath(of: path)] =
                "the chart generated from " + (sources.origins[path] ?? path)
        }
        for path in ["search-index.js", "404.html"] + (baseURL == nil ? [] : [Sitemap.path]) {
            origins[path] = path + " (generated)"
        }
        return origins
    }

    /// The user's files that a file the site writes would replace (`404.html`, `sitemap.xml`
    /// with a base URL, `search-index.js`, anything in `search/`, a chart, a gallery's file, a
    /// file of the built-in theme): errors naming both, as a page the site writes does (row 10 of
    /// hostile-input round three: they were replaced without a word). The search index's folder
    /// is reserved whole: its shards' names depend on the pages' words.
    var shadowedFiles: [SiteError] {
        var generated: [String: String] = [
            "404.html": "the 404 page", "search-index.js": "the search index",
        ]
        if baseURL != nil { generated[Sitemap.path] = "the sitemap" }
        for path in galleryFiles.keys { generated[path] = "a gallery's file" }
        for path in sources.data.keys where path.hasSuffix(".json") {
            generated[Self.chartPath(of: path)] =
                "the chart generated from " + (sources.origins[path] ?? path)
        }
        var errors: [SiteError] = []
        for path in sources.staticFiles.keys.sorted() {
            guard let origin = sources.origins[path] else { continue }
            let writer =
                generated[path]
                ?? (path.hasPrefix("search/") ? "the search index's folder" : nil)
                ?? (path.hasPrefix(BuiltInTheme.folder)
                    && sources.staticFiles[path]?.sourcePath?.hasSuffix("/" + origin) != true
                    ? "the theme" : nil)
            guard let writer else { continue }
            errors.append(
                SiteError(
                    file: origin,
                    reason: .output(
                        .duplicateOutput(
                            "\(path) (also written by the site: \(writer); rename the file)"))))
        }
        return errors
    }

    /// `data/diff-benchmark.json` → `charts/diff-benchmark.svg`.
    static func chartPath(of dataPath: String) -> String {
        let name = (dataPath as NSString).lastPathComponent
        return "charts/" + (name as NSString).deletingPathExtension + ".svg"
    }
}
