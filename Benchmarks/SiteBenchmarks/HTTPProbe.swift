import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The serve benchmark's view of a preview server over plain loopback sockets: one GET at a time
/// (a new connection each, as a reloading browser might), and a listener of the reload stream
/// that notes when each event arrives.
enum HTTPProbe {
    /// The body of `GET path` from 127.0.0.1:`port`, or `nil` when the server did not answer 200
    /// within `timeout` seconds of silence.
    static func get(_ path: String, port: UInt16, timeout: Int = 10) -> [UInt8]? {
        guard let fd = connectLoopback(port: port, timeout: timeout) else { return nil }
        defer { close(fd) }
        let request = Array(
            "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)
        guard send(fd, request, request.count, 0) == request.count else { return nil }
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(fd, &buffer, buffer.count, 0)
            if count <= 0 { break }
            data += buffer[0..<count]
        }
        guard data.starts(with: Array("HTTP/1.1 200".utf8)) else { return nil }
        let separator = Array("\r\n\r\n".utf8)
        guard let end = data.firstRange(of: separator) else { return nil }
        return Array(data[end.upperBound...])
    }

    /// A free loopback port now (for `hugo server`, which needs one named).
    static func freePort() -> UInt16? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var address = loopback(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        return bound ? UInt16(bigEndian: address.sin_port) : nil
    }

    /// Waits until `GET path` answers 200, each try given `timeout` seconds, until `deadline`
    /// (monotonic ns); whether it did.
    ///
    /// A server that is still building may already hold its port: the kernel queues the
    /// connection and nobody answers (`hugo server` on 10,000 pages: minutes). Each try is
    /// then a timeout, so the tries are bounded by the deadline, not by their count.
    static func waitUntilAnswered(
        _ path: String, port: UInt16, timeout: Int = 1, deadline: UInt64
    ) -> Bool {
        while DispatchTime.now().uptimeNanoseconds < deadline {
            if get(path, port: port, timeout: timeout) != nil { return true }
            usleep(5_000)
        }
        return false
    }

    static func connectLoopback(port: UInt16, timeout: Int = 10) -> Int32? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = loopback(port: port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(fd)
            return nil
        }
        return fd
    }

    private static func loopback(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
        return address
    }
}
