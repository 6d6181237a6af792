import CollorTestSupport
import Foundation
import Testing

@testable import CollorSiteCommand

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Over a real socket: a file other than a page answers `Range` (206, 416) and conditional
/// requests (304), as a browser playing a video or revalidating an image needs; a page, which
/// gets the reload script on the wire, is always a whole 200.
@Suite struct PreviewServerRangeTests {
    /// 256 bytes, each its own offset, written into the served folder.
    private static func writeClip(into output: URL) throws -> [UInt8] {
        let bytes = (0..<256).map { UInt8($0) }
        let media = output.appendingPathComponent("media")
        try FileManager.default.createDirectory(at: media, withIntermediateDirectories: true)
        try Data(bytes).write(to: media.appendingPathComponent("clip.mp4"))
        return bytes
    }

    private static func send(_ method: String, _ path: String, _ fields: [String], port: UInt16)
        async throws -> RawHTTP.Exchange
    {
        let head = ["\(method) \(path) HTTP/1.1", "Host: 127.0.0.1", "Connection: close"] + fields
        return try await RawHTTP.exchange(
            Array((head.joined(separator: "\r\n") + "\r\n\r\n").utf8), port: port, timeout: 5)
    }

    /// The value of the header field `name` in `head`.
    private static func field(_ name: String, in head: String) -> String? {
        head.components(separatedBy: "\r\n").first { $0.lowercased().hasPrefix(name + ":") }
            .map { String($0.dropFirst(name.count + 1)).trimmingCharacters(in: .whitespaces) }
    }

    @Test func rangesAreAnsweredWith206And416() async throws {
        try await withRunningPreview { port, output in
            let clip = try Self.writeClip(into: output)
            #expect(clip.count == 256)
            let whole = try await Self.send("GET", "/media/clip.mp4", [], port: port)
            #expect(whole.status == 200)
            #expect(Self.field("content-length", in: whole.head) == "256")
            #expect(Self.field("accept-ranges", in: whole.head) == "bytes")

            let first = try await Self.send(
                "GET", "/media/clip.mp4", ["Range: bytes=0-1"], port: port)
            #expect(first.status == 206)
            #expect(Self.field("content-range", in: first.head) == "bytes 0-1/256")
            #expect(Self.field("content-length", in: first.head) == "2")
            #expect(Array(first.body.utf8) == [0, 1])

            let middle = try await Self.send(
                "GET", "/media/clip.mp4", ["Range: bytes=65-70"], port: port)
            #expect(middle.status == 206)
            #expect(middle.body == String(decoding: clip[65...70], as: UTF8.self))
            let tail = try await Self.send(
                "GET", "/media/clip.mp4", ["Range: bytes=-3"], port: port)
            #expect(Self.field("content-range", in: tail.head) == "bytes 253-255/256")

            let beyond = try await Self.send(
                "GET", "/media/clip.mp4", ["Range: bytes=256-"], port: port)
            #expect(beyond.status == 416)
            #expect(Self.field("content-range", in: beyond.head) == "bytes */256")
            #expect(beyond.body.isEmpty)

            let several = try await Self.send(
                "GET", "/media/clip.mp4", ["Range: bytes=0-1,4-5"], port: port)
            #expect(several.status == 200)
            #expect(Self.field("content-length", in: several.head) == "256")

            let head = try await Self.send(
                "HEAD", "/media/clip.mp4", ["Range: bytes=10-19"], port: port)
            #expect(head.status == 206)
            #expect(Self.field("content-length", in: head.head) == "10")
            #expect(head.body.isEmpty)
        }
    }

    @Test func anUnchangedFileIsNotModifiedAndAnEditedOneIsSentAgain() async throws {
        try await withRunningPreview { port, output in
            _ = try Self.writeClip(into: output)
            let first = try await Self.send("GET", "/media/clip.mp4", [], port: port)
            let tag = try #require(Self.field("etag", in: first.head))
            let date = try #require(Self.field("last-modified", in: first.head))
            #expect(Self.field("cache-control", in: first.head) == "no-cache")

            let byTag = try await Self.send(
                "GET", "/media/clip.mp4", ["If-None-Match: \(tag)"], port: port)
            #expect(byTag.status == 304)
            #expect(byTag.body.isEmpty)
            #expect(Self.field("etag", in: byTag.head) == tag)
            let byDate = try await Self.send(
                "GET", "/media/clip.mp4", ["If-Modified-Since: \(date)"], port: port)
            #expect(byDate.status == 304)

            // A rebuild writes a new file and renames it into place: a new version.
            let replacement = output.appendingPathComponent("media/clip.new")
            try Data([1, 2, 3]).write(to: replacement)
            #expect(
                rename(replacement.path, output.appendingPathComponent("media/clip.mp4").path)
                    == 0)
            let edited = try await Self.send(
                "GET", "/media/clip.mp4", ["If-None-Match: \(tag)"], port: port)
            #expect(edited.status == 200)
            #expect(Array(edited.body.utf8) == [1, 2, 3])
            let stale = try await Self.send(
                "GET", "/media/clip.mp4", ["Range: bytes=0-0", "If-Range: \(tag)"], port: port)
            #expect(stale.status == 200)
        }
    }

    @Test func aPageIsAlwaysAWhole200WithTheScript() async throws {
        try await withRunningPreview { port, _ in
            let page = try await Self.send(
                "GET", "/guide/one.html", ["Range: bytes=0-1", "If-None-Match: *"], port: port)
            #expect(page.status == 200)
            #expect(page.body.contains("/__collor/reload.js"))
            #expect(Self.field("etag", in: page.head) == nil)
            #expect(Self.field("cache-control", in: page.head) == "no-store")
        }
    }
}
