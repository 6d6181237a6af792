import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// A catalog's `Info.plist` against docc 6.3.1 (`__Fixtures__/docc-info-plist`, written by
/// `scripts/docc-info-plist.py`): `CDDefaultCodeListingLanguage` is the language of every code
/// block that names none, indented or fenced; `CFBundleDisplayName` titles the root docc makes
/// for a catalog of articles alone (here its section and the section's index), but not a module
/// page; a file that is not a property list stops docc ("Unable to decode Info.plist file") and
/// is a warning naming it here.
@Suite struct CatalogInfoPlistTests {
    private static let folder = Fixtures.folder.appendingPathComponent("docc-info-plist")

    private static func docc() throws -> [String: Any] {
        let data = try Data(contentsOf: folder.appendingPathComponent("docc.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private static func catalog() throws -> [String: String] {
        let catalog = folder.appendingPathComponent("Demo.docc")
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: catalog.path) {
            files[name] = readText(catalog.appendingPathComponent(name))
        }
        return files
    }

    @Test func codeBlocksWithoutALanguageTakeTheCatalogsDefault() throws {
        let expected = try #require(try Self.docc()["codeListingSyntax"] as? [String])
        let (report, output, scratch) = try ScratchSite.buildCatalog(
            Self.catalog(), module: "Demo")
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let article = ScratchSite.article(of: "Demo/Listings.html", in: output)
        let languages = article.matches(of: /<pre><code class="language-([a-z]+)">/).map {
            String($0.output.1)
        }
        #expect(languages == expected)
        #expect(expected == ["swift", "swift", "text"])
    }

    @Test func theDisplayNameTitlesACatalogOfArticlesAlone() throws {
        let expected = try #require(try Self.docc()["rootTitle"] as? String)
        #expect(expected == "Pretty Demo")
        let (report, output, scratch) = try ScratchSite.buildCatalog(
            Self.catalog(), module: "Demo")
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        let index = readText(output.appendingPathComponent("Demo/index.html"))
        #expect(index.contains("<title>\(expected) – Demo</title>"))
        #expect(index.contains("\(expected)</h1>"))
        let sidebar = ScratchSite.sidebar(of: "Demo/Listings.html", in: output)
        #expect(sidebar.contains(">\(expected)</a>"), "\(sidebar)")
        #expect(!sidebar.contains(">Demo</a>"), "\(sidebar)")
    }

    @Test func aModulesPageKeepsItsNameWhateverTheDisplayName() throws {
        let docc = try #require(try Self.docc()["withModule"] as? [String: Any])
        #expect(docc["rootTitles"] as? [String] == ["Demo"])
        let (report, output, scratch) = try ScratchSite.buildCatalog(
            Self.catalog(), module: "Demo",
            symbolGraphs: [Self.folder.appendingPathComponent("Demo.symbols.json")])
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        let sidebar = ScratchSite.sidebar(of: "Demo/Listings.html", in: output)
        #expect(!sidebar.contains("Pretty Demo"), "\(sidebar)")
        #expect(sidebar.contains(">Demo</a>"), "\(sidebar)")
    }

    @Test func aMalformedInfoPlistIsAWarningNamingIt() throws {
        let malformed = try #require(try Self.docc()["malformed"] as? [String: Any])
        #expect(malformed["converted"] as? Bool == false)
        #expect(malformed["error"] as? String == "Error: Unable to decode Info.plist file")
        var files = try Self.catalog()
        files["Info.plist"] = "not a property list <dict>\n"
        let (report, output, scratch) = try ScratchSite.buildCatalog(files, module: "Demo")
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(
            report.warnings.map(\.description) == [
                "Demo.docc/Info.plist: left out: Info.plist is not a property list dictionary,"
                    + " so none of its keys (CFBundleDisplayName, CDDefaultCodeListingLanguage,"
                    + " CDDefaultModuleKind, CDAppleDefaultAvailability) is read"
            ])
        // The pages are built, their code blocks without a language.
        let article = ScratchSite.article(of: "Demo/Listings.html", in: output)
        #expect(article.contains("<pre><code>let fenced = 2"))
    }
}
