import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite
@testable import CollorSiteCommand

/// `--report FILE`: the build report written beside the site, a failed build's too.
@Suite struct ReportOptionTests {
    private static func read(_ file: URL) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
        return try #require(object as? [String: Any])
    }

    @Test func buildWritesTheReport() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = try BuildCommandTests.notes(in: scratch)
        let file = scratch.url.appendingPathComponent("report.json")
        try BuildCommand.parse(["--package-path", root.path, "--report", file.path]).run()
        let report = try Self.read(file)
        #expect(report["succeeded"] as? Bool == true)
        let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["id"] as? String } == ["link.unresolved"])
        #expect(diagnostics.map { $0["file"] as? String } == ["docs/index.md"])
        let pages = try #require(report["pages"] as? [[String: Any]])
        #expect(pages.contains { $0["path"] as? String == "index.html" })
    }

    @Test func aFailedBuildWritesItsReportToo() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = try BuildCommandTests.notes(in: scratch)
        let file = scratch.url.appendingPathComponent("report.json")
        let command = try BuildCommand.parse([
            "--package-path", root.path, "--strict", "--report", file.path,
        ])
        #expect(throws: (any Error).self) { try command.run() }
        let report = try Self.read(file)
        #expect(report["succeeded"] as? Bool == false)
        let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["severity"] as? String } == ["error"])
    }

    @Test func serveTakesTheReportOption() throws {
        #expect(try ServeCommand.parse(["--report", "r.json"]).site.report == "r.json")
    }
}
