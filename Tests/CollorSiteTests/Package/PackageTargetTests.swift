import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// DocC rule 7: a catalog documents the module of the manifest target whose folder holds it.
/// The fixture package `__Fixtures__/docc-package` has a target with `path: "src/Lib"` and a
/// target `Renamed` in `Sources/Other` (its catalog `Docs.docc`);
/// `scripts/docc-package-fixtures.sh` recorded its manifest dump, its graphs and what docc made of
/// each catalog given its target's graph, as swift-docc-plugin gives it (`docc-answers.txt`).
@Suite struct PackageTargetTests {
    static let fixture = Fixtures.folder.appendingPathComponent("docc-package")

    /// docc's answer lines about `catalog`, without the `catalog <path> ` prefix.
    static func answers(_ catalog: String) -> [String] {
        let prefix = "catalog \(catalog) "
        return readText(fixture.appendingPathComponent("docc-answers.txt"))
            .split(separator: "\n").filter { $0.hasPrefix(prefix) }
            .map { String($0.dropFirst(prefix.count)) }
    }

    /// The fixture package copied into `scratch`, its `.txt` files renamed as they were recorded.
    static func package(in scratch: ScratchFolder) throws -> URL {
        let root = scratch.url.appendingPathComponent("Scratch")
        let fileManager = FileManager.default
        for case let file as String in fileManager.enumerator(atPath: fixture.path) ?? .init()
        where !file.hasSuffix(".json") && !file.hasSuffix("docc-answers.txt") {
            let source = fixture.appendingPathComponent(file)
            guard !PackageSite.isFolder(source) else { continue }
            let name = file.hasSuffix(".txt") ? String(file.dropLast(".txt".count)) : file
            let target = root.appendingPathComponent(name)
            try fileManager.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try fileManager.copyItem(at: source, to: target)
        }
        return root
    }

    /// The site `collor build` finds in the package root, with the recorded manifest and graphs
    /// standing in for SwiftPM.
    static func site(_ root: URL) throws -> PackageSite {
        let manifest = try Data(contentsOf: fixture.appendingPathComponent("dump-package.json"))
        return try PackageSite(
            options: PackageSite.Options(
                root: root, symbolGraphs: [fixture.appendingPathComponent("graphs").path]),
            dumpSymbolGraphs: { _ throws(SiteError) in
                throw SiteError(file: "test", reason: .input(.io("the dump must not run")))
            },
            readProducts: { _ throws(SiteError) in ["Lib", "Renamed"] },
            readTargets: { root throws(SiteError) in
                try PackageTarget.targets(manifestJSON: manifest, root: root)
            })
    }

    /// Both catalogs are found in the package root, each documenting its target's module (docc
    /// titles each root page with it), where folders alone found only `Sources/Other`'s, as
    /// module `Other`.
    @Test func eachCatalogIsFoundInItsTargetsFolderAndDocumentsItsModule() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = try Self.package(in: scratch)
        let site = try Self.site(root)
        var expected: [SiteSource] = []
        for catalog in ["Sources/Other/Docs.docc", "src/Lib/Lib.docc"] {
            let title = try #require(
                Self.answers(catalog).first { $0.hasPrefix("root ") }?
                    .split(separator: " ").last.map(String.init))
            expected.append(
                .catalog(
                    root.appendingPathComponent(catalog).standardizedFileURL, module: title))
        }
        #expect(site.configuration.sources == expected)
    }

    /// Each catalog's root page (` # ``Renamed`` ` in `Sources/Other/Docs.docc`) is its module's
    /// page, as docc titles and kinds it, and each of its links reaches the page docc linked it
    /// to, without a warning (docc gave none).
    @Test func eachRootPageIsItsModulesPageAndItsLinksResolveAsDocCs() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = try Self.package(in: scratch)
        var configuration = try Self.site(root).configuration
        configuration.recordsPages = true
        let report = try SiteBuilder(configuration: configuration).build()
        #expect(report.errors.isEmpty && report.warnings.isEmpty, "\(report.warnings)")
        for (catalog, file) in [
            ("Sources/Other/Docs.docc", "Renamed.md"), ("src/Lib/Lib.docc", "Lib.md"),
        ] {
            let answers = Self.answers(catalog)
            #expect(!answers.contains { $0.hasPrefix("warning ") || $0.hasPrefix("error ") })
            let title = try #require(
                answers.first { $0.hasPrefix("root ") }?.split(separator: " ").last.map(String.init)
            )
            let folder = URL(fileURLWithPath: catalog).lastPathComponent
            let page = try #require(
                report.pageRecords.first { $0.source == "\(folder)/\(file)" }, "\(catalog)")
            #expect(page.title == title)
            #expect(page.sections.first?.symbolKind == "module", "\(page.path)")
            #expect(page.path.hasPrefix("\(title)/"))
            // `api/Renamed/Crate.html` is docc's `/documentation/renamed/crate`.
            let reached = Set(
                page.links.compactMap(\.target?.page).map {
                    $0.replacing(/^api\//, with: "").replacing(/\.html$/, with: "").lowercased()
                })
            for line in answers where line.hasPrefix("link ") {
                let url = try #require(line.split(separator: " -> ").last.map(String.init))
                #expect(
                    reached.contains(url.dropFirst("/documentation/".count).lowercased()),
                    "\(page.path): \(line)")
            }
        }
    }
}
