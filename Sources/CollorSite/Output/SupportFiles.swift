import CollorMarkdown
import Foundation

/// The stage that makes the files beside the pages: the static files and the theme, the
/// galleries' own files, a chart per `data/*.json`, the search index, `404.html` and
/// `sitemap.xml`. A function of the sources, the rendered pages' search entries and the site's
/// settings.
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
        -> (files: [String: [UInt8]], errors: [SiteError])
    {
        var errors: [SiteError] = []
        var files = sources.staticFiles
        for (path, bytes) in galleryFiles { files[path] = bytes }
        for (path, bytes) in sources.data where path.hasSuffix(".json") {
            do {
                let chart = try BarChart.decode(
                    Data(bytes), file: sources.origins[path] ?? path + " (generated)")
                files[Self.chartPath(of: path)] = chart.svg()
            } catch {
                errors.append(error)
            }
        }
        files.merge(searchIndex.files()) { _, new in new }
        files["404.html"] = NotFoundPage.render(
            siteTitle: siteTitle, baseURL: baseURL,
            css: sources.staticFiles["theme/style.css"] ?? [])
        files["sitemap.xml"] = Sitemap.xml(paths: sitemapPaths, baseURL: baseURL)
        return (files, errors)
    }

    /// Everything a link may point at besides pages: the files `generate` writes.
    var knownFiles: Set<String> { Set(origins.keys) }

    /// Each file `generate` writes, with the source an error names for it.
    var origins: [String: String] {
        var origins: [String: String] = [:]
        for path in sources.staticFiles.keys {
            origins[path] = sources.origins[path] ?? path + " (the built-in theme)"
        }
        for path in galleryFiles.keys { origins[path] = path + " (a gallery's file)" }
        for path in sources.data.keys where path.hasSuffix(".json") {
            origins[Self.chartPath(of: path)] =
                "the chart generated from " + (sources.origins[path] ?? path)
        }
        for path in ["search-index.js", "404.html", "sitemap.xml"] {
            origins[path] = path + " (generated)"
        }
        return origins
    }

    /// `data/diff-benchmark.json` → `charts/diff-benchmark.svg`.
    static func chartPath(of dataPath: String) -> String {
        let name = (dataPath as NSString).lastPathComponent
        return "charts/" + (name as NSString).deletingPathExtension + ".svg"
    }
}
