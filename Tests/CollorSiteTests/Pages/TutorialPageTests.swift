import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// A catalog's tutorials are pages: a table of contents linking each tutorial, each tutorial with
/// its steps' code from the catalog's resources, in the navigation and the search index, and
/// reached by `<doc:>` links by file name and by DocC's `/tutorials/` path.
@Suite struct TutorialPageTests {
    static func package(in scratch: ScratchFolder) throws -> URL {
        let root = try PackageSiteTests.package(in: scratch)
        let catalog = root.appendingPathComponent("Sources/FreshKit/FreshKit.docc")
        let landing = catalog.appendingPathComponent("FreshKit.md")
        try
            (readText(landing)
            + "\nStart with <doc:Picking> or <doc:/tutorials/FreshKit/Picking>.\n")
            .write(to: landing, atomically: true, encoding: .utf8)
        let files = [
            "Tutorials/Table of Contents.tutorial": """
            @Tutorials(name: "FreshKit") {
              @Intro(title: "Meet FreshKit") {
                Pick and pack.
              }

              @Chapter(name: "Basics") {
                Start here.

                @Image(source: basics.png, alt: "A basket of fruit")
                @TutorialReference(tutorial: "doc:Picking")
                @TutorialReference(tutorial: "doc:Packing")
              }
            }

            """,
            "Tutorials/Picking/Picking.tutorial": """
            @Tutorial(time: 10, projectFiles: Picking.zip) {
              @Intro(title: "Pick Fruit") {
                Pick some.
              }

              @Section(title: "Pick") {
                @Steps {
                  @Step {
                    Pick one.

                    @Code(name: "Picker.swift", file: picker-1.swift)
                  }

                  @Step {
                    Pick another.

                    @Code(name: "Picker.swift", file: picker-2.swift)
                  }
                }
              }
            }

            """,
            "Tutorials/Packing.tutorial": """
            @Tutorial(time: 3) {
              @Intro(title: "Pack Fruit") {
              }

              @Section(title: "Pack") {
              }
            }

            """,
            "Tutorials/Picking/_Resources/picker-1.swift": "let picked = 1\n",
            "Tutorials/Picking/Resources/Picking.zip": "PK",
            "Tutorials/Resources/basics.png": "PNG",
            "Tutorials/Picking/Resources/picker-2.swift": "let picked = 1\nlet packed = 2\n",
        ]
        for (path, text) in files {
            let url = catalog.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test func tutorialsArePagesThatLinksReach() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let site = try PackageSiteTests.site(try Self.package(in: scratch))
        let report = try SiteBuilder(configuration: site.configuration).build()
        #expect(report.errors.isEmpty)
        #expect(!report.warnings.contains { $0.file.contains("tutorial") })
        #expect(report.tutorialLinks == 0)
        let output = site.configuration.output.appendingPathComponent("FreshKit")
        // The catalog's root page is the home of a one-catalog site.
        let landing = readText(site.configuration.output.appendingPathComponent("index.html"))
        #expect(
            landing.contains(
                "Start with <a href=\"FreshKit/Tutorials/Picking/Picking.html\">Pick Fruit</a> or "
                    + "<a href=\"FreshKit/Tutorials/Picking/Picking.html\">Pick Fruit</a>."))
        let contents = readText(output.appendingPathComponent("Tutorials/Table of Contents.html"))
        #expect(contents.contains("<h1>Meet FreshKit</h1>"))
        #expect(
            contents.contains(
                "<p class=\"tutorial-card\"><a href=\"Picking/Picking.html\">Pick Fruit</a> "
                    + "<span class=\"tutorial-card-time\">10 min</span></p>"))
        let tutorial = readText(output.appendingPathComponent("Tutorials/Picking/Picking.html"))
        #expect(tutorial.contains("<dd>10 minutes</dd>"))
        #expect(tutorial.contains("<a href=\"Resources/Picking.zip\" download>Picking.zip</a>"))
        // A catalog's anchors are DocC's, which keep the heading's case.
        #expect(tutorial.contains("<h2 id=\"Pick\">Pick</h2>"))
        #expect(tutorial.contains("id=\"Pick-step-2\""))
        #expect(tutorial.contains("packed"))
        #expect(!tutorial.contains("@Code"))
        // The table of contents' order: Packing follows Picking, and nothing comes before it.
        #expect(
            tutorial.contains(
                "<nav class=\"tutorial-pager\" aria-label=\"Tutorials\">\n<a class=\"next\" "
                    + "rel=\"next\" href=\"../Packing.html\"><span>Next tutorial</span>Pack "
                    + "Fruit</a>\n</nav>"))
        let packing = readText(output.appendingPathComponent("Tutorials/Packing.html"))
        #expect(packing.contains("<span>Previous tutorial</span>Pick Fruit</a>"))
        // The navigation lists the tutorial under its title.
        #expect(tutorial.contains(">Pick Fruit</a>"))
        let searchFolder = site.configuration.output.appendingPathComponent("search")
        let search = try FileManager.default.contentsOfDirectory(atPath: searchFolder.path)
            .map { readText(searchFolder.appendingPathComponent($0)) }.joined()
        #expect(search.contains("Pick Fruit"))
        // Written as a URL: the one encoder percent-encodes the spaces.
        #expect(search.contains("Tutorials/Table%20of%20Contents.html"))
    }

    /// A markdown folder's tutorials are pages too (this project's site has TeamRoster's), their
    /// code found by name in the folder; before, such a file was copied as it was.
    @Test func aMarkdownFoldersTutorialIsAPage() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let docs = scratch.url.appendingPathComponent("docs")
        let files = [
            "index.md": "# Home\n\nFollow [the tutorial](Tutorials/Picking.tutorial).\n",
            "Tutorials/Picking.tutorial": """
            @Tutorial(time: 5) {
              @Intro(title: "Pick Fruit") {
                Pick some.
              }

              @Section(title: "Pick") {
                @Steps {
                  @Step {
                    Pick one.

                    @Code(name: "Picker.swift", file: picker-1.swift)
                  }
                }
              }
            }

            """,
            "Tutorials/Resources/picker-1.swift": "let picked = 1\n",
        ]
        for (path, text) in files {
            let url = docs.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let output = scratch.url.appendingPathComponent("out")
        var configuration = SiteConfiguration(
            sources: [SiteSource(folder: docs)], output: output, siteTitle: "Fruit")
        configuration.strict = true
        let report = try SiteBuilder(configuration: configuration).build()
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let home = readText(output.appendingPathComponent("index.html"))
        #expect(home.contains("<a href=\"Tutorials/Picking.html\">the tutorial</a>"))
        let tutorial = readText(output.appendingPathComponent("Tutorials/Picking.html"))
        #expect(tutorial.contains("<h1>Pick Fruit</h1>"))
        #expect(tutorial.contains("picked"))
        #expect(!tutorial.contains("@Code"))
        #expect(
            !FileManager.default.fileExists(atPath: output.path + "/Tutorials/Picking.tutorial"))
    }

    @Test func aMissingCodeFileIsAWarningNamingItAtItsPlace() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = try Self.package(in: scratch)
        try FileManager.default.removeItem(
            at: root.appendingPathComponent(
                "Sources/FreshKit/FreshKit.docc/Tutorials/Picking/Resources/picker-2.swift"))
        let site = try PackageSiteTests.site(root)
        let report = try SiteBuilder(configuration: site.configuration).build()
        #expect(
            report.warnings.map(\.description).filter { $0.contains("tutorial") } == [
                "FreshKit.docc/Tutorials/Picking/Picking.tutorial:17:9: nothing named "
                    + "picker-2.swift in the catalog or the package's Snippets folder: left out"
            ])
    }

    /// With tutorials built, a link to one that no catalog has (by DocC's `/tutorials/` path) is
    /// a warning, and an error in a strict build, as any broken link.
    @Test func aLinkToATutorialNoCatalogHasFailsAStrictBuild() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = try Self.package(in: scratch)
        try "strict: true\n".write(
            to: root.appendingPathComponent("collor.yml"), atomically: true, encoding: .utf8)
        let landing = root.appendingPathComponent("Sources/FreshKit/FreshKit.docc/FreshKit.md")
        try (readText(landing) + "\nThen <doc:/tutorials/FreshKit/Juicing>.\n").write(
            to: landing, atomically: true, encoding: .utf8)
        let report = try SiteBuilder(configuration: PackageSiteTests.site(root).configuration)
            .build()
        #expect(
            report.errors.map(\.reason).contains(
                .links(.tutorialLink("doc:tutorials/FreshKit/Juicing"))))
        #expect(report.warningsAsErrors > 0)
    }

    /// The preview server's rebuild renders a tutorial again when a file its steps show changes.
    @Test func aRebuildRendersATutorialWhoseCodeFileChanged() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = try Self.package(in: scratch)
        let builder = try SiteBuilder(configuration: PackageSiteTests.site(root).configuration)
        _ = try builder.build()
        try "let picked = 1\nlet juiced = 3\n".write(
            to: root.appendingPathComponent(
                "Sources/FreshKit/FreshKit.docc/Tutorials/Picking/Resources/picker-2.swift"),
            atomically: true, encoding: .utf8)
        let report = try builder.rebuild()
        #expect(report.renderedPages == ["FreshKit/Tutorials/Picking/Picking.html"])
        let tutorial = readText(
            builder.configuration.output.appendingPathComponent(
                "FreshKit/Tutorials/Picking/Picking.html"))
        #expect(tutorial.contains("juiced") && !tutorial.contains("packed"))
    }
}
