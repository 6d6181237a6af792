import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// `collor.yml` is an input of the build: a rebuild reads it again when it changed, so an edit
/// shows while serving (it was read once per builder, and an edit needed a restart).
@Suite struct ConfigurationRebuildTests {
    /// A folder of docs (no package) with a `collor.yml`, and the builder of its site.
    private static func site(in scratch: ScratchFolder, configuration text: String) throws
        -> SiteBuilder
    {
        try ScratchSite.write(
            [
                "index.md": "# Home\n\nSee [start](start.md).\n", "start.md": "# Start\n",
                "other.md": "# Other\n",
            ],
            into: scratch.url.appendingPathComponent("docs"))
        try text.write(
            to: scratch.url.appendingPathComponent("collor.yml"), atomically: true,
            encoding: .utf8)
        var configuration = try PackageSite(options: PackageSite.Options(root: scratch.url))
            .configuration
        configuration.highlighter = nil
        return SiteBuilder(configuration: configuration)
    }

    private static func write(_ text: String, in scratch: ScratchFolder) throws {
        try text.write(
            to: scratch.url.appendingPathComponent("collor.yml"), atomically: true,
            encoding: .utf8)
    }

    @Test func aTitleEditReachesTheRebuiltPages() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let builder = try Self.site(in: scratch, configuration: "title: First Name\ndocs: docs\n")
        #expect(try builder.build().errors.map(\.description) == [])
        let page = scratch.url.appendingPathComponent("_site/start.html")
        #expect(readText(page).contains("First Name"))
        try Self.write("title: Second Name\ndocs: docs\n", in: scratch)
        let report = try builder.rebuild(changed: [
            scratch.url.appendingPathComponent("collor.yml").path
        ])
        #expect(report.errors.map(\.description) == [])
        #expect(builder.configuration.siteTitle == "Second Name")
        #expect(readText(page).contains("Second Name"))
        #expect(!readText(page).contains("First Name"))
        // Nothing changed since: the next rebuild writes nothing.
        #expect(try builder.rebuild().writtenFiles == [])
    }

    @Test func aNavigationEditReordersTheSidebarWithoutBeingToldTheFile() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let builder = try Self.site(
            in: scratch, configuration: "docs: docs\nnavigation: [start.md, other.md]\n")
        #expect(try builder.build().errors.map(\.description) == [])
        let page = scratch.url.appendingPathComponent("_site/start.html")
        func order() -> [String] {
            readText(page).matches(of: /href="(other|start)\.html"/).map { String($0.output.1) }
        }
        #expect(order().prefix(2) == ["start", "other"])
        try Self.write("docs: docs\nnavigation: [other.md, start.md]\n", in: scratch)
        // A rebuild that is told nothing (serve's poll) reads the file too.
        #expect(try builder.rebuild().errors.map(\.description) == [])
        #expect(order().prefix(2) == ["other", "start"])
    }

    @Test func aBrokenEditNamesItsKeyAndLineAndKeepsTheLastGoodOutput() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let builder = try Self.site(in: scratch, configuration: "title: Good\ndocs: docs\n")
        #expect(try builder.build().errors.map(\.description) == [])
        let page = scratch.url.appendingPathComponent("_site/start.html")
        let good = readText(page)
        try Self.write("docs: docs\nstrict: sometimes\n", in: scratch)
        let broken = try builder.rebuild()
        #expect(broken.errors.map(\.location) == ["collor.yml:2:9"])
        #expect(broken.errors.first?.description.contains("strict") == true)
        #expect(readText(page) == good)
        // Still broken: told again, not forgotten after one report.
        #expect(try builder.rebuild().errors.map(\.location) == ["collor.yml:2:9"])
        try Self.write("title: Fixed\ndocs: docs\n", in: scratch)
        #expect(try builder.rebuild().errors.map(\.description) == [])
        #expect(readText(page).contains("Fixed"))
    }

    @Test func aConfigurationMadeInCodeIsNotReadAgain() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let docs = scratch.url.appendingPathComponent("docs")
        try ScratchSite.write(["index.md": "# Home\n"], into: docs)
        var configuration = SiteConfiguration(
            source: docs, output: scratch.url.appendingPathComponent("_site"), siteTitle: "Code")
        configuration.highlighter = nil
        let builder = SiteBuilder(configuration: configuration)
        #expect(try builder.build().errors.map(\.description) == [])
        try Self.write("title: File\n", in: scratch)
        #expect(try builder.rebuild().errors.map(\.description) == [])
        #expect(builder.configuration.siteTitle == "Code")
    }
}
