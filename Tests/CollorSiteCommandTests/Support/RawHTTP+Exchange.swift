import CollorSite
import CollorSiteTestSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension RawHTTP {
    /// What came back for bytes sent as they are: the status (`nil` when the server closed
    /// without answering), the head, the body, and the seconds until the server closed.
    struct Exchange {
        var status: Int?
        var head: String
        var body: String
        var seconds: Double
    }

    /// Sends `request` to 127.0.0.1:`port` (send errors are ignored: a server may stop reading)
    /// and reads until the server closes or `timeout` seconds pass.
    static func exchange(_ request: [UInt8], port: UInt16, timeout: Int = 10) async throws
        -> Exchange
    {
        try await offPool { try blockingExchange(request, port: port, timeout: timeout) }
    }

    /// A connected socket to 127.0.0.1:`port`, with a receive timeout; close it when done.
    static func connectSocket(port: UInt16, timeout: Int = 10) throws -> Int32 {
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw Failure(step: "socket") }
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(fd)
            throw Failure(step: "connect")
        }
        return fd
    }

    /// Reads until the peer closes, the timeout passes or an error; the bytes read.
    static func readAll(_ fd: Int32) -> [UInt8] {
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(fd, &buffer, buffer.count, 0)
            if count <= 0 { break }
            data += buffer[0..<count]
        }
        return data
    }

    private static func blockingExchange(_ request: [UInt8], port: UInt16, timeout: Int) throws
        -> Exchange
    {
        let fd = try connectSocket(port: port, timeout: timeout)
        defer { close(fd) }
        let start = Date()
        #if canImport(Glibc)
            let flags = Int32(MSG_NOSIGNAL)
        #else
            let flags: Int32 = 0
        #endif
        var sent = 0
        while sent < request.count {
            let count = request[sent...].withUnsafeBytes {
                send(fd, $0.baseAddress, $0.count, flags)
            }
            if count <= 0 { break }
            sent += count
        }
        let text = String(decoding: readAll(fd), as: UTF8.self)
        let seconds = Date().timeIntervalSince(start)
        let statusLine = text.prefix { $0 != "\r" }.split(separator: " ")
        let status = statusLine.count >= 2 ? Int(statusLine[1]) : nil
        let parts = text.components(separatedBy: "\r\n\r\n")
        return Exchange(
            status: status, head: parts[0], body: parts.dropFirst().joined(separator: "\r\n\r\n"),
            seconds: seconds)
    }
}
