import CollorSite
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1

/// The rebuild counter and the open pages listening to it: each rebuild that wrote files bumps
/// the counter and pushes it at once, as a server-sent event (`data: N`), to every connection
/// that asked for `/__collor/events`, so that an open page reloads as soon as the rebuild is
/// written instead of at its next poll.
///
/// At most `capacity` connections listen at once: a listener holds its connection for as long as
/// its page is open, and a browser opens few per host (six over HTTP/1.1), so the reload script
/// gives its connection back while the page is hidden. Shared by all event loops, behind a lock.
final class ReloadNotifier: Sendable {
    private struct State {
        var version = 0
        var listeners: [ObjectIdentifier: any Channel] = [:]
    }

    private let capacity: Int
    private let state = NIOLockedValueBox(State())

    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// Bumped by every rebuild that wrote files.
    var version: Int { state.withLockedValue { $0.version } }

    /// How many connections listen now.
    var listenerCount: Int { state.withLockedValue { $0.listeners.count } }

    /// Adds `channel` as a listener and returns the version it starts from, or `nil` when
    /// `capacity` connections already listen. Taken together under the lock, so a bump is
    /// either in the returned version or pushed to `channel` afterwards, never lost between.
    func listen(_ channel: any Channel) -> Int? {
        state.withLockedValue { state in
            guard state.listeners.count < capacity else { return nil }
            state.listeners[ObjectIdentifier(channel)] = channel
            return state.version
        }
    }

    /// Forgets `channel` (it closed).
    func remove(_ channel: any Channel) {
        _ = state.withLockedValue { $0.listeners.removeValue(forKey: ObjectIdentifier(channel)) }
    }

    /// Counts a rebuild that wrote files and tells every listener.
    func bump() {
        let (version, listeners) = state.withLockedValue { state in
            state.version += 1
            return (state.version, Array(state.listeners.values))
        }
        for channel in listeners {
            channel.writeAndFlush(
                HTTPServerResponsePart.body(.byteBuffer(ByteBuffer(bytes: Self.event(version)))),
                promise: nil)
        }
    }

    /// Closes every listening connection (the server stops).
    func closeAll() {
        let listeners = state.withLockedValue { state in
            defer { state.listeners = [:] }
            return Array(state.listeners.values)
        }
        for channel in listeners { channel.close(promise: nil) }
    }

    /// One event of the stream: the version, as the reload script compares it.
    static func event(_ version: Int) -> [UInt8] {
        Array("data: \(version)\n\n".utf8)
    }

    /// What a stream starts with: how soon a browser reconnects after losing it (the server
    /// restarted, say), then the current version.
    static func opening(_ version: Int) -> [UInt8] {
        Array("retry: 500\n".utf8) + event(version)
    }
}
