import CollorSite
import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSiteCommand

/// `serve --report`: the server hands over the first build's report and each rebuild's.
@Suite struct PreviewServerReportTests {
    /// The reports handed over, in order.
    final class Reports: @unchecked Sendable {
        private let lock = NSLock()
        private var reports: [BuildReport] = []
        func add(_ report: BuildReport) { lock.withLock { reports.append(report) } }
        var all: [BuildReport] { lock.withLock { reports } }
    }

    @Test func eachBuildsReportIsHandedOver() async throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let source = try scratch.copyOfFixtureSite()
        // No poll in the test's time: only the call below rebuilds.
        var configuration = Fixtures.configuration(
            source: source, output: scratch.url.appendingPathComponent("_site"))
        configuration.recordsPages = true
        let server = PreviewServer(
            configuration: configuration, port: 0, pollInterval: .seconds(3_600))
        let reports = Reports()
        await server.reportEachBuild { reports.add($0) }
        _ = try await server.start()
        #expect(reports.all.count == 1)
        let page = source.appendingPathComponent("guide/one.md")
        try (readText(page) + "\nSee [nowhere](nowhere.md).\n").write(
            to: page, atomically: true, encoding: .utf8)
        await server.rebuildIfNeeded()
        await server.stop()
        // The file watcher may rebuild too: at least the call's rebuild reported, and every
        // report after the edit has its broken link, which the first build's has not.
        let all = reports.all
        #expect(all.count >= 2)
        let identifiers = all.map { $0.warnings.map(\.reason.identifier) }
        #expect(identifiers.first?.contains("link.unresolved") == false)
        #expect(identifiers.last?.contains("link.unresolved") == true)
        #expect(all.last?.pageRecords.contains { $0.path == "guide/one.html" } == true)
    }
}
