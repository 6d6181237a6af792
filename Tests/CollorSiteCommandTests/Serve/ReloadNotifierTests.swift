import CollorSite
import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSiteCommand

/// An open page hears of a rebuild as soon as it is written, over a stream the server pushes
/// (it used to poll `/__collor/version` every 500 ms), and the streams are bounded.
@Suite struct ReloadNotifierTests {
    @Test func aRebuildIsPushedToAnOpenStream() async throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let source = try scratch.copyOfFixtureSite()
        // No poll in the test's time: only the watcher's events or the call below rebuild.
        let server = PreviewServer(
            configuration: Fixtures.configuration(
                source: source, output: scratch.url.appendingPathComponent("_site")),
            port: 0, pollInterval: .seconds(3_600))
        let port = try await server.start()
        let stream = try EventStream(port: port)
        #expect(try await stream.status() == 200)
        #expect(try await stream.next() == "0")
        let page = source.appendingPathComponent("guide/one.md")
        try (readText(page) + "\nPushed paragraph.\n").write(
            to: page, atomically: true, encoding: .utf8)
        await server.rebuildIfNeeded()
        #expect(try await stream.next() == "1")
        // Stopping the server ends the stream: the page's connection is not left open.
        await server.stop()
        #expect(try await stream.next() == nil)
    }

    @Test func listenersAreBoundedAndGiveTheirPlaceBack() async throws {
        try await withRunningPreview(limits: PreviewLimits(maxReloadListeners: 1)) { port, _ in
            var first: EventStream? = try EventStream(port: port)
            #expect(try await first?.status() == 200)
            #expect(try await first?.next() == "0")
            let second = try EventStream(port: port)
            #expect(try await second.status() == 503)
            first = nil
            // The closed stream's place is free once the server has seen it close.
            var admitted = false
            for _ in 0..<50 where !admitted {
                let third = try EventStream(port: port)
                admitted = try await third.status() == 200
                if !admitted { try await Task.sleep(for: .milliseconds(20)) }
            }
            #expect(admitted)
        }
    }

    @Test func theStreamAndTheScriptAreRouted() throws {
        let router = PreviewRouter(
            output: URL(fileURLWithPath: "/nonexistent"),
            hosts: HostPolicy(boundHost: "127.0.0.1", allowedHosts: []),
            notifier: ReloadNotifier(capacity: 1))
        let events = router.respond(method: "GET", target: "/__collor/events", host: "127.0.0.1")
        #expect(events.status == 200 && events.body == .reloadEvents)
        #expect(events.headers.contains { $0 == ("Content-Type", "text/event-stream") })
        let script = router.respond(
            method: "GET", target: "/__collor/reload.js", host: "127.0.0.1")
        guard case .bytes(let body) = script.body else { return #expect(Bool(false)) }
        let text = String(decoding: body, as: UTF8.self)
        #expect(text.contains("new EventSource(\"/__collor/events\")"))
        #expect(!text.contains("setTimeout"))
    }
}
