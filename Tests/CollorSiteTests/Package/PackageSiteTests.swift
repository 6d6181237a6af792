import CollorMarkdown
import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// A package's site as `collor build` finds it: the fixture package `FreshKit` (a catalog with an
/// article, and its symbol graph) copied into a scratch folder, with the symbol graphs given, as
/// the plugin gives them, so no test runs `swift package`.
@Suite struct PackageSiteTests {
    static let fixture = Fixtures.folder.appendingPathComponent("Package")
    static let graphs = fixture.appendingPathComponent("graphs")

    /// A copy of the fixture package, with `collor.yml` holding `configuration` when given.
    static func package(in scratch: ScratchFolder, configuration: String? = nil) throws -> URL {
        let root = scratch.url.appendingPathComponent("FreshKit")
        let fileManager = FileManager.default
        try fileManager.copyItem(at: fixture, to: root)
        try fileManager.moveItem(
            at: root.appendingPathComponent("Package.swift.txt"),
            to: root.appendingPathComponent("Package.swift"))
        if let configuration {
            try configuration.write(
                to: root.appendingPathComponent("collor.yml"), atomically: true, encoding: .utf8)
        }
        return root
    }

    /// The site of the package at `root`, whose products export `products` (what
    /// `swift package dump-package` says of the fixture, which declares no product).
    static func site(
        _ root: URL, graphs: [URL] = [PackageSiteTests.graphs], source: String? = nil,
        products: Set<String> = ["FreshKit"]
    ) throws -> PackageSite {
        try PackageSite(
            options: PackageSite.Options(
                root: root, source: source, symbolGraphs: graphs.map(\.path)),
            dumpSymbolGraphs: { _ throws(SiteError) in
                throw SiteError(file: "test", reason: .input(.io("the dump must not run")))
            },
            readProducts: { _ throws(SiteError) in products })
    }

    static func build(_ site: PackageSite) throws -> BuildReport {
        let report = try SiteBuilder(configuration: site.configuration).build()
        if !report.errors.isEmpty { throw FixtureBuildFailed(errors: report.errors) }
        return report
    }

