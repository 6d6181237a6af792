import CollorSite
import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Synchronization
import Testing

@testable import CollorSiteCommand

/// `serve` rebuilds on the platform's file events, not at its next poll, and polls when there
/// are too many folders to watch.
@Suite struct PreviewServerWatchTests {
    /// Runs `body` with a started server of a copy of the fixture site, then stops it.
    private func withServer(
        pollInterval: Duration, maxWatchedFolders: Int = 8_192,
        log: @escaping @Sendable (String) -> Void = { _ in },
        _ body: (_ source: URL, _ port: UInt16) async throws -> Void
    ) async throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let source = try scratch.copyOfFixtureSite()
        let server = PreviewServer(
            configuration: Fixtures.configuration(
                source: source, output: scratch.url.appendingPathComponent("_site")),
            port: 0, pollInterval: pollInterval, maxWatchedFolders: maxWatchedFolders, log: log)
        let port = try await server.start()
        do {
            try await body(source, port)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    #if os(Linux)
        @Test func anEditIsRebuiltOnItsFileEvent() async throws {
            // A poll an hour away: only the file event can rebuild within the test.
            try await withServer(pollInterval: .seconds(3_600)) { source, port in
                let shown = try await editAndAwaitRebuild(
                    source: source, adding: "Seen through inotify.", port: port)
                #expect(shown)
            }
        }

        @Test func anEditMadeDuringARebuildIsRebuiltNext() async throws {
            try await withServer(pollInterval: .seconds(3_600)) { source, port in
                // Two saves in a row, the second while the first's rebuild runs: both show.
                let page = source.appendingPathComponent("guide/one.md")
                try (readText(page) + "\nFirst save.\n").write(
                    to: page, atomically: true, encoding: .utf8)
                try await Task.sleep(for: .milliseconds(8))
                #expect(
                    try await editAndAwaitRebuild(
                        source: source, adding: "Second save.", port: port))
                let served = try await RawHTTP.get("/guide/one.html", port: port).body
                #expect(served.contains("First save."))
            }
        }
    #endif

    @Test func tooManyFoldersFallsBackToPolling() async throws {
        let logged = Mutex<[String]>([])
        try await withServer(
            pollInterval: .milliseconds(100), maxWatchedFolders: 0,
            log: { line in logged.withLock { $0.append(line) } }
        ) { source, port in
            let shown = try await editAndAwaitRebuild(
                source: source, adding: "Seen by polling.", port: port)
            #expect(shown)
        }
        #if os(Linux)
            #expect(
                logged.withLock { $0 }.contains(
                    "Watching by polling: more than 0 folders to watch."))
        #endif
    }
}
