import CollorHTML
import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// A warm build of an unchanged package reuses its last dump; a changed doc comment is dumped
/// again and shows on its page (issue 38, item 2). The first test runs the real
/// `swift package dump-symbol-graph` in a scratch package.
@Suite struct PackageDumpCacheTests {
    /// A package `Kit` with one documented type, in `scratch`.
    static func package(in scratch: ScratchFolder) throws -> URL {
        let root = scratch.url.appendingPathComponent("Kit")
        try ScratchSite.write(
            [
                "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(
                    name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])],
                    targets: [.target(name: "Kit")])

                """,
                "Sources/Kit/Kit.swift": Self.source("A first kit."),
            ], into: root)
        return root
    }

    static func source(_ summary: String) -> String {
        "/// \(summary)\npublic struct Kit {\n    /// Makes one.\n    public init() {}\n}\n"
    }

    /// The package's site, built, with what its log said.
    static func build(_ root: URL) throws -> (page: String, log: [String]) {
        var log: [String] = []
        let site = try PackageSite(
            options: PackageSite.Options(root: root), log: { log.append($0) })
        let report = try SiteBuilder(configuration: site.configuration).build()
        #expect(report.errors.map(\.description) == [])
        let page = readText(site.configuration.output.appendingPathComponent("api/Kit/Kit.html"))
        return (page, log)
    }

    @Test func anUnchangedPackageReusesItsDumpAndAnEditedDocCommentIsDumpedAgain() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = try Self.package(in: scratch)
        let cold = try Self.build(root)
        #expect(cold.page.contains("A first kit."))
        #expect(cold.log.contains { $0.hasPrefix("Dumping symbol graphs") })
        #expect(
            FileManager.default.fileExists(
                atPath: root.appendingPathComponent(PackageDumpCache.recordPath).path))

        // Nothing changed but the site's own files: the docs, the output, collor.yml.
        try "title: Kit docs\n".write(
            to: root.appendingPathComponent("collor.yml"), atomically: true, encoding: .utf8)
        let warm = try Self.build(root)
        #expect(warm.page.contains("A first kit."))
        #expect(!warm.log.contains { $0.hasPrefix("Dumping symbol graphs") })
        #expect(warm.log.contains { $0.hasPrefix("Symbol graphs unchanged since the last dump") })

        try Self.source("A second kit.").write(
            to: root.appendingPathComponent("Sources/Kit/Kit.swift"), atomically: true,
            encoding: .utf8)
        let edited = try Self.build(root)
        #expect(edited.log.contains { $0.hasPrefix("Dumping symbol graphs") })
        #expect(edited.page.contains("A second kit."))
        #expect(!edited.page.contains("A first kit."))
    }

    @Test func theKeyListsWhatTheCompilerReadsAndLeavesOutTheSitesOwnFiles() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = scratch.url.appendingPathComponent("Kit")
        try ScratchSite.write(
            [
                "Package.swift": "", "Package.resolved": "{}", "Sources/Kit/Kit.swift": "",
                "Sources/Kit/Kit.docc/Kit.md": "", "collor.yml": "", "_site/index.html": "",
                "public/index.html": "", ".build/debug/x": "", ".git/HEAD": "",
                "Sources/.hidden.swift": "", "Tests/KitTests/KitTests.swift": "",
            ], into: root)
        let output = root.appendingPathComponent("public")
        let paths = PackageDumpKey.files(
            root: RealPath.of(root).path, skipping: RealPath.of(output).path
        )
        .map { $0.split(separator: " ")[1] }
        #expect(
            paths == [
                "Package.resolved", "Package.swift", "Sources/Kit/Kit.swift",
                "Tests/KitTests/KitTests.swift",
            ])
        let before = PackageDumpKey.files(root: RealPath.of(root).path, skipping: "")
        try "// changed\n".write(
            to: root.appendingPathComponent("Package.resolved"), atomically: true,
            encoding: .utf8)
        #expect(PackageDumpKey.files(root: RealPath.of(root).path, skipping: "") != before)
        let key = try #require(PackageDumpKey.make(root: root, output: output))
        #expect(key.contains { $0.hasPrefix("swift Swift version ") })
        #expect(key.contains("arguments dump-symbol-graph --skip-synthesized-members"))
    }

    /// A local dependency's sources are in the key: a change there may change the graphs.
    @Test func aLocalDependencysFilesAreInTheKey() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = scratch.url.appendingPathComponent("Kit")
        let manifest = """
            let package = Package(
                name: "Kit",
                dependencies: [
                    .package(url: "https://example.org/remote", from: "1.0.0"),
                    .package(
                        path: "../Dep"), .package(name: "Other", path: "../Other"),
                ])
            """
        try ScratchSite.write(
            [
                "Kit/Package.swift": manifest, "Kit/Sources/Kit/Kit.swift": "",
                "Dep/Sources/Dep/Dep.swift": "", "Dep/_site/index.html": "",
            ], into: scratch.url)
        let dependency = RealPath.of(scratch.url.appendingPathComponent("Dep")).path
        let other = RealPath.of(scratch.url.appendingPathComponent("Other")).path
        #expect(PackageDumpKey.localDependencies(root: root) == [dependency, other])
        let output = root.appendingPathComponent("_site")
        let before = try #require(PackageDumpKey.make(root: root, output: output))
        #expect(before.contains("dependency " + dependency))
        #expect(before.contains { $0.hasPrefix("  file Sources/Dep/Dep.swift ") })
        #expect(!before.contains { $0.contains("_site") })
        try "// changed\n".write(
            to: scratch.url.appendingPathComponent("Dep/Sources/Dep/Dep.swift"),
            atomically: true, encoding: .utf8)
        #expect(try #require(PackageDumpKey.make(root: root, output: output)) != before)
    }
}
