import CollorSite
import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSiteCommand

/// A broken `<doc:Gone>` added while serving: the rebuild prints its warning and how many there
/// are, not only "rendered 1 page(s)", and the page shows the link's text, not a link to "".
@Suite struct PreviewServerRebuildWarningTests {
    /// The lines a server logged, from any thread.
    private final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func append(_ line: String) { lock.withLock { lines.append(line) } }
        var all: [String] { lock.withLock { lines } }
    }

    @Test func aRebuildPrintsItsWarningsAndTheirCount() async throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let source = try scratch.copyOfFixtureSite()
        let lines = Lines()
        let server = PreviewServer(
            configuration: Fixtures.configuration(
                source: source, output: scratch.url.appendingPathComponent("_site")),
            port: 0, pollInterval: .milliseconds(100), log: { lines.append($0) })
        let port = try await server.start()
        let atStart = lines.all.count
        let markdown = source.appendingPathComponent("guide/one.md")
        try (readText(markdown) + "\nNow see <doc:Gone>.\n").write(
            to: markdown, atomically: true, encoding: .utf8)
        var page = ""
        for _ in 0..<100 where !page.contains("Now see") {
            try await Task.sleep(for: .milliseconds(100))
            page = try await RawHTTP.get("/guide/one.html", port: port).body
        }
        var rebuild: [String] = []
        for _ in 0..<50 {
            rebuild = Array(lines.all.dropFirst(atStart))
            if rebuild.contains(where: { $0.hasPrefix("rendered ") }) { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        await server.stop()
        let warnings = rebuild.filter { $0.hasPrefix("warning: ") }
        #expect(warnings.contains { $0.contains("guide/one.md") && $0.contains("Gone") })
        let summary = try #require(rebuild.first { $0.hasPrefix("rendered ") })
        #expect(summary.contains(", \(warnings.count) warning(s) in "), "\(summary)")
        #expect(page.contains("<p>Now see doc:Gone.</p>"))
        #expect(!page.contains("href=\"\""))
    }
}
