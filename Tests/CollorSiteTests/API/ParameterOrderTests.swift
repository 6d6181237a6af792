import CollorSiteTestSupport
import Foundation
import Testing

@testable import CollorSite

/// A doc comment's Parameters as docc 6.3.1 shows them (`ParametersAndReturnValidator`), against
/// its render JSON for `__Fixtures__/docc-parameters` (its `docc.json`, written by
/// `scripts/docc-parameters.py`): in the declaration's order, whatever order the comment writes
/// them in (`- Parameters:` or `- Parameter x:`), unnamed parameters taking the entries left in
/// order; entries the signature lacks (another name, an argument label, a closure's parameter, a
/// second entry of one name) dropped; in methods, initializers, subscripts and operators; a
/// parameter named with a keyword (`as`) by its bare name.
@Suite struct ParameterOrderTests {
    private static let fixture = Fixtures.folder.appendingPathComponent("docc-parameters")

    @Test func parametersAreShownInTheDeclarationsOrderWithoutTheOnesItLacks() throws {
        let (report, docc, scratch) = try ScratchSite.buildDoccFixture(Self.fixture)
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        // docc's path of each member section that shows Parameters (`Box/init(a:b:)`).
        var shown: [String: [String]] = [:]
        for page in report.pageRecords where page.path.hasPrefix("api/Demo/") {
            let type = String(page.path.dropFirst("api/Demo/".count).dropLast(".html".count))
            for section in page.sections where section.kind == .parameters {
                guard let symbol = section.symbol else { continue }
                shown[(type + "/" + symbol).lowercased()] = section.items.map(\.name)
            }
        }
        let expected = Dictionary(
            uniqueKeysWithValues: docc.map { ($0.key.lowercased(), $0.value as? [String] ?? []) })
        #expect(expected.count == 11)
        for (path, names) in expected.sorted(by: { $0.key < $1.key }) {
            #expect(shown[path] == names, "\(path)")
        }
        for path in shown.keys.sorted() {
            #expect(expected[path] != nil, "\(path): docc shows no Parameters")
        }
    }

    /// docc's Return Value (`docc-returns.json`): dropped for a function that returns nothing
    /// (`Void`, `()`), also where the member inherits its requirement's comment from the same
    /// module (swift-parsing's `parse(_:)` of a parser whose output is `Void`); kept for an
    /// initializer and a function that returns a value.
    @Test func aReturnValueIsShownOnlyWhereTheSignatureReturnsOne() throws {
        let (report, _, scratch) = try ScratchSite.buildDoccFixture(Self.fixture)
        defer { scratch.remove() }
        let data = try Data(
            contentsOf: Self.fixture.appendingPathComponent("docc-returns.json"))
        let expected = try #require(
            try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(expected.count == 5)
        let page = try #require(report.pageRecords.first { $0.path == "api/Demo/Box.html" })
        for (path, value) in expected.sorted(by: { $0.key < $1.key }) {
            let member = path.dropFirst("Box/".count).lowercased()
            let shown = page.sections.first { $0.kind == .returns && $0.symbol == member }
            #expect(shown?.text == value as? String, "\(path)")
        }
    }
}
