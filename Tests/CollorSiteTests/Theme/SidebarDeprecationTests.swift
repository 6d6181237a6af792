import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// Deprecated symbols in the sidebar, as docc 6.3.1's navigator marks them
/// (`__Fixtures__/docc-availability/docc.json`, `deprecatedInNavigator`, written by
/// `scripts/docc-availability.py`): a symbol deprecated on a platform it lists
/// (`renamedOne()`, deprecated on macOS 12) is marked, with or without `Info.plist`; one
/// deprecated everywhere at once (`old()`, `@available(*, deprecated)`) is not.
@Suite struct SidebarDeprecationTests {
    private static let folder = Fixtures.folder.appendingPathComponent("docc-availability")

    @Test(arguments: [true, false])
    func theSidebarMarksWhatDocCsNavigatorMarks(withInfoPlist: Bool) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("docc.json"))
        let object = try #require(
            try JSONSerialization.jsonObject(with: data) as? [String: [String: [String: Any]]])
        let answers = try #require(object[withInfoPlist ? "withInfoPlist" : "withoutInfoPlist"])
        var files = ["Demo.md": "# ``Demo``\n\nThe demo module.\n"]
        if withInfoPlist {
            files["Info.plist"] = readText(Self.folder.appendingPathComponent("Info.plist"))
        }
        let (report, output, scratch) = try ScratchSite.buildCatalog(
            files, module: "Demo",
            symbolGraphs: [Self.folder.appendingPathComponent("Demo.symbols.json")])
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        let sidebar = ScratchSite.sidebar(of: "api/Demo/index.html", in: output)
        let marked = Set(
            sidebar.matches(
                of:
                    /<li><a href="[^"]*">([^<]*)<\/a> <span class="nav-deprecated">Deprecated<\/span>/
            ).map { String($0.output.1) })
        let expected = Set(
            answers.filter { $0.value["deprecatedInNavigator"] as? Bool == true }.map(\.key))
        #expect(expected == ["renamedOne()"])
        #expect(marked == expected)
    }
}
