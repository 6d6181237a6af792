import CollorMarkdown
import CollorSiteTestSupport
import Foundation
import Testing

@testable import CollorSite

/// Beta platforms as docc 6.3.1 marks them given `--platform name=macOS,version=14.0,beta=true
/// --platform name=iOS,version=16.0` (`__Fixtures__/docc-beta-platforms/docc.json`, written by
/// `scripts/docc-beta-platforms.py`): a symbol introduced in the beta's version or later, or by
/// the catalog's defaults, is beta on that platform; an earlier one and other platforms are not.
@Suite struct BetaPlatformsTests {
    private static let folder = Fixtures.folder.appendingPathComponent("docc-beta-platforms")
    private static let options = [
        "name=macOS,version=14.0,beta=true", "name=iOS,version=16.0",
    ]

    /// docc's platforms of each page, by title: name, introduced version, beta.
    private static func docc() throws -> [String: [String]] {
        let data = try Data(contentsOf: folder.appendingPathComponent("docc.json"))
        let pages = try #require(
            try JSONSerialization.jsonObject(with: data) as? [String: [[Any]]])
        return pages.mapValues {
            $0.map { "\($0[0]) \($0[1] as? String ?? "-") \(($0[2] as? Bool) ?? false)" }
        }
    }

    private static func shown(_ platforms: [PageMetadata.Availability]) -> [String] {
        platforms.map { "\($0.platform) \($0.introduced ?? "-") \($0.isBeta)" }
    }

    private static func betaPlatforms() throws -> [String: String] {
        PlatformArgument.betaPlatforms(try options.map { try PlatformArgument($0) })
    }

    @Test func symbolsAndTheModulePageAreBetaWhereDoccMarksThem() throws {
        let answers = try Self.docc()
        let info = try #require(
            CatalogInfo(
                plist: Data(contentsOf: Self.folder.appendingPathComponent("Demo.docc/Info.plist")))
        )
        var reference = try APIReference(
            graphs: [Self.folder.appendingPathComponent("Demo.symbols.json")],
            defaults: info.defaultAvailability["Demo"] ?? [])
        reference.markBeta(try Self.betaPlatforms())
        #expect(reference.pages.count == 5)
        for page in reference.pages {
            #expect(
                Self.shown(page.availability.platforms) == answers[page.title], "\(page.title)")
        }
        #expect(Self.shown(reference.defaultPlatforms) == answers["Demo"])
        #expect(answers.values.joined().contains { $0.hasSuffix("true") })
    }

    @Test func aBetaPlatformSaysBetaOnItsPageInWords() throws {
        let (report, output, scratch) = try ScratchSite.buildCatalog(
            [
                "Demo.md": "# ``Demo``\n\nThe demo module.\n",
                "Info.plist": readText(Self.folder.appendingPathComponent("Demo.docc/Info.plist")),
            ],
            module: "Demo", symbolGraphs: [Self.folder.appendingPathComponent("Demo.symbols.json")]
        ) { configuration in
            configuration.betaPlatforms = (try? Self.betaPlatforms()) ?? [:]
        }
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        let pages = try FileManager.default.subpathsOfDirectory(atPath: output.path)
        func page(_ name: String) throws -> String {
            let path = try #require(pages.first { $0.hasPrefix("api/") && $0.contains(name) })
            return readText(output.appendingPathComponent(path))
        }
        let beta = "<li>macOS 14.0+ <span class=\"beta\">Beta</span></li>"
        #expect(try page("newest").contains(beta))
        #expect(try page("newer").contains("<li>macOS 13.0+</li>"))
        #expect(try !page("newer").contains("class=\"beta\""))
        #expect(readText(output.appendingPathComponent("api/Demo/index.html")).contains(beta))
    }

    @Test func aPlatformOptionThatDoesNotReadIsAnErrorNamingIt() throws {
        #expect(throws: SiteError.self) { try PlatformArgument("name=macOS,beta=yes") }
        #expect(throws: SiteError.self) { try PlatformArgument("version=14.0") }
        do {
            _ = try PlatformArgument("name=macOS,version=14.0,betta=true")
            Issue.record("no error")
        } catch {
            #expect(error.description.contains("--platform"))
            #expect(error.description.contains("'betta=true'"))
        }
        #expect(
            try PlatformArgument("name=macosx,version=14.0,beta=true")
                == PlatformArgument("name=macOS,version=14.0,beta=true"))
    }
}
