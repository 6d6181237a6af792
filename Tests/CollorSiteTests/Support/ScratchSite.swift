import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// Sites built from a scratch folder of markdown, and the parts of their pages that tests read.
enum ScratchSite {
    /// Writes `pages` (path → markdown) into `docs/` of `scratch`, builds it into `_site/` and
    /// expects no errors.
    static func build(
        _ pages: [String: String], in scratch: ScratchFolder, siteTitle: String,
        symbolGraphs: [URL] = [], baseURL: String? = nil
    ) throws -> (builder: SiteBuilder, output: URL, source: URL) {
        let source = scratch.url.appendingPathComponent("docs")
        try write(pages, into: source)
        let output = scratch.url.appendingPathComponent("_site")
        let builder = SiteBuilder(
            configuration: SiteConfiguration(
                source: source, output: output, baseURL: baseURL, symbolGraphs: symbolGraphs,
                siteTitle: siteTitle))
        let report = try builder.build()
        #expect(report.errors.map(\.description) == [])
        return (builder, output, source)
    }

    /// Writes `pages` (path → markdown) into the catalog `MODULE.docc` of a new scratch folder
    /// and builds it, as a site of that one catalog, into `out/`, with what `configure` sets. The
    /// caller checks the report and removes the scratch folder.
    static func buildCatalog(
        _ pages: [String: String], module: String, symbolGraphs: [URL] = [],
        configure: (inout SiteConfiguration) -> Void = { _ in }
    ) throws -> (report: BuildReport, output: URL, scratch: ScratchFolder) {
        let scratch = ScratchFolder()
        let catalog = scratch.url.appendingPathComponent("\(module).docc")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        try write(pages, into: catalog)
        let output = scratch.url.appendingPathComponent("out")
        var configuration = SiteConfiguration(
            sources: [.catalog(catalog, module: module)], output: output, siteTitle: module,
            symbolGraphs: symbolGraphs)
        configure(&configuration)
        return (try SiteBuilder(configuration: configuration).build(), output, scratch)
    }

    /// The files of a fixture's catalog `Demo.docc` in `folder`, by name: what `buildCatalog`
    /// takes.
    static func catalogFiles(in folder: URL) throws -> [String: String] {
        let catalog = folder.appendingPathComponent("Demo.docc")
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: catalog.path) {
            files[name] = readText(catalog.appendingPathComponent(name))
        }
        return files
    }

    /// Writes `files` (path → text) into `folder`, creating the folders they need.
    static func write(_ files: [String: String], into folder: URL) throws {
        for (path, text) in files {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
    }

    /// The page's sidebar, `<nav class="sidebar"` to its `</nav>`.
    static func sidebar(of page: String, in site: URL) -> String {
        excerpt(of: page, in: site, from: "<nav class=\"sidebar\"", to: "</nav>")
    }

    /// The page's body, `<article>` to `</article>`.
    static func article(of page: String, in site: URL) -> String {
        excerpt(of: page, in: site, from: "<article>", to: "</article>")
    }

    /// The HTML of `page` from the first `start` to the first `end` after it, both included;
    /// empty when either is missing.
    private static func excerpt(
        of page: String, in site: URL, from start: String, to end: String
    ) -> String {
        let html = readText(site.appendingPathComponent(page))
        guard let from = html.range(of: start),
            let to = html.range(of: end, range: from.upperBound..<html.endIndex)
        else { return "" }
        return String(html[from.lowerBound..<to.upperBound])
    }
}
