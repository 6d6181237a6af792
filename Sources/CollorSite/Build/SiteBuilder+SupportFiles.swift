import CollorMarkdown
import Foundation

/// The files beside the pages: static files, the search index, sitemap, 404 page and charts.
extension SiteBuilder {
    /// Search index, sitemap, 404 page, charts and static files.
    func generateSupportFiles() -> [SiteError] {
        var errors: [SiteError] = []
        files = [:]
        for (path, bytes) in sources.staticFiles { files[path] = bytes }
        for (path, bytes) in configuration.galleries.files() { files[path] = bytes }
        for (path, bytes) in sources.data where path.hasSuffix(".json") {
            do {
                let chart = try BarChart.decode(Data(bytes), file: displayPath(of: path))
                files[Self.chartPath(of: path)] = chart.svg()
            } catch {
                errors.append(error)
            }
        }
        files.merge(searchIndex.files()) { _, new in new }
        files["404.html"] = NotFoundPage.render(
            siteTitle: configuration.siteTitle, baseURL: configuration.baseURL,
            css: sources.staticFiles["theme/style.css"] ?? [])
        let sitemapPages = pages.values.filter {
            $0.sourcePath != Self.searchPagePath && $0.extends == nil
        }
        .map(\.outputPath)
        files["sitemap.xml"] = Sitemap.xml(paths: sitemapPages, baseURL: configuration.baseURL)
        return errors
    }

    /// `data/diff-benchmark.json` → `charts/diff-benchmark.svg`.
    static func chartPath(of dataPath: String) -> String {
        let name = (dataPath as NSString).lastPathComponent
        return "charts/" + (name as NSString).deletingPathExtension + ".svg"
    }

    /// Everything a link may point at besides pages: static files and generated files.
    func knownFiles() -> Set<String> {
        var known = Set(sources.staticFiles.keys)
        for path in sources.data.keys where path.hasSuffix(".json") {
            known.insert(Self.chartPath(of: path))
        }
        known.formUnion(["search-index.js", "404.html", "sitemap.xml"])
        known.formUnion(configuration.galleries.files().keys)
        return known
    }
}
