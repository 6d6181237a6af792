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

    /// Both catalogs of the package at `root`, each with the module docc titled its root page.
    static func doccsCatalogs(_ root: URL) throws -> [SiteSource] {
        try ["Sources/Other/Docs.docc", "src/Lib/Lib.docc"].map { catalog in
            let title = try #require(
                Self.answers(catalog).first { $0.hasPrefix("root ") }?
                    .split(separator: " ").last.map(String.init))
            return .catalog(
                root.appendingPathComponent(catalog).standardizedFileURL, module: title)
        }
    }

    /// Both catalogs are found in the package root, each documenting its target's module (docc
    /// titles each root page with it), where folders alone found only `Sources/Other`'s, as
    /// module `Other`.
    @Test func eachCatalogIsFoundInItsTargetsFolderAndDocumentsItsModule() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = try Self.package(in: scratch)
        let site = try Self.site(root)
        #expect(try site.configuration.sources == Self.doccsCatalogs(root))
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

    /// Each `swift` command a build would start, recorded instead of started.
    final class Starts: @unchecked Sendable {
        private let lock = NSLock()
        private var commands: [[String]] = []

        func record(_ arguments: [String]) -> (status: Int32, output: Data) {
            lock.withLock { commands.append(arguments) }
            return (1, Data())
        }

        var recorded: [[String]] { lock.withLock { commands } }
    }

    /// Under the plugins SwiftPM holds its lock, so a `swift package` the tool started would wait
    /// forever (the fresh-package check hung); the plugins give the graphs and a file of the
    /// targets (`--package-targets`, `Lib` at an absolute folder, as for one outside the
    /// package), and both catalogs are found from it, each documenting its target's module as
    /// docc titles it, with no `swift` started. Without the file, only `Sources/Other`'s is found.
    @Test func thePluginsTargetsFindTheCatalogsWithoutStartingSwiftPM() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = try Self.package(in: scratch)
        let file = scratch.url.appendingPathComponent("package-targets.json")
        let lib = root.appendingPathComponent("src/Lib").path
        try Data(
            """
            {"targets": [
              {"name": "Renamed", "path": "Sources/Other", "type": "regular"},
              {"name": "Lib", "path": "\(lib)", "type": "regular"},
              {"name": "LibTests", "path": "Tests/LibTests", "type": "test"}
            ]}
            """.utf8
        ).write(to: file)
        var options = PackageSite.Options(
            root: root, symbolGraphs: [Self.fixture.appendingPathComponent("graphs").path])
        options.packageTargets = file.path
        let starts = Starts()
        let site = try SwiftPackageCommand.$standIn.withValue({ starts.record($0) }) {
            try PackageSite(options: options)
        }
        #expect(starts.recorded.isEmpty)
        #expect(try site.configuration.sources == Self.doccsCatalogs(root))
        options.packageTargets = nil
        let folders = try SwiftPackageCommand.$standIn.withValue({ starts.record($0) }) {
            try PackageSite(options: options)
        }
        #expect(starts.recorded.isEmpty)
        #expect(folders.configuration.sources.map(\.module) == ["Other"])
    }

    /// A targets file given for a folder that is not a package (a catalog built outside its
    /// package, as the parity check builds each) still names the catalog's module: `Docs.docc`
    /// in `Sources/NIO`'s copy documents NIO, not "Docs".
    @Test func aTargetsFileNamesTheModuleOutsideAPackage() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let catalog = scratch.url.appendingPathComponent("copy/Docs.docc")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        try Data("# ``NIO``\n\nEvent-driven networking.\n".utf8)
            .write(to: catalog.appendingPathComponent("NIO.md"))
        let root = scratch.url.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let file = root.appendingPathComponent("targets.json")
        let folder = catalog.deletingLastPathComponent().path
        try Data(
            "{\"targets\": [{\"name\": \"NIO\", \"path\": \"\(folder)\", \"type\": \"regular\"}]}"
                .utf8
        ).write(to: file)
        var options = PackageSite.Options(root: root, source: catalog.path)
        options.packageTargets = file.path
        #expect(try PackageSite(options: options).configuration.sources.map(\.module) == ["NIO"])
        options.packageTargets = nil
        #expect(try PackageSite(options: options).configuration.sources.map(\.module) == ["Docs"])
    }

    /// A targets file that does not read is an error naming it, not a build without catalogs.
    @Test func aTargetsFileThatDoesNotReadIsAnErrorNamingIt() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = try Self.package(in: scratch)
        let file = scratch.url.appendingPathComponent("package-targets.json")
        try Data("{\"targets\": [{\"name\": 1}]}".utf8).write(to: file)
        var options = PackageSite.Options(
            root: root, symbolGraphs: [Self.fixture.appendingPathComponent("graphs").path])
        options.packageTargets = file.path
        let error = try #require(throws: SiteError.self) { try PackageSite(options: options) }
        #expect(error.file == file.path)
    }
}
