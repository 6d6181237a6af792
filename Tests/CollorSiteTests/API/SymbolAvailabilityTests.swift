import CollorMarkdown
import CollorSiteTestSupport
import Foundation
import Testing

@testable import CollorSite

/// Availability and deprecation against docc 6.3.1's render JSON for the same symbol graph
/// (`__Fixtures__/docc-availability`, written by `scripts/docc-availability.py`): each source
/// of availability (the symbol's `@available`, `Info.plist`'s defaults, the graph's platform,
/// `@available(*, deprecated, message:)`) is one symbol there.
@Suite struct SymbolAvailabilityTests {
    private static let folder = Fixtures.folder.appendingPathComponent("docc-availability")

    /// docc's answer for one symbol.
    private struct Answer {
        var platforms: [PageMetadata.Availability]
        var deprecated: Bool
        var summary: String?
    }

    private static func docc(withInfoPlist: Bool) throws -> [String: Answer] {
        let data = try Data(contentsOf: folder.appendingPathComponent("docc.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let pages = try #require(
            object[withInfoPlist ? "withInfoPlist" : "withoutInfoPlist"]
                as? [String: [String: Any]])
        return pages.mapValues { page in
            let platforms = (page["platforms"] as? [[String: String]] ?? []).map {
                PageMetadata.Availability(
                    platform: $0["name"] ?? "", introduced: $0["introducedAt"],
                    deprecated: $0["deprecatedAt"])
            }
            return Answer(
                platforms: platforms, deprecated: page["deprecated"] as? Bool ?? false,
                summary: page["deprecationSummary"] as? String)
        }
    }

    private static func defaults() throws -> SymbolAvailability.Defaults {
        let info = try #require(
            CatalogInfo(plist: Data(contentsOf: folder.appendingPathComponent("Info.plist"))))
        return info.defaultAvailability["Demo"] ?? []
    }

    private static func reference(withInfoPlist: Bool) throws -> APIReference {
        try APIReference(
            graphs: [folder.appendingPathComponent("Demo.symbols.json")],
            defaults: withInfoPlist ? defaults() : [])
    }

    @Test(arguments: [true, false])
    func symbolPagesListThePlatformsDocCLists(withInfoPlist: Bool) throws {
        let answers = try Self.docc(withInfoPlist: withInfoPlist)
        let reference = try Self.reference(withInfoPlist: withInfoPlist)
        #expect(reference.pages.count == 5)
        for page in reference.pages {
            let answer = try #require(answers[page.title], "\(page.title)")
            #expect(page.availability.platforms == answer.platforms, "\(page.title)")
            #expect(page.availability.isDeprecated == answer.deprecated, "\(page.title)")
            #expect(page.availability.deprecationSummary == answer.summary, "\(page.title)")
        }
    }

    @Test func theModulePageListsTheInfoPlistDefaults() throws {
        let answers = try Self.docc(withInfoPlist: true)
        let reference = try Self.reference(withInfoPlist: true)
        #expect(reference.defaultPlatforms == answers["Demo"]?.platforms)
        #expect(reference.indexPage().availability == answers["Demo"]?.platforms)
        #expect(try Self.reference(withInfoPlist: false).indexPage().availability.isEmpty)
    }

    @Test func deprecatedSymbolsAreMarkedInTheModulesListsAndUnderTheirDeclaration() throws {
        let reference = try Self.reference(withInfoPlist: false)
        let index = reference.indexPage()
        let deprecatedItems = index.blocks.flatMap { block -> [[GeneratedInline]] in
            guard case .list(let items) = block else { return [] }
            return items.filter { $0.contains(.emphasis([.text("Deprecated")])) }
        }
        // old() everywhere, renamedOne() on the one platform it lists.
        #expect(deprecatedItems.count == 2)
        let old = try #require(reference.pages.first { $0.title == "old()" })
        #expect(
            reference.page(of: old).blocks.contains(
                .paragraph([.emphasis([.text("Deprecated.")]), .text(" "), .text("Use add.")])))
    }

    /// docc's module page heading: `CDDefaultModuleKind`, else "Framework".
    @Test(arguments: [true, false])
    func theModulePageIsHeadedByItsKind(withInfoPlist: Bool) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("docc.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let pages = try #require(
            object[withInfoPlist ? "withInfoPlist" : "withoutInfoPlist"]
                as? [String: [String: Any]])
        let expected = try #require(pages["Demo"]?["roleHeading"] as? String)
        let info = try #require(
            CatalogInfo(
                plist: Data(contentsOf: Self.folder.appendingPathComponent("Info.plist"))))
        let set = try APIReferenceSet.load(
            graphs: [Self.folder.appendingPathComponent("Demo.symbols.json")],
            moduleKinds: withInfoPlist ? ["Demo": try #require(info.defaultModuleKind)] : [:])
        #expect(set.pages["api/Demo/index.md"]?.titleHeading == expected)
    }

    @Test func infoPlistKeysAreRead() throws {
        let info = try #require(
            CatalogInfo(
                plist: Data(contentsOf: Self.folder.appendingPathComponent("Info.plist"))))
        #expect(info.displayName == "Demo Kit")
        #expect(info.defaultModuleKind == "Tool")
        #expect(info.defaultAvailability["Demo"]?.map(\.platform) == ["macOS", "iOS"])
        #expect(CatalogInfo(plist: Data("not a plist".utf8)) == nil)
    }
}
