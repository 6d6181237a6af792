import CollorSite
import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSiteCommand

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The review's attacks on `collor serve`, over a real socket: FlyingFox scanned a 128 KB request
/// line for 8 s and 1 MB of headers for minutes, waited forever for slow clients, answered any
/// `Host`, and sent bodies to `HEAD`.
@Suite(.serialized) struct PreviewServerHardeningTests {
    private func request(_ target: String, method: String = "GET", host: String = "127.0.0.1")
        -> [UInt8]
    {
        Array("\(method) \(target) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n".utf8)
    }

    @Test func aLongRequestLineGets414AtOnce() async throws {
        try await withRunningPreview { port, _ in
            let line = "GET /" + String(repeating: "a", count: 128 * 1024) + " HTTP/1.1\r\n"
            let answer = try await RawHTTP.exchange(
                Array((line + "Host: 127.0.0.1\r\n\r\n").utf8), port: port)
            #expect(answer.status == 414)
            #expect(answer.seconds < 4)
        }
    }

    @Test func aMegabyteOfHeadersGets431AtOnce() async throws {
        try await withRunningPreview { port, _ in
            var head = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            let header = "X-Filler: " + String(repeating: "b", count: 1000) + "\r\n"
            head += String(repeating: header, count: 1024) + "\r\n"
            let answer = try await RawHTTP.exchange(Array(head.utf8), port: port)
            #expect(answer.status == 431)
            #expect(answer.seconds < 4)
        }
    }

    @Test func aSlowClientIsDropped() async throws {
        let limits = PreviewLimits(headTimeout: .milliseconds(500), idleTimeout: .milliseconds(500))
        try await withRunningPreview(limits: limits) { port, _ in
            // Half a request line, then nothing.
            let answer = try await RawHTTP.exchange(Array("GET /guide/one.ht".utf8), port: port)
            #expect(answer.status == 408)
            #expect(answer.seconds < 4)
            // A connection that sends nothing at all is dropped too.
            let silent = try await RawHTTP.exchange([], port: port)
            #expect(silent.status == 408 && silent.seconds < 4)
            // A well-behaved client still gets its page.
            #expect(try await RawHTTP.get("/guide/one.html", port: port).status == 200)
        }
    }

    @Test func onlyAllowedHostsAreAnswered() async throws {
        try await withRunningPreview(allowedHosts: ["docs.example.test"]) { port, _ in
            for host in ["evil.example", "127.0.0.1.evil.example", "localhost.evil:80", ""] {
                let answer = try await RawHTTP.exchange(
                    request("/guide/one.html", host: host), port: port)
                #expect(answer.status == 421 || answer.status == 400, "\(host)")
                #expect(!answer.body.contains("first-guide"), "\(host)")
            }
            for host in ["127.0.0.1", "localhost:\(port)", "LOCALHOST", "docs.example.test:8000"] {
                let answer = try await RawHTTP.exchange(
                    request("/guide/one.html", host: host), port: port)
                #expect(answer.status == 200, "\(host)")
            }
            let noHost = try await RawHTTP.exchange(
                Array("GET / HTTP/1.1\r\nConnection: close\r\n\r\n".utf8), port: port)
            #expect(noHost.status == 421)
        }
        #expect(PreviewServer.exposureWarning(host: "127.0.0.1") == nil)
        #expect(PreviewServer.exposureWarning(host: "localhost") == nil)
        #expect(PreviewServer.exposureWarning(host: "::1") == nil)
        #expect(PreviewServer.exposureWarning(host: "0.0.0.0")?.contains("WARNING") == true)
        #expect(
            PreviewServer.exposureWarning(host: "192.168.1.5")?.contains("--allowed-host") == true)
    }

    @Test func headGetsTheHeadWithoutTheBody() async throws {
        try await withRunningPreview { port, _ in
            let get = try await RawHTTP.exchange(request("/guide/one.html"), port: port)
            let head = try await RawHTTP.exchange(
                request("/guide/one.html", method: "HEAD"), port: port)
            #expect(get.status == 200 && head.status == 200)
            #expect(head.body.isEmpty)
            #expect(head.head.contains("Content-Length: \(get.body.utf8.count)"))
            let post = try await RawHTTP.exchange(request("/", method: "POST"), port: port)
            #expect(post.status == 405)
        }
    }

    @Test func aFolderWithoutItsSlashIsRedirected() async throws {
        try await withRunningPreview { port, _ in
            let answer = try await RawHTTP.exchange(request("/guide?x=1"), port: port)
            #expect(answer.status == 301)
            #expect(answer.head.contains("Location: /guide/?x=1"))
            let double = try await RawHTTP.exchange(request("//guide"), port: port)
            #expect(double.head.contains("Location: /guide/"))
            #expect(try await RawHTTP.exchange(request("/nope"), port: port).status == 404)
            #expect(try await RawHTTP.exchange(request("/guide/../.."), port: port).status == 404)
        }
    }
}
