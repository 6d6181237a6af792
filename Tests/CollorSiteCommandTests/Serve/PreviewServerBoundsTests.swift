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

/// The hostile-input review's findings on what `collor serve` holds, over a real socket: 64
/// idle kept-alive connections locked everyone out for 60 s, every download loaded its whole
/// file into memory, an idle watcher re-read every source byte every 300 ms, and a 400 that
/// said `Connection: close` kept its socket open.
@Suite(.serialized) struct PreviewServerBoundsTests {
    @Test func aFullHouseOfIdleConnectionsMakesRoomForANewOne() async throws {
        try await withRunningPreview(limits: PreviewLimits(maxConnections: 4)) { port, _ in
            let statuses = try await RawHTTP.offPool { () -> [Int?] in
                var sockets: [Int32] = []
                defer { for fd in sockets { close(fd) } }
                // Four connections, each between requests: the longest idle is the first.
                var statuses: [Int?] = []
                for _ in 0..<4 {
                    let fd = try RawHTTP.connectSocket(port: port, timeout: 5)
                    sockets.append(fd)
                    statuses.append(RawHTTP.keepAliveGet("/", on: fd)?.status)
                    usleep(20_000)
                }
                let newcomer = try RawHTTP.connectSocket(port: port, timeout: 5)
                sockets.append(newcomer)
                statuses.append(RawHTTP.keepAliveGet("/", on: newcomer)?.status)
                // The longest idle made room; the most recent ones are still served.
                statuses.append(RawHTTP.isClosed(sockets[0], within: 1) ? nil : 0)
                statuses.append(RawHTTP.keepAliveGet("/", on: sockets[3])?.status)
                return statuses
            }
            #expect(statuses == [200, 200, 200, 200, 200, nil, 200])
        }
    }

    @Test func whenEveryConnectionIsBusyANewOneIsRefused() async throws {
        try await withRunningPreview(limits: PreviewLimits(maxConnections: 2)) { port, _ in
            // Two connections in the middle of a request head.
            let first = try RawHTTP.connectSocket(port: port)
            let second = try RawHTTP.connectSocket(port: port)
            for fd in [first, second] { _ = send(fd, "GET / HTT", 9, 0) }
            try await Task.sleep(for: .milliseconds(200))
            let refused = try await RawHTTP.exchange(
                Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8), port: port)
            #expect(refused.status == nil)
            close(first)
            close(second)
            try await Task.sleep(for: .milliseconds(200))
            #expect(try await RawHTTP.get("/guide/one.html", port: port).status == 200)
        }
    }

    @Test func anIdleKeptAliveConnectionIsClosedAfterTheIdleTimeout() async throws {
        let limits = PreviewLimits(idleTimeout: .milliseconds(300))
        try await withRunningPreview(limits: limits) { port, _ in
            let closed = try await RawHTTP.offPool { () -> [Bool] in
                let fd = try RawHTTP.connectSocket(port: port)
                defer { close(fd) }
                let served = RawHTTP.keepAliveGet("/", on: fd)?.status == 200
                return [served, RawHTTP.isClosed(fd, within: 0.1), RawHTTP.isClosed(fd, within: 2)]
            }
            #expect(closed == [true, false, true])
        }
        #expect(PreviewLimits().idleTimeout == .seconds(5))
    }

    @Test func aMalformedRequestGets400AndTheSocketCloses() async throws {
        try await withRunningPreview { port, _ in
            let answer = try await RawHTTP.exchange(
                Array("GET / HTTP/1.1\r\nHost 127.0.0.1\r\n\r\n".utf8), port: port)
            #expect(answer.status == 400)
            #expect(answer.head.contains("Connection: close"))
            #expect(answer.seconds < 1)
        }
    }

    @Test func aLargeFileArrivesWhole() async throws {
        let size = 64 << 20
        try await withRunningPreview { port, output in
            try PatternFile.write(size: size, to: output.appendingPathComponent("big.bin"))
            let result = try await RawHTTP.offPool { () -> (Int?, Int, Bool) in
                let fd = try RawHTTP.connectSocket(port: port)
                defer { close(fd) }
                var checker = PatternFile.Checker()
                let answer = RawHTTP.keepAliveGet("/big.bin", on: fd) { checker.check($0) }
                return (answer?.status, checker.received, checker.intact)
            }
            #expect(result.0 == 200)
            #expect(result.1 == size)
            #expect(result.2)
        }
    }

    /// A download is sent as the client reads it: one that stops reading is dropped after
    /// `sendTimeout`, so it cannot keep its connection busy.
    @Test func aClientThatStopsReadingIsDropped() async throws {
        let size = 64 << 20
        try await withRunningPreview(limits: PreviewLimits(sendTimeout: .milliseconds(300))) {
            port, output in
            try PatternFile.write(size: size, to: output.appendingPathComponent("big.bin"))
            let received = try await RawHTTP.offPool { () -> Int in
                let fd = try RawHTTP.connectSocket(port: port, timeout: 5)
                defer { close(fd) }
                let request = Array("GET /big.bin HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
                _ = send(fd, request, request.count, 0)
                usleep(1_500_000)
                return RawHTTP.readAll(fd).count
            }
            // What the socket buffers held when the server gave up, not the file.
            #expect(received < size / 2)
        }
    }

    /// Two downloads of a 64 MB file at once held 128 MB each (the file and its copy); streamed,
    /// the process grows by far less than one file.
    @Test(.enabled(if: ProcessCounters.residentBytes() != nil))
    func downloadsDoNotHoldTheFileInMemory() async throws {
        let size = 64 << 20
        try await withRunningPreview { port, output in
            try PatternFile.write(size: size, to: output.appendingPathComponent("big.bin"))
            let baseline = ProcessCounters.residentBytes() ?? 0
            let peak = ResidentPeak()
            async let first = Self.download("/big.bin", port: port)
            async let second = Self.download("/big.bin", port: port)
            let received = try await [first, second]
            let growth = peak.stop() - baseline
            #expect(received == [size, size])
            #expect(growth < 32 << 20, "grew by \(growth >> 20) MB")
        }
    }

    private static func download(_ path: String, port: UInt16) async throws -> Int {
        try await RawHTTP.offPool {
            let fd = try RawHTTP.connectSocket(port: port)
            defer { close(fd) }
            var received = 0
            _ = RawHTTP.keepAliveGet(path, on: fd) { received += $0.count }
            return received
        }
    }

    /// The watcher looked for changes by reading every source: a 64 MB file in the sources was
    /// read about three times a second while nothing changed.
    @Test(.enabled(if: ProcessCounters.bytesRead() != nil))
    func anIdleWatcherDoesNotReadTheSources() async throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let source = try scratch.copyOfFixtureSite()
        try PatternFile.write(size: 64 << 20, to: source.appendingPathComponent("big.bin"))
        try SourceFolderAge.makeOld(source)
        try await withRunningPreview(source: source, pollInterval: .milliseconds(50)) { port, _ in
            try await Task.sleep(for: .milliseconds(200))
            let before = ProcessCounters.bytesRead() ?? 0
            try await Task.sleep(for: .seconds(1))
            let read = (ProcessCounters.bytesRead() ?? 0) - before
            #expect(read < 16 << 20, "read \(read >> 20) MB while idle")
            // A change is still seen and rebuilt.
            #expect(
                try await editAndAwaitRebuild(
                    source: source, adding: "Edited while idle.", port: port, tries: 50))
        }
    }
}
