import CollorSite
import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSiteCommand

/// `serve` watches `collor.yml`: an edit of it reaches the served pages without a restart, and
/// the folders it names are the ones watched from then on.
@Suite struct PreviewServerConfigurationTests {
    /// A folder of docs with a `collor.yml`, served until `body` ends.
    private func withServer(
        pollInterval: Duration = .milliseconds(50),
        _ body: (_ root: URL, _ port: UInt16) async throws -> Void
    ) async throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        try Self.write(
            ["index.md": "# Home\n", "start.md": "# Start\n"],
            into: scratch.url.appendingPathComponent("docs"))
        try Self.write(
            ["index.md": "# Other home\n", "start.md": "# Other start\n"],
            into: scratch.url.appendingPathComponent("other"))
        try Self.write(["collor.yml": "title: First Name\ndocs: docs\n"], into: scratch.url)
        var configuration = try PackageSite(options: PackageSite.Options(root: scratch.url))
            .configuration
        configuration.highlighter = nil
        let server = PreviewServer(
            configuration: configuration, port: 0, pollInterval: pollInterval)
        let port = try await server.start()
        do {
            try await body(scratch.url, port)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    /// Writes each file (by path under `folder`), making its folders.
    private static func write(_ files: [String: String], into folder: URL) throws {
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    /// Polls `path` until its body contains `text`, every 50 ms for up to 10 s.
    private func served(_ text: String, at path: String, port: UInt16) async throws -> Bool {
        for _ in 0..<200 {
            if try await RawHTTP.get(path, port: port).body.contains(text) { return true }
            try await Task.sleep(for: .milliseconds(50))
        }
        return false
    }

    @Test func aTitleEditOfCollorYmlIsServed() async throws {
        try await withServer { root, port in
            #expect(try await served("First Name", at: "/start.html", port: port))
            try Self.write(["collor.yml": "title: Second Name\ndocs: docs\n"], into: root)
            #expect(try await served("Second Name", at: "/start.html", port: port))
        }
    }

    #if os(Linux)
        @Test func anEditOfCollorYmlIsRebuiltOnItsFileEvent() async throws {
            // A poll an hour away: only the file event can rebuild within the test.
            try await withServer(pollInterval: .seconds(3_600)) { root, port in
                let stream = try EventStream(port: port)
                #expect(try await stream.status() == 200)
                #expect(try await stream.next() == "0")
                try Self.write(["collor.yml": "title: Second Name\ndocs: docs\n"], into: root)
                // The rebuild's notice, then its page: no waiting on a clock.
                #expect(try await stream.next() == "1")
                let page = try await RawHTTP.get("/start.html", port: port).body
                #expect(page.contains("Second Name"))
                #expect(!page.contains("First Name"))
            }
        }
    #endif

    @Test func theDocsFolderCollorYmlNamesIsWatched() async throws {
        try await withServer { root, port in
            try Self.write(["collor.yml": "title: Moved\ndocs: other\n"], into: root)
            #expect(try await served("Other start", at: "/start.html", port: port))
            // Now an edit in the new folder shows: it is the one watched.
            try Self.write(
                ["start.md": "# Other start\n\nEdited after the move.\n"],
                into: root.appendingPathComponent("other"))
            #expect(try await served("Edited after the move.", at: "/start.html", port: port))
        }
    }
}
