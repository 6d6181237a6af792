import CollorSite
import CollorSiteTestSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A minimal HTTP/1.1 client over a plain socket: the request path goes on the wire exactly as
/// written (URL types would normalise `..` away, which is what traversal tests need to send).
enum RawHTTP {
    struct Response {
        var status: Int
        var body: String
    }

    /// GET `path` from 127.0.0.1:`port`, off the concurrency pool so the server keeps its threads.
    static func get(_ path: String, port: UInt16) async throws -> Response {
        try await offPool { try blockingGet(path, port: port) }
    }

    struct Failure: Error { var step: String }

    private static func blockingGet(_ path: String, port: UInt16) throws -> Response {
        let fd = try connectSocket(port: port)
        defer { close(fd) }
        let request = Array(
            "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)
        guard send(fd, request, request.count, 0) == request.count else {
            throw Failure(step: "send")
        }
        let data = readAll(fd)
        let text = String(decoding: data, as: UTF8.self)
        let statusLine = text.prefix { $0 != "\r" }.split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
            throw Failure(step: "status line in \(text.prefix(80))")
        }
        let body = text.range(of: "\r\n\r\n").map { String(text[$0.upperBound...]) } ?? ""
        return Response(status: status, body: body)
    }
}
