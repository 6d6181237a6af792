import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// A fixture's catalog `Demo.docc` built with its symbol graphs (`ScratchSite.buildCatalog`),
/// read back from the build report's JSON: each page by its path, and the HTML of the pages
/// asked for.
enum ReportPages {
    static func build(
        fixture: URL, html names: [String] = []
    ) throws -> (pages: [String: [String: Any]], html: [String: String]) {
        let (report, output, scratch) = try ScratchSite.buildCatalog(
            ScratchSite.catalogFiles(in: fixture), module: "Demo",
            symbolGraphs: SiteConfiguration.symbolGraphs(in: fixture, module: "Demo"),
            configure: { $0.recordsPages = true })
        defer { scratch.remove() }
        let bytes = report.json(paths: ReportPaths(root: scratch.url, sources: []))
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let pages = try #require(object["pages"] as? [[String: Any]])
        var html: [String: String] = [:]
        for name in names {
            html[name] = try String(
                contentsOf: output.appendingPathComponent(name), encoding: .utf8)
        }
        return (
            Dictionary(
                pages.map { ($0["path"] as? String ?? "", $0) },
                uniquingKeysWith: { first, _ in first }), html
        )
    }
}