    /// A markdown folder without `index.md` beside the catalog: the home lists the pages.
    @Test func withoutIndexTheHomePageIsGeneratedAndListsPagesAndModules() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = try Self.package(
            in: scratch,
            configuration: "title: Fresh Handbook\ndocs: [Guide, Sources/FreshKit/FreshKit.docc]\n")
        try ScratchSite.write(["Guide/usage.md": "# Usage\n"], into: root)
        let site = try Self.site(root)
        _ = try Self.build(site)
        let home = readText(site.configuration.output.appendingPathComponent("index.html"))
        #expect(home.contains("<title>Fresh Handbook</title>"))
        #expect(home.contains("<h1 id=\"fresh-handbook\">"))
        #expect(home.contains("</a>Fresh Handbook</h1>"))
        #expect(home.contains("<a href=\"FreshKit/Ordering.html\">Ordering fruit</a>"))
        #expect(home.contains("<a href=\"api/FreshKit/index.html\">FreshKit</a>"))
        #expect(home.contains("class=\"site-title\" href=\"index.html\""))
    }

    /// DocC opens a catalog on its root page (` # ``FreshKit`` `): a site that is one catalog
    /// has it as its home, first in the catalog's section, its links made from the site's root.
    @Test func aSingleCatalogsRootPageIsTheHome() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = try Self.package(in: scratch, configuration: "title: Fresh Handbook\n")
        let site = try Self.site(root)
        _ = try Self.build(site)
        let output = site.configuration.output
        let home = readText(output.appendingPathComponent("index.html"))
        #expect(home.contains("<title>FreshKit Essentials – Fresh Handbook</title>"))
        #expect(home.contains("Fruit, baskets and the grocer who sells them."))
        #expect(home.contains("Start with <a href=\"FreshKit/Ordering.html\">Ordering fruit</a>"))
        #expect(home.contains("<h2>FreshKit</h2>"), "the catalog's section in the sidebar")
        // First in its catalog's section, which it is the index of: no other is generated.
        #expect(
            ScratchSite.sidebar(of: "index.html", in: output).contains(
                "<h2>FreshKit</h2>\n<ul>\n<li><a href=\"index.html\" aria-current=\"page\">"
                    + "FreshKit Essentials</a></li>\n"))
        #expect(!home.contains("<h2>Guides</h2>"))
        for gone in ["FreshKit/FreshKit.html", "FreshKit/index.html"] {
            #expect(
                !FileManager.default.fileExists(atPath: output.appendingPathComponent(gone).path),
                "\(gone)")
        }
        let article = readText(output.appendingPathComponent("FreshKit/Ordering.html"))
        #expect(article.contains("href=\"../index.html\""))
    }

    /// While serving: a root page retitled away from its module gives the home back to the
    /// generated list, and titled after it again takes it back.
    @Test func servingFollowsTheCatalogsRootPageInAndOutOfTheHome() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = try Self.package(in: scratch)
        let site = try Self.site(root)
        let builder = SiteBuilder(configuration: site.configuration)
        #expect(try builder.build().succeeded)
        let output = site.configuration.output
        let home = output.appendingPathComponent("index.html")
        #expect(readText(home).contains("Fruit, baskets and the grocer who sells them."))
        let page = root.appendingPathComponent("Sources/FreshKit/FreshKit.docc/FreshKit.md")
        let written = readText(page)
        try written.replacingOccurrences(of: "# ``FreshKit``", with: "# Welcome").write(
            to: page, atomically: true, encoding: .utf8)
        var report = try builder.rebuild()
        #expect(report.errors.map(\.description) == [])
        #expect(readText(home).contains("<a href=\"FreshKit/FreshKit.html\">"))
        #expect(
            readText(output.appendingPathComponent("FreshKit/FreshKit.html")).contains("Welcome"))
        try written.write(to: page, atomically: true, encoding: .utf8)
        report = try builder.rebuild()
        #expect(report.errors.map(\.description) == [])
        #expect(readText(home).contains("Fruit, baskets and the grocer who sells them."))
        #expect(
            !FileManager.default.fileExists(
                atPath: output.appendingPathComponent("FreshKit/FreshKit.html").path))
    }

    @Test func servingSwitchesBetweenAWrittenAndAGeneratedHomePage() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = try Self.package(in: scratch, configuration: "docs: [Guide]\n")
        let guide = root.appendingPathComponent("Guide")
        try FileManager.default.createDirectory(at: guide, withIntermediateDirectories: true)
        try "# Usage\n".write(
            to: guide.appendingPathComponent("usage.md"), atomically: true, encoding: .utf8)
        let site = try Self.site(root)
        let builder = SiteBuilder(configuration: site.configuration)
        let home = site.configuration.output.appendingPathComponent("index.html")
        #expect(try builder.build().succeeded)
        #expect(readText(home).contains("<a href=\"usage.html\">Usage</a>"))
        let index = guide.appendingPathComponent("index.md")
        try "# Written home\n".write(to: index, atomically: true, encoding: .utf8)
        #expect(try builder.rebuild().succeeded)
        #expect(readText(home).contains("</a>Written home</h1>"))
        try FileManager.default.removeItem(at: index)
        #expect(try builder.rebuild().succeeded)
        #expect(readText(home).contains("<a href=\"usage.html\">Usage</a>"))
    }

    @Test func docsKeyNamesAMarkdownFolderAndItsIndexIsTheHome() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = try Self.package(
            in: scratch, configuration: "docs: [Guide, Sources/FreshKit/FreshKit.docc]\n")
        let guide = root.appendingPathComponent("Guide")
        try FileManager.default.createDirectory(at: guide, withIntermediateDirectories: true)
        try "# Welcome\n\nSee [ordering](FreshKit/Ordering.md).\n".write(
            to: guide.appendingPathComponent("index.md"), atomically: true, encoding: .utf8)
        let site = try Self.site(root)
        #expect(site.configuration.sources.map(\.prefix) == ["", "FreshKit/"])
        _ = try Self.build(site)
        let home = readText(site.configuration.output.appendingPathComponent("index.html"))
        #expect(home.contains("</a>Welcome</h1>"))
        #expect(home.contains("href=\"FreshKit/Ordering.html\""))
    }

    @Test func discoveryFallsBackToADocsFolderWithMarkdown() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = try Self.package(in: scratch)
        try FileManager.default.removeItem(at: root.appendingPathComponent("Sources"))
        let docs = root.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        try "# Hello\n".write(
            to: docs.appendingPathComponent("hello.md"), atomically: true, encoding: .utf8)
        #expect(
            try Self.site(root).configuration.sources.map(\.folder.path) == [
                docs.standardizedFileURL.path
            ])
    }

    /// Outside a package (no `Package.swift`) there are no modules: a plain folder of markdown
    /// builds without an API reference, and no symbol graph is dumped.
    @Test func aPlainDocsFolderWithoutAPackageBuildsWithNoAPIReference() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = scratch.url.appendingPathComponent("notes")
        try ScratchSite.write(
            [
                "docs/index.md": "# Notes\n\nSee [the guide](guide.md).\n",
                "docs/guide.md": "# Guide\n",
            ],
            into: root)
        let site = try PackageSite(
            options: PackageSite.Options(root: root),
            dumpSymbolGraphs: { _ throws(SiteError) in
                throw SiteError(file: "test", reason: .input(.io("the dump must not run")))
            })
        #expect(site.configuration.symbolGraphs.isEmpty)
        let report = try Self.build(site)
        #expect(report.warnings.isEmpty)
        let output = site.configuration.output
        #expect(
            FileManager.default.fileExists(atPath: output.appendingPathComponent("guide.html").path)
        )
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("api").path))
    }

    /// With neither docs nor a package there is nothing to build, and the error says why.
    @Test func anEmptyFolderWithoutAPackageIsAnError() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        #expect {
            _ = try PackageSite(options: PackageSite.Options(root: scratch.url))
        } throws: { error in
            (error as? SiteError)?.message.contains("no Package.swift") == true
        }
    }

    @Test func severalModulesEachGetTheirOwnAPIPages() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = try Self.package(in: scratch)
        let collorGraphs = Fixtures.folder.appendingPathComponent("symbolgraphs")
        let site = try Self.site(
            root, graphs: [Self.graphs, collorGraphs], products: ["FreshKit", "Collor"])
        _ = try Self.build(site)
        let output = site.configuration.output
        for page in [
            "api/index.html", "api/FreshKit/index.html", "api/FreshKit/Basket.html",
            "api/Collor/index.html", "api/Collor/CollectionData.html", "api/Collor/IndexPath.html",
        ] {
            #expect(
                FileManager.default.fileExists(atPath: output.appendingPathComponent(page).path),
                "\(page)")
        }
        let index = readText(output.appendingPathComponent("api/index.html"))
        #expect(index.contains("href=\"Collor/index.html\""))
        #expect(index.contains("href=\"FreshKit/index.html\""))
    }

    @Test func modulesKeyChoosesModulesAndAMissingOneIsAnErrorAtTheKey() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let collorGraphs = Fixtures.folder.appendingPathComponent("symbolgraphs")
        let root = try Self.package(in: scratch, configuration: "title: T\nmodules: [Collor]\n")
        let site = try Self.site(root, graphs: [Self.graphs, collorGraphs])
        #expect(
            site.configuration.symbolGraphs.allSatisfy { $0.lastPathComponent.hasPrefix("Collor") })
        try "modules: [Collor, Missing]\n".write(
            to: root.appendingPathComponent("collor.yml"), atomically: true, encoding: .utf8)
        #expect {
            _ = try Self.site(root, graphs: [Self.graphs, collorGraphs])
        } throws: { error in
            let error = error as? SiteError
            return error?.location == "collor.yml:1:10"
                && error?.reason
                    == .configuration(
                        .missingSymbolGraph(
                            module: "Missing", detail: error?.reason.detail ?? ""))
        }
    }

    @Test func aMissingDocsFolderOrThemeIsAnErrorAtTheKey() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = try Self.package(in: scratch, configuration: "title: T\ndocs: Nowhere\n")
        #expect {
            _ = try Self.site(root)
        } throws: { error in
            let error = error as? SiteError
            return error?.location == "collor.yml:2:7"
                && error?.description.contains("'docs': no folder at") == true
        }
        try "theme: NoTheme\n".write(
            to: root.appendingPathComponent("collor.yml"), atomically: true, encoding: .utf8)
        #expect {
            _ = try Self.site(root)
        } throws: { ($0 as? SiteError)?.location == "collor.yml:1:8" }
    }

    @Test func anErrorLeavesThePreviousOutputAsItWas() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = try Self.package(in: scratch)
        let site = try Self.site(root)
        _ = try Self.build(site)
        let home = site.configuration.output.appendingPathComponent("index.html")
        let before = readText(home)
        // Front matter that does not read is an error (a broken link is only a warning).
        try "---\norder: x\n---\n# Broken\n".write(
            to: root.appendingPathComponent("Sources/FreshKit/FreshKit.docc/Broken.md"),
            atomically: true, encoding: .utf8)
        let report = try SiteBuilder(configuration: try Self.site(root).configuration).build()
        #expect(!report.succeeded)
        #expect(readText(home) == before)
    }

    @Test func theBuiltInThemeIsUsedWithoutAThemeFolder() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = try Self.package(in: scratch)
        let site = try Self.site(root)
        _ = try Self.build(site)
        let theme = site.configuration.output.appendingPathComponent("theme")
        let builtIn = Fixtures.repository.appendingPathComponent(
            "Sources/CollorSite/Resources/Theme")
        for name in ["style.css", "search.js", "tutorial.js"] {
            #expect(
                FileManager.default.contentsEqual(
                    atPath: theme.appendingPathComponent(name).path,
                    andPath: builtIn.appendingPathComponent(name).path))
        }
        #expect(
            FileManager.default.fileExists(
                atPath: theme.appendingPathComponent("DejaVuSans.ttf").path))
    }

    @Test func aThemeFolderOverridesTheBuiltInFileByFile() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = try Self.package(in: scratch, configuration: "theme: branding\n")
        let branding = root.appendingPathComponent("branding")
        try FileManager.default.createDirectory(at: branding, withIntermediateDirectories: true)
        try "body { color: rebeccapurple; }\n".write(
            to: branding.appendingPathComponent("style.css"), atomically: true, encoding: .utf8)
        try "logo".write(
            to: branding.appendingPathComponent("logo.svg"), atomically: true, encoding: .utf8)
        let site = try Self.site(root)
        _ = try Self.build(site)
        let theme = site.configuration.output.appendingPathComponent("theme")
        #expect(
            readText(theme.appendingPathComponent("style.css"))
                == "body { color: rebeccapurple; }\n")
        #expect(readText(theme.appendingPathComponent("logo.svg")) == "logo")
        #expect(readText(theme.appendingPathComponent("search.js")).contains("search"))
        // The override is the site's CSS everywhere, the 404 page's inlined copy too.
        #expect(
            readText(site.configuration.output.appendingPathComponent("404.html")).contains(
                "rebeccapurple"))
    }

    @Test func aSiteBuiltFromAPackageCarriesNothingOfThisProject() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = try Self.package(in: scratch, configuration: "title: Fresh Handbook\n")
        let site = try Self.site(root)
        _ = try Self.build(site)
        let output = site.configuration.output
        let files = FileManager.default.subpaths(atPath: output.path) ?? []
        #expect(!files.contains { $0.hasPrefix("galleries") })
        for file in files where !file.hasSuffix(".ttf") {
            let text = readText(output.appendingPathComponent(file))
            #expect(!text.contains("Collor"), "\(file) mentions Collor")
        }
    }

    @Test func thePackageNameIsReadFromTheManifest() {
        #expect(
            PackageName.name(inManifest: "let package = Package(\n    name: \"Shop\",") == "Shop")
        #expect(PackageName.name(inManifest: "Package(name: \"a\\\"b\")") == nil)
        #expect(PackageName.name(inManifest: "Package(\n  platforms: [])") == nil)
    }

    @Test func theDumpsFolderIsReadFromItsOutput() {
        let output = "-- Emitting symbol graph for X\nFiles written to /tmp/p/.build/sg\n"
        #expect(SymbolGraphDump.folder(namedIn: output)?.path == "/tmp/p/.build/sg")
        #expect(SymbolGraphDump.folder(namedIn: "error: nothing") == nil)
    }

    @Test func extensionGraphsBelongToTheirModule() {
        #expect(SymbolGraphFiles.module(ofFile: "MyLib@Swift.symbols.json") == "MyLib")
        #expect(SymbolGraphFiles.module(ofFile: "MyLib.symbols.json") == "MyLib")
        #expect(SymbolGraphFiles.module(ofFile: "notes.json") == nil)
    }
}

extension SiteError.Reason {
    /// The detail of a missing symbol graph, for comparisons that only check the module.
    fileprivate var detail: String {
        if case .configuration(.missingSymbolGraph(_, let detail)) = self { return detail }
        return ""
    }
}
