import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite
@testable import CollorSiteCommand

/// `collor build` on a plain folder of markdown (no `Package.swift`): it builds with no API
/// reference; a broken link is a warning, and `--strict` makes it fail the build.
@Suite struct BuildCommandTests {
    /// A folder of notes, outside any package, whose home page links to a page it lacks.
    static func notes(in scratch: ScratchFolder) throws -> URL {
        let root = scratch.url.appendingPathComponent("notes")
        let docs = root.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        try "# Notes\n\nSee [the plan](./plan).\n".write(
            to: docs.appendingPathComponent("index.md"), atomically: true, encoding: .utf8)
        return root
    }

    @Test func aPlainFolderBuildsWithABrokenLinkAsAWarning() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = try Self.notes(in: scratch)
        let command = try BuildCommand.parse(["--package-path", root.path])
        #expect(!command.site.strict)
        try command.run()
        let home = root.appendingPathComponent("_site/index.html")
        #expect(FileManager.default.fileExists(atPath: home.path))
        #expect(
            !FileManager.default.fileExists(atPath: root.appendingPathComponent("_site/api").path))
    }

    @Test func strictFailsTheBuildAndWritesNothing() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = try Self.notes(in: scratch)
        let command = try BuildCommand.parse(["--package-path", root.path, "--strict"])
        #expect(command.site.strict)
        // ArgumentParser's `ExitCode.failure`: the process exits non-zero.
        #expect(throws: (any Error).self) { try command.run() }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("_site").path))
    }

    @Test func serveTakesStrictToo() throws {
        #expect(try ServeCommand.parse(["--strict"]).site.strict)
        #expect(try !ServeCommand.parse([]).site.strict)
    }

    @Test func theSummariesCountWarningsTurnedIntoErrorsAndTutorialLinks() {
        let brokenLink = SiteError(
            file: "docs/index.md", line: 3, column: 5, reason: .markdown(.brokenLink("./plan")))
        let tutorial = SiteError(
            file: "docs/index.md", line: 4, column: 1,
            reason: .links(.tutorialLink("doc:Picking")))
        let failed = BuildReport(
            pages: 0, galleries: 0, renderedPages: [], writtenFiles: [], warnings: [tutorial],
            errors: [brokenLink], warningsAsErrors: 1, duration: .zero)
        #expect(
            PreviewServer.summary(failed)
                == "error: docs/index.md:3:5: broken link './plan': no such page or file in the "
                + "site\nbuild failed: 1 error(s), 1 of them warnings turned into errors by strict "
                + "mode")
        #expect(
            BuildCommand.failure(failed, output: "_site")
                == "Build failed: 1 error(s), 1 of them warnings turned into errors by strict "
                + "mode; _site/ was not changed")
        let built = BuildReport(
            pages: 3, galleries: 0, renderedPages: [], writtenFiles: [],
            warnings: [brokenLink, tutorial], errors: [], duration: .zero)
        #expect(
            BuildCommand.summary(built)
                == "Built 3 pages, 0 galleries, 2 warnings (1 of them links to tutorials that no "
                + "catalog has) in 0.00 s")
        // A site with galleries' own pages counts them apart from the galleries embedded.
        var withGalleries = built
        withGalleries.galleryPages = 2
        withGalleries.galleries = 1
        withGalleries.warnings = []
        #expect(
            BuildCommand.summary(withGalleries)
                == "Built 3 pages, 2 gallery pages, 1 galleries embedded, 0 warnings in 0.00 s")
    }
}
