import CollorMarkdown
import CollorSite
import CollorTestSupport
import Foundation

/// Paths of the site fixtures (`Tests/CollorSiteTests/__Fixtures__`) and the repository, and
/// scratch folders for tests that write: shared by the site's and the command's tests.
package enum Fixtures {
    package static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("CollorSiteTests/__Fixtures__")
    package static let site = folder.appendingPathComponent("Site")
    package static let symbolGraphs = SiteConfiguration.symbolGraphs(
        in: folder.appendingPathComponent("symbolgraphs"), module: "Collor")
    package static let repository = folder.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// This project's docs as `collor.yml` lists them: `Site/`, and the TeamRoster tutorial's
    /// folder, which goes under its own name as a second markdown folder does.
    package static let projectSources = [
        SiteSource(folder: repository.appendingPathComponent("Site")),
        SiteSource(
            folder: repository.appendingPathComponent(
                "Examples/TeamRoster/Sources/TeamRoster/TeamRoster.docc/Tutorials"),
            prefix: "Tutorials/"),
    ]
    /// The fixture site's title.
    package static let title = "Fixture Docs"
    /// The gallery names the fixture pages embed, as placeholders.
    package static let galleries = GalleryPlaceholder(names: ["Random", "Pantone"])

    /// A configuration for the fixture site (or `source`) writing into `output`, with the built-in
    /// theme.
    package static func configuration(source: URL = site, output: URL) -> SiteConfiguration {
        SiteConfiguration(
            source: source, output: output, symbolGraphs: symbolGraphs, galleries: galleries,
            siteTitle: title)
    }
}

extension ScratchFolder {
    /// A copy of the fixture site inside this folder.
    package func copyOfFixtureSite() throws -> URL {
        let copy = url.appendingPathComponent("Site")
        try FileManager.default.copyItem(at: Fixtures.site, to: copy)
        return copy
    }
}

extension SiteBuilder {
    /// Builds and returns the report, failing with every error when the build reports one.
    package static func buildFixture(output: URL, source: URL = Fixtures.site) throws -> BuildReport
    {
        let report = try SiteBuilder(
            configuration: Fixtures.configuration(source: source, output: output)
        ).build()
        if !report.errors.isEmpty {
            throw FixtureBuildFailed(errors: report.errors)
        }
        return report
    }
}

package struct FixtureBuildFailed: Error, CustomStringConvertible {
    package var errors: [SiteError]
    package init(errors: [SiteError]) { self.errors = errors }
    package var description: String { errors.map(\.description).joined(separator: "\n") }
}

package func readText(_ url: URL) -> String {
    (try? String(contentsOf: url, encoding: .utf8)) ?? ""
}
