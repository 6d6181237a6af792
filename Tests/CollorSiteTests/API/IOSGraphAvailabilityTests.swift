import CollorMarkdown
import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// Availability from a symbol graph built for iOS, against docc 6.3.1's render JSON for the same
/// graph (`__Fixtures__/docc-ios-availability`, written by `scripts/docc-ios-availability.py`):
/// docc's loader fills a version the graph leaves out from `Info.plist`'s defaults, lends iOS's
/// items (deprecations too) to iPadOS and Mac Catalyst, and adds the other default platforms,
/// as swift-docc's `AvailabilityOverrideBundle` shows.
@Suite struct IOSGraphAvailabilityTests {
    private static let folder = Fixtures.folder.appendingPathComponent("docc-ios-availability")

    /// docc's platforms, by page title.
    private static func docc(withInfoPlist: Bool) throws -> [String: [PageMetadata.Availability]] {
        let data = try Data(contentsOf: folder.appendingPathComponent("docc.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let pages = try #require(
            object[withInfoPlist ? "withInfoPlist" : "withoutInfoPlist"]
                as? [String: [[String: String]]])
        return pages.mapValues { platforms in
            platforms.map {
                PageMetadata.Availability(
                    platform: $0["name"] ?? "", introduced: $0["introducedAt"],
                    deprecated: $0["deprecatedAt"])
            }
        }
    }

    private static func reference(withInfoPlist: Bool) throws -> APIReference {
        let info = try #require(
            CatalogInfo(plist: Data(contentsOf: folder.appendingPathComponent("Info.plist"))))
        return try APIReference(
            graphs: [folder.appendingPathComponent("Demo.symbols.json")],
            defaults: withInfoPlist ? info.defaultAvailability["Demo"] ?? [] : [])
    }

    @Test(arguments: [true, false])
    func symbolPagesListThePlatformsDocCLists(withInfoPlist: Bool) throws {
        let answers = try Self.docc(withInfoPlist: withInfoPlist)
        let reference = try Self.reference(withInfoPlist: withInfoPlist)
        #expect(reference.pages.count == 5)
        for page in reference.pages {
            let answer = try #require(answers[page.title], "\(page.title)")
            #expect(page.availability.platforms == answer, "\(page.title)")
        }
    }

    @Test func theModulePageListsTheDefaults() throws {
        let answers = try Self.docc(withInfoPlist: true)
        #expect(try Self.reference(withInfoPlist: true).defaultPlatforms == answers["Demo"])
    }

    /// A graph whose file is not named after its module (swift-docc's `mykit-iOS.symbols.json`
    /// of module `MyKit`) takes the defaults the plist gives the module it names.
    @Test func theDefaultsFollowTheModuleTheGraphNames() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let graph = scratch.url.appendingPathComponent("demo-iOS.symbols.json")
        try FileManager.default.copyItem(
            at: Self.folder.appendingPathComponent("Demo.symbols.json"), to: graph)
        let info = try #require(
            CatalogInfo(plist: Data(contentsOf: Self.folder.appendingPathComponent("Info.plist"))))
        let set = try APIReferenceSet.load(graphs: [graph], defaults: info.defaultAvailability)
        let module = try #require(set.modules.first)
        #expect(module.module == "Demo")
        #expect(module.defaultPlatforms == (try Self.docc(withInfoPlist: true))["Demo"])
        let plain = try #require(module.pages.first { $0.title == "plain()" })
        #expect(plain.availability.platforms == (try Self.docc(withInfoPlist: true))["plain()"])
    }

    /// `SemanticVersion(string:)`: one to three numbers, else no version.
    @Test func plistVersionsAreReadAsDocCReadsThem() {
        #expect(LoadedAvailability.version("13") == "13.0")
        #expect(LoadedAvailability.version("10.15.0") == "10.15")
        #expect(LoadedAvailability.version("10.15.2") == "10.15.2")
        #expect(LoadedAvailability.version("1.2.3.4") == nil)
        #expect(LoadedAvailability.version("beta") == nil)
        #expect(LoadedAvailability.version("") == nil)
    }
}
