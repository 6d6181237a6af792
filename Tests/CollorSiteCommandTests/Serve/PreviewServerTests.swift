import CollorSite
import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSiteCommand

@Suite struct PreviewServerTests {
    @Test func servesRebuildsAndReloads() async throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let source = try scratch.copyOfFixtureSite()
        let output = scratch.url.appendingPathComponent("_site")
        let server = PreviewServer(
            configuration: Fixtures.configuration(source: source, output: output), port: 0,
            pollInterval: .milliseconds(100))
        let port = try await server.start()
        defer { Task { await server.stop() } }
        #expect(port != 0)

        let page = try await RawHTTP.get("/guide/one.html", port: port)
        #expect(page.status == 200)
        #expect(page.body.contains("<h1 id=\"first-guide\">"))
        #expect(page.body.contains("<script src=\"/__collor/reload.js\"></script>\n</body>"))
        let home = try await RawHTTP.get("/", port: port)
        #expect(home.status == 200 && home.body.contains("Fixture home"))
        let version = try await RawHTTP.get("/__collor/version", port: port)
        #expect(version.body == "0")

        #expect(
            try await editAndAwaitRebuild(
                source: source, adding: "Freshly edited paragraph.", port: port))
        // Requests are not serialised with the rebuild: the counter moves once the rebuild ends.
        var bumped = false
        for _ in 0..<50 where !bumped {
            bumped = try await RawHTTP.get("/__collor/version", port: port).body != "0"
            if !bumped { try await Task.sleep(for: .milliseconds(100)) }
        }
        #expect(bumped)
    }

    @Test func requestsOutsideTheOutputGet404() async throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let output = scratch.url.appendingPathComponent("_site")
        try "secret".write(
            to: scratch.url.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
        let server = PreviewServer(configuration: Fixtures.configuration(output: output), port: 0)
        let port = try await server.start()
        defer { Task { await server.stop() } }
        // A symlink inside the output that points out of it.
        try FileManager.default.createSymbolicLink(
            at: output.appendingPathComponent("escape.txt"),
            withDestinationURL: scratch.url.appendingPathComponent("secret.txt"))
        try FileManager.default.createSymbolicLink(
            at: output.appendingPathComponent("up"), withDestinationURL: scratch.url)
        let attempts = [
            "/../secret.txt", "/guide/../../secret.txt", "/%2e%2e/secret.txt",
            "/%2E%2E%2Fsecret.txt",
            "/guide/%2e%2e/%2e%2e/secret.txt", "/..%2fsecret.txt", "/%252e%252e/secret.txt",
            "/escape.txt", "/up/secret.txt", "/..\\secret.txt", "/nope.html",
            "/guide/../../../../etc/passwd",
        ]
        for attempt in attempts {
            let response = try await RawHTTP.get(attempt, port: port)
            #expect(response.status == 404, "\(attempt)")
            #expect(
                !response.body.contains("secret") || response.body.contains("Page not found"),
                "\(attempt)")
        }
        #expect(try await RawHTTP.get("/guide/one.html", port: port).status == 200)
    }

    @Test func safePathResolution() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = scratch.url.appendingPathComponent("root")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("a"), withIntermediateDirectories: true)
        try "x".write(
            to: root.appendingPathComponent("a/index.html"), atomically: true, encoding: .utf8)
        #expect(SafePath.resolve("/a/", in: root)?.lastPathComponent == "index.html")
        #expect(SafePath.resolve("/a/index.html?x=1", in: root) != nil)
        #expect(SafePath.resolve("/a/%69ndex.html", in: root) != nil)
        #expect(SafePath.resolve("/a/../a/index.html", in: root) == nil)
        #expect(SafePath.resolve("/a/%00", in: root) == nil)
        #expect(SafePath.resolve("/", in: root) == nil)
    }
}
