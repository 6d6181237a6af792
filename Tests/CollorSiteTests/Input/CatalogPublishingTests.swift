import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// From a `.docc` catalog only what DocC publishes is published: its resources (images, videos,
/// a tutorial's download). `Info.plist`, `@Code` files, `theme-settings.json`, `header.html`,
/// `footer.html` and any stray file stay readable but unpublished (hostile-input round three,
/// row 14: they were copied into the site). A markdown folder keeps publishing its files.
@Suite struct CatalogPublishingTests {
    private static let unpublished = [
        "Info.plist": "<plist><dict/></plist>\n", "theme-settings.json": "{}\n",
        "header.html": "<header>Mine</header>\n", "footer.html": "<footer>Mine</footer>\n",
        "Notes/todo.txt": "secret\n", "Resources/config.json": "{\"key\": \"k\"}\n",
    ]

    @Test func aCatalogPublishesItsResourcesAndNothingElse() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = try TutorialPageTests.package(in: scratch)
        let catalog = root.appendingPathComponent("Sources/FreshKit/FreshKit.docc")
        try ScratchSite.write(Self.unpublished, into: catalog)
        let site = try PackageSiteTests.site(root)
        let report = try SiteBuilder(configuration: site.configuration).build()
        #expect(report.errors.isEmpty)
        let output = site.configuration.output.appendingPathComponent("FreshKit")
        for path in Self.unpublished.keys.sorted() {
            #expect(!exists(output.appendingPathComponent(path)), "\(path) was published")
        }
        // `@Code` files are read (the step shows them) and not published.
        let tutorial = readText(output.appendingPathComponent("Tutorials/Picking/Picking.html"))
        #expect(tutorial.contains("packed"))
        for path in [
            "Tutorials/Picking/_Resources/picker-1.swift",
            "Tutorials/Picking/Resources/picker-2.swift",
        ] {
            #expect(!exists(output.appendingPathComponent(path)), "\(path) was published")
        }
        // The resources are.
        #expect(readText(output.appendingPathComponent("Tutorials/Resources/basics.png")) == "PNG")
        #expect(
            readText(output.appendingPathComponent("Tutorials/Picking/Resources/Picking.zip"))
                == "PK")
        #expect(!report.writtenFiles.contains { $0.hasSuffix("Info.plist") })
    }

    @Test func aLinkToAnUnpublishedFileIsBroken() throws {
        let (report, _, scratch) = try ScratchSite.buildCatalog(
            [
                "T.md": "# T\n\n@Metadata {\n  @TechnologyRoot\n}\n\nSee [notes](notes.txt).\n",
                "notes.txt": "n\n",
            ], module: "T")
        defer { scratch.remove() }
        #expect(report.writtenFiles.allSatisfy { !$0.hasSuffix("notes.txt") })
        #expect(report.warnings.contains { $0.message.contains("notes.txt") })
    }

    @Test func aMarkdownFolderPublishesEveryFile() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let (_, output, _) = try ScratchSite.build(
            ["index.md": "# Home\n"].merging(Self.unpublished) { page, _ in page }, in: scratch,
            siteTitle: "T")
        for (path, text) in Self.unpublished {
            #expect(readText(output.appendingPathComponent(path)) == text)
        }
    }

    private func exists(_ url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.path)
    }
}
