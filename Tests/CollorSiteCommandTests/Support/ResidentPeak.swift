import Foundation

/// The highest resident size of this process while it runs: sampled every 2 ms on a thread of
/// its own, so a short-lived allocation (a file loaded for one answer) is seen.
final class ResidentPeak: @unchecked Sendable {
    // `@unchecked`: `peak` and `running` are only touched under `lock`.
    private let lock = NSLock()
    private var peak: Int
    private var running = true

    /// Starts sampling from the current resident size.
    init() {
        peak = ProcessCounters.residentBytes() ?? 0
        Thread { [self] in
            while lock.withLock({ running }) {
                let now = ProcessCounters.residentBytes() ?? 0
                lock.withLock { peak = max(peak, now) }
                usleep(2_000)
            }
        }.start()
    }

    /// Stops sampling; the highest resident size seen, in bytes.
    func stop() -> Int {
        lock.withLock {
            running = false
            return peak
        }
    }
}
