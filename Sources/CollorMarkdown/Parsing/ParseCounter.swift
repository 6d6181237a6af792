import Synchronization

/// Counts the texts cmark parses (`MarkdownDocument.init`, the only entry into cmark), for tests
/// that check a build parses each page once. Only texts holding a marker a test watches are
/// counted, so that tests running at the same time do not count each other's pages; with no
/// marker watched, a parse costs one uncontended lock.
package enum ParseCounter {
    private static let counts = Mutex<[String: Int]>([:])

    /// Starts counting the parses of texts that contain `marker`, from zero.
    package static func watch(_ marker: String) {
        counts.withLock { $0[marker] = 0 }
    }

    /// The parses of texts containing `marker` since `watch(marker)`; stops counting them.
    package static func stop(_ marker: String) -> Int {
        counts.withLock { $0.removeValue(forKey: marker) ?? 0 }
    }

    /// Counts one parse of `text`.
    static func record(_ text: String) {
        counts.withLock { counts in
            for marker in counts.keys where text.contains(marker) {
                counts[marker, default: 0] += 1
            }
        }
    }
}
