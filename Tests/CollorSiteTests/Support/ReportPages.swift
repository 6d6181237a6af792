import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// A catalog of module `Demo` built with a fixture's symbol graphs, read back from its build
/// report: each page by its path, and the HTML of the pages asked for.
enum ReportPages {
    static func build(
        catalog files: [String: String], graphs: URL, html names: [String] = []
    ) throws -> (pages: [String: [String: Any]], html: [String: String]) {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let catalog = scratch.url.appendingPathComponent("Sources/Demo/Demo.docc")
        try ScratchSite.write(files, into: catalog)
        let output = scratch.url.appendingPathComponent("_site")
        var configuration = SiteConfiguration(
            sources: [.catalog(catalog, module: "Demo")], output: output, siteTitle: "Demo",
            symbolGraphs: SiteConfiguration.symbolGraphs(in: graphs, module: "Demo"))
        configuration.recordsPages = true
        let report = try SiteBuilder(configuration: configuration).build()
        let bytes = report.json(paths: ReportPaths(root: scratch.url, sources: [catalog]))
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
