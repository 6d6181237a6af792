import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Listens to a preview's reload stream (`/__collor/events`) on a thread of its own, as an open
/// page does, and notes the monotonic time (ns) at which each event's data arrived.
final class ReloadListener: @unchecked Sendable {
    // Unchecked: `heard` is behind `lock`; the descriptor is read by the thread alone.
    private let lock = NSLock()
    private var heard: [(data: String, nanoseconds: UInt64)] = []
    private let fd: Int32

    /// Connects to 127.0.0.1:`port` and starts listening; `nil` when the server did not answer.
    init?(port: UInt16) {
        guard let fd = HTTPProbe.connectLoopback(port: port) else { return nil }
        self.fd = fd
        var forever = timeval(tv_sec: 0, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &forever, socklen_t(MemoryLayout<timeval>.size))
        let request = Array("GET /__collor/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        guard send(fd, request, request.count, 0) == request.count else {
            close(fd)
            return nil
        }
        Thread { [self] in listen() }.start()
    }

    /// The first event heard at or after `since` (ns), as its time.
    func firstEvent(since: UInt64) -> UInt64? {
        lock.withLock { heard.first { $0.nanoseconds >= since }?.nanoseconds }
    }

    /// Ends the stream (the thread sees it close).
    func stop() {
        shutdown(fd, Int32(SHUT_RDWR))
    }

    private func listen() {
        defer { close(fd) }
        var pending = ""
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while true {
            let count = recv(fd, &buffer, buffer.count, 0)
            guard count > 0 else { return }
            let now = DispatchTime.now().uptimeNanoseconds
            pending += String(decoding: buffer[0..<count], as: UTF8.self)
            while let start = pending.range(of: "data: "),
                let end = pending[start.upperBound...].firstIndex(of: "\n")
            {
                let data = String(pending[start.upperBound..<end])
                pending = String(pending[end...])
                lock.withLock { heard.append((data, now)) }
            }
        }
    }
}
