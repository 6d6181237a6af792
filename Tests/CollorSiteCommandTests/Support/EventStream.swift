import CollorSite
import CollorSiteTestSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A client of the preview's reload stream (`/__collor/events`) over a plain socket, as a page's
/// `EventSource` would be: the status of the answer, then each event's data as it comes.
final class EventStream: @unchecked Sendable {
    // Unchecked: used by one test at a time, each call off the concurrency pool in turn.
    private let fd: Int32
    private var received = ""

    /// Connects to 127.0.0.1:`port` and asks for the stream; reads wait at most `timeout` s.
    init(port: UInt16, timeout: Int = 10) throws {
        fd = try RawHTTP.connectSocket(port: port, timeout: timeout)
        let request = Array(
            "GET /__collor/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n"
                .utf8)
        guard send(fd, request, request.count, 0) == request.count else {
            close(fd)
            throw RawHTTP.Failure(step: "send")
        }
    }

    deinit { close(fd) }

    /// The answer's status code, once its head is read.
    func status() async throws -> Int {
        try await RawHTTP.offPool { try self.blockingStatus() }
    }

    /// The next event's data (`data: 3` gives "3"), or `nil` when the server closed the stream
    /// or nothing came in time.
    func next() async throws -> String? {
        try await RawHTTP.offPool { self.blockingNext() }
    }

    private func blockingStatus() throws -> Int {
        while !received.contains("\r\n\r\n") {
            guard readMore() else { throw RawHTTP.Failure(step: "head in \(received)") }
        }
        let statusLine = received.prefix { $0 != "\r" }.split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
            throw RawHTTP.Failure(step: "status line in \(received.prefix(80))")
        }
        return status
    }

    /// Reads until a whole `data:` line is in, then takes it out of what was received. Chunk
    /// sizes of the chunked encoding are lines of their own, which are not `data:` lines.
    private func blockingNext() -> String? {
        while true {
            if let start = received.range(of: "data: "),
                let end = received[start.upperBound...].firstIndex(of: "\n")
            {
                let data = String(received[start.upperBound..<end])
                received = String(received[end...])
                return data
            }
            guard readMore() else { return nil }
        }
    }

    private func readMore() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4_096)
        let count = recv(fd, &buffer, buffer.count, 0)
        guard count > 0 else { return false }
        received += String(decoding: buffer[0..<count], as: UTF8.self)
        return true
    }
}
