import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The preview could not listen on its address: said with the host and port, and for a busy port
/// with the way out (`--port 0`), instead of the socket call's own text.
public struct ListenFailure: Error, Equatable, CustomStringConvertible {
    /// The address asked for.
    public let host: String
    /// The port asked for.
    public let port: UInt16
    /// The socket error (`EADDRINUSE` for a port another process holds).
    public let errno: Int32

    /// What went wrong, with the address and what to do.
    public var description: String {
        if errno == EADDRINUSE {
            return "port \(port) on \(host) is already in use (another preview may still be "
                + "running); stop it, choose another with --port, or pass --port 0 to pick a "
                + "free one"
        }
        let reason = String(cString: strerror(errno))
        return "cannot listen on \(host):\(port): \(reason)"
    }
}
