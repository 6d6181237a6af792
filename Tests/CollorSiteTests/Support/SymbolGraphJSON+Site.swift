import CollorSiteTestSupport
import Foundation

@testable import CollorSite

extension SymbolGraphJSON {
    /// Builds a site of `pages` (path to markdown) and this module's reference into `folder`;
    /// returns its output.
    func buildSite(pages: [String: String], title: String, in folder: URL) throws -> URL {
        let graphs = folder.appendingPathComponent("graphs")
        try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
        let graph = try write(in: graphs)
        let docs = folder.appendingPathComponent("docs")
        try ScratchSite.write(pages, into: docs)
        let output = folder.appendingPathComponent("_site")
        let report = try SiteBuilder(
            configuration: SiteConfiguration(
                source: docs, output: output, symbolGraphs: [graph], siteTitle: title)
        ).build()
        if !report.errors.isEmpty { throw FixtureBuildFailed(errors: report.errors) }
        return output
    }
}
