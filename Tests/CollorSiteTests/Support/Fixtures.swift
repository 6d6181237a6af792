import CollorTestSupport
import Foundation

@testable import CollorSite

/// Paths of the fixtures and the repository, and scratch folders for tests that write.
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("__Fixtures__")
    static let site = folder.appendingPathComponent("Site")
    static let symbolGraphs = SiteConfiguration.symbolGraphs(
        in: folder.appendingPathComponent("symbolgraphs"), module: "Collor")
    static let repository = folder.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The fixture site's title.
    static let title = "Fixture Docs"
    /// The gallery names the fixture pages embed, as placeholders.
    static let galleries = GalleryPlaceholder(names: ["Random", "Pantone"])

    /// A configuration for the fixture site (or `source`) writing into `output`, with the built-in
    /// theme.
    static func configuration(source: URL = site, output: URL) -> SiteConfiguration {
        SiteConfiguration(
            source: source, output: output, symbolGraphs: symbolGraphs, galleries: galleries,
            siteTitle: title)
    }
}

extension ScratchFolder {
    /// A copy of the fixture site inside this folder.
    func copyOfFixtureSite() throws -> URL {
        let copy = url.appendingPathComponent("Site")
        try FileManager.default.copyItem(at: Fixtures.site, to: copy)
        return copy
    }
}

extension SiteBuilder {
    /// Builds and returns the report, failing with every error when the build reports one.
    static func buildFixture(output: URL, source: URL = Fixtures.site) throws -> BuildReport {
        let report = try SiteBuilder(
            configuration: Fixtures.configuration(source: source, output: output)
        ).build()
        if !report.errors.isEmpty {
            throw FixtureBuildFailed(errors: report.errors)
        }
        return report
    }
}

struct FixtureBuildFailed: Error, CustomStringConvertible {
    var errors: [SiteError]
    var description: String { errors.map(\.description).joined(separator: "\n") }
}

func readText(_ url: URL) -> String {
    (try? String(contentsOf: url, encoding: .utf8)) ?? ""
}
