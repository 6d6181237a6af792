import CollorSite
import Foundation

/// Which `Host` header values the preview server answers: the address it is bound to,
/// `localhost`, `127.0.0.1` and `[::1]`, and any the user allows. A page on another site cannot
/// then reach the preview through a DNS name rebound to 127.0.0.1 (DNS rebinding), as the
/// browser sends that name as `Host`.
struct HostPolicy: Sendable {
    private let allowed: Set<String>

    init(boundHost: String, allowedHosts: [String]) {
        var names: Set<String> = ["localhost", "127.0.0.1", "[::1]", "::1"]
        names.insert(boundHost.lowercased())
        for host in allowedHosts { names.insert(host.lowercased()) }
        allowed = names
    }

    /// Whether `header` (a `Host` value, with or without port) names an allowed host.
    func allows(_ header: String) -> Bool {
        allowed.contains(Self.hostName(of: header).lowercased())
    }

    /// The host of a `Host` value: without its `:port`, brackets kept for IPv6.
    static func hostName(of header: String) -> String {
        let value = header.trimmingCharacters(in: .whitespaces)
        if value.hasPrefix("["), let end = value.firstIndex(of: "]") {
            return String(value[...end])
        }
        guard let colon = value.lastIndex(of: ":"), value.firstIndex(of: ":") == colon else {
            return value
        }
        return String(value[..<colon])
    }

    /// Whether `host` is a loopback address or name, reachable from this machine only.
    static func isLoopback(_ host: String) -> Bool {
        let name = host.lowercased()
        return name == "localhost" || name == "::1" || name == "[::1]" || name.hasPrefix("127.")
    }
}
