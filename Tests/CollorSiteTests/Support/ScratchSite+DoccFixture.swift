import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

extension ScratchSite {
    /// A fixture folder's catalog `Demo.docc` built with the folder's `Demo.symbols.json`,
    /// recording pages, and docc's answers from the folder's `docc.json`. The caller removes
    /// the scratch folder.
    static func buildDoccFixture(
        _ fixture: URL
    ) throws -> (report: BuildReport, docc: [String: Any], scratch: ScratchFolder) {
        let (report, _, scratch) = try buildCatalog(
            catalogFiles(in: fixture), module: "Demo",
            symbolGraphs: SiteConfiguration.symbolGraphs(in: fixture, module: "Demo"),
            configure: { $0.recordsPages = true })
        let data = try Data(contentsOf: fixture.appendingPathComponent("docc.json"))
        let docc = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return (report, docc, scratch)
    }
}
