import CollorSite
import NIOConcurrencyHelpers
import NIOCore

/// The server's open connections, each busy (in the middle of a request or its answer) or idle
/// (between requests), so that a full house makes room instead of locking everyone out: 64
/// kept-alive connections that a browser left open used to refuse every new one for a minute.
///
/// Shared by the connections of all event loops, behind a lock.
final class ConnectionRegistry: Sendable {
    private struct Entry {
        let channel: any Channel
        var busy: Bool
        var idleSince: NIODeadline
    }

    private let capacity: Int
    private let entries = NIOLockedValueBox<[ObjectIdentifier: Entry]>([:])

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// Counts `channel` in, idle until its first request starts. When all places are taken, the
    /// connection idle the longest is closed to make room; when every one is busy, `channel` is
    /// not admitted (the caller closes it) and `false` is returned.
    ///
    /// - Complexity: O(capacity) when full, O(1) otherwise.
    func admit(_ channel: any Channel) -> Bool {
        let (admitted, evicted) = entries.withLockedValue { entries -> (Bool, (any Channel)?) in
            var evicted: (any Channel)?
            if entries.count >= capacity {
                let oldest = entries.lazy.filter { !$0.value.busy }
                    .min { $0.value.idleSince < $1.value.idleSince }
                guard let oldest else { return (false, nil) }
                evicted = entries.removeValue(forKey: oldest.key)?.channel
            }
            entries[ObjectIdentifier(channel)] = Entry(
                channel: channel, busy: false, idleSince: .now())
            return (true, evicted)
        }
        // A browser whose kept-alive connection closes between requests opens another.
        evicted?.close(promise: nil)
        return admitted
    }

    /// Marks `channel` busy: a request started.
    func markBusy(_ channel: any Channel) {
        entries.withLockedValue { $0[ObjectIdentifier(channel)]?.busy = true }
    }

    /// Marks `channel` idle since `since`: its last answer is written (or it is closing, idle
    /// since ever, so that it is the first to make room).
    func markIdle(_ channel: any Channel, since: NIODeadline = .now()) {
        entries.withLockedValue { entries in
            entries[ObjectIdentifier(channel)]?.busy = false
            entries[ObjectIdentifier(channel)]?.idleSince = since
        }
    }

    /// Counts `channel` out (it closed).
    func remove(_ channel: any Channel) {
        _ = entries.withLockedValue { $0.removeValue(forKey: ObjectIdentifier(channel)) }
    }
}
