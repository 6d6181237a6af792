import CollorSite
import CollorSiteTestSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension RawHTTP {
    /// Runs blocking socket work off the concurrency pool, so the server keeps its threads.
    static func offPool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
        }
    }

    /// Sends a kept-alive `GET path` on the open socket `fd` and reads exactly its answer (the
    /// head, then `Content-Length` bytes, passed to `body` piece by piece and not kept): the
    /// status and the body's length, or `nil` when the server closed before a whole answer.
    static func keepAliveGet(
        _ path: String, on fd: Int32, body: (ArraySlice<UInt8>) -> Void = { _ in }
    ) -> (status: Int, length: Int)? {
        let request = Array(
            "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n".utf8)
        guard send(fd, request, request.count, 0) == request.count else { return nil }
        var head: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let separator = Array("\r\n\r\n".utf8)
        var headEnd: Int?
        while headEnd == nil {
            let count = recv(fd, &buffer, buffer.count, 0)
            if count <= 0 { return nil }
            head += buffer[0..<count]
            headEnd = head.indices.dropLast(3).first { head[$0..<$0 + 4].elementsEqual(separator) }
        }
        guard let headEnd else { return nil }
        let text = String(decoding: head[..<headEnd], as: UTF8.self)
        let statusLine = text.prefix { $0 != "\r" }.split(separator: " ")
        let lengthLine = text.split(separator: "\r\n").first {
            $0.lowercased().hasPrefix("content-length:")
        }
        guard statusLine.count >= 2, let status = Int(statusLine[1]), let lengthLine,
            let length = Int(
                lengthLine.dropFirst("content-length:".count).trimmingCharacters(
                    in: .whitespaces))
        else { return nil }
        var received = head.count - headEnd - 4
        body(head[(headEnd + 4)...])
        while received < length {
            let count = recv(fd, &buffer, min(buffer.count, length - received), 0)
            if count <= 0 { return nil }
            body(buffer[0..<count])
            received += count
        }
        return (status, length)
    }

    /// Whether the server closed `fd` (end of stream or reset) within `seconds`.
    static func isClosed(_ fd: Int32, within seconds: Double) -> Bool {
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, Int32(seconds * 1000)) == 1 else { return false }
        var byte: UInt8 = 0
        return recv(fd, &byte, 1, Int32(MSG_PEEK)) <= 0
    }
}
