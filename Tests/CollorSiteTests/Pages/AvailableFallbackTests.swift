import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// `@Available(iOS, …)` as docc 6.3.1 lists it (`__Fixtures__/docc-available-fallbacks`, written
/// by `scripts/docc-available-fallbacks.py`): iPadOS and Mac Catalyst follow iOS unless the page
/// names them itself.
@Suite struct AvailableFallbackTests {
    private static let folder = Fixtures.folder.appendingPathComponent("docc-available-fallbacks")

    @Test func iPadOSAndMacCatalystFollowIOS() throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("docc.json"))
        let answers = try #require(
            try JSONSerialization.jsonObject(with: data) as? [String: [String]])
        let (report, output, scratch) = try ScratchSite.buildCatalog(
            ScratchSite.catalogFiles(in: Self.folder), module: "Demo")
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        for title in ["OnlyIOS", "Written"] {
            let html = readText(output.appendingPathComponent("Demo/\(title).html"))
            let pills = html.matches(of: /<li>([^<]*) ([0-9.]+)\+<\/li>/).map {
                "\($0.output.1) \($0.output.2)"
            }
            #expect(pills == answers[title], "\(title)")
        }
    }
}
