import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// By default a package's API reference covers the modules its library and executable products
/// export, not its test or test-support targets; `modules:` in `collor.yml` overrides.
@Suite struct PackageProductsTests {
    static let collorGraphs = Fixtures.folder.appendingPathComponent("symbolgraphs")

    /// `swift package dump-package`'s JSON for a package shaped as Examples/TeamRoster, with a
    /// test-support target that no product names.
    static let manifest = """
        {"name": "TeamRoster",
         "products": [{"name": "TeamRoster", "settings": [], "targets": ["TeamRoster"],
                       "type": {"library": ["automatic"]}},
                      {"name": "RosterPlugin", "settings": [], "targets": ["RosterPlugin"],
                       "type": {"plugin": null}},
                      {"name": "tool", "settings": [], "targets": ["Tool"],
                       "type": {"executable": null}}],
         "targets": [{"name": "TeamRoster", "type": "regular"},
                     {"name": "RosterSite", "type": "executable"},
                     {"name": "Tool", "type": "regular"},
                     {"name": "RosterTestSupport", "type": "regular"},
                     {"name": "RosterPlugin", "type": "plugin"},
                     {"name": "TeamRosterTests", "type": "test"}]}
        """

    @Test func theProductsTargetsAndExecutableTargetsAreExported() throws {
        let exported = try PackageProducts.exported(
            manifestJSON: Data(Self.manifest.utf8), root: URL(fileURLWithPath: "/p"))
        #expect(exported == ["TeamRoster", "RosterSite", "Tool"])
    }

    @Test func withoutProductsEveryTargetButTheTestsIsExported() throws {
        let json = """
            {"products": [], "targets": [{"name": "Kit", "type": "regular"},
                                         {"name": "KitTests", "type": "test"}]}
            """
        let exported = try PackageProducts.exported(
            manifestJSON: Data(json.utf8), root: URL(fileURLWithPath: "/p"))
        #expect(exported == ["Kit"])
    }

    @Test func aDumpThatDoesNotReadIsAnErrorAboutTheModulesKey() {
        #expect {
            _ = try PackageProducts.exported(
                manifestJSON: Data("{".utf8), root: URL(fileURLWithPath: "/p"))
        } throws: { error in
            let error = error as? SiteError
            return error?.file == "/p/Package.swift"
                && error?.message.contains("list them under 'modules:'") == true
        }
    }

    /// Collor's graphs stand for a module of the package that no product exports (a test or
    /// test-support target, or SwiftPM's synthesized `<Package>PackageTests`).
    @Test func aModuleNoProductExportsGetsNoAPIPages() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = try PackageSiteTests.package(in: scratch)
        let site = try Self.dumpedSite(root, in: scratch) { _ throws(SiteError) in ["FreshKit"] }
        #expect(
            site.configuration.symbolGraphs.map(\.lastPathComponent) == ["FreshKit.symbols.json"])
        _ = try PackageSiteTests.build(site)
        let output = site.configuration.output
        #expect(exists(output.appendingPathComponent("api/FreshKit/index.html")))
        #expect(!exists(output.appendingPathComponent("api/Collor")))
    }

    @Test func theModulesKeyOverridesTheProducts() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = try PackageSiteTests.package(in: scratch, configuration: "modules: [Collor]\n")
        let site = try Self.dumpedSite(root, in: scratch) { _ throws(SiteError) in
            throw SiteError(file: "test", reason: .input(.io("products must not be read")))
        }
        #expect(site.warnings.isEmpty)
        #expect(
            site.configuration.symbolGraphs.map(\.lastPathComponent) == [
                "Collor.symbols.json", "Collor@FoundationEssentials.symbols.json",
            ])
    }

    /// When the products cannot be read, every module is documented, and the warning says how
    /// to choose.
    @Test func unreadableProductsDocumentEveryModuleWithAWarning() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = try PackageSiteTests.package(in: scratch)
        let site = try Self.dumpedSite(root, in: scratch) { root throws(SiteError) in
            try PackageProducts.exported(manifestJSON: Data("[]".utf8), root: root)
        }
        #expect(site.warnings.map(\.file) == [root.appendingPathComponent("Package.swift").path])
        #expect(site.configuration.symbolGraphs.count == 3)
    }

    /// Graphs a user names are the modules they chose: the products are not read.
    @Test func namedGraphsAreEveryModuleTheyHold() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = try PackageSiteTests.package(in: scratch)
        let site = try PackageSite(
            options: PackageSite.Options(
                root: root,
                symbolGraphs: [PackageSiteTests.graphs.path, Self.collorGraphs.path]),
            readProducts: { _ throws(SiteError) in
                throw SiteError(file: "test", reason: .input(.io("products must not be read")))
            })
        #expect(site.warnings.isEmpty)
        #expect(site.configuration.symbolGraphs.count == 3)
    }

    /// A site whose graphs the build dumps itself (every target's, in one folder), with the
    /// products `readProducts` gives.
    private static func dumpedSite(
        _ root: URL, in scratch: ScratchFolder,
        readProducts: @escaping (URL) throws(SiteError) -> Set<String>
    ) throws -> PackageSite {
        let dumped = scratch.url.appendingPathComponent("dumped")
        try FileManager.default.createDirectory(at: dumped, withIntermediateDirectories: true)
        for folder in [PackageSiteTests.graphs, collorGraphs] {
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path)
            where file.hasSuffix(".symbols.json") {
                try FileManager.default.copyItem(
                    at: folder.appendingPathComponent(file),
                    to: dumped.appendingPathComponent(file))
            }
        }
        return try PackageSite(
            options: PackageSite.Options(root: root),
            dumpSymbolGraphs: { _ throws(SiteError) in dumped }, readProducts: readProducts)
    }

    private func exists(_ url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.path)
    }
}
