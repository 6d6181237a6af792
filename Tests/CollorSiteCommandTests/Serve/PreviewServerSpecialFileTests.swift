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
    @Test func aFIFOInTheServedFolderIsA404AtOnceAndPagesStillAnswer() async throws {
        try await withRunningPreview { port, output in
            let pipe = output.appendingPathComponent("pipe.html")
            #expect(mkfifo(pipe.path, 0o644) == 0)
            defer { unlink(pipe.path) }
            // More requests than the server has event loops: none may be left waiting.
            for _ in 0..<6 {
                let answer = try await RawHTTP.exchange(
                    Array(
                        "GET /pipe.html HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
                            .utf8),
                    port: port, timeout: 4)
                #expect(answer.status == 404)
                #expect(answer.seconds < 2)
            }
            let page = try await RawHTTP.get("/guide/one.html", port: port)
            #expect(page.status == 200)
        }
    }
}
