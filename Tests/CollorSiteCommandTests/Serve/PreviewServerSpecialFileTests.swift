import CollorTestSupport
import Foundation
import Testing

@testable import CollorSiteCommand

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Row 11 of round three, over a real socket: a FIFO in the served folder blocked the event
/// loops on `open()`; after three requests to it every request timed out.
@Suite(.serialized) struct PreviewServerSpecialFileTests {
    @Test(.timeLimit(.minutes(1)))
    func aFIFOInTheServedFolderIsA404AtOnceAndPagesStillAnswer() async throws {
        try await withRunningPreview { port, output in
            let pipe = output.appendingPathComponent("pipe.html")
            #expect(mkfifo(pipe.path, 0o644) == 0)
            // Should this regress, a writer wakes the blocked `open()`s and the FIFO goes, so
            // the test fails instead of hanging the run.
            defer { Self.release(pipe) }
            // More requests than the server has event loops: none may be left waiting.
            for _ in 0..<6 {
                let answer = try await Self.get("/pipe.html", port: port)
                #expect(answer.status == 404)
                #expect(answer.seconds < 2)
            }
            let page = try await Self.get("/guide/one.html", port: port)
            #expect(page.status == 200)
        }
    }

    /// `path`, waiting at most 4 seconds for the answer.
    private static func get(_ path: String, port: UInt16) async throws -> RawHTTP.Exchange {
        try await RawHTTP.exchange(
            Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8),
            port: port, timeout: 4)
    }

    /// Opens `pipe` for writing without blocking (waking any reader blocked in `open()`), then
    /// removes it.
    private static func release(_ pipe: URL) {
        let writer = open(pipe.path, O_WRONLY | O_NONBLOCK)
        if writer >= 0 { close(writer) }
        unlink(pipe.path)
    }
}
