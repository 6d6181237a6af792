import Foundation

/// Wall-clock medians for the site benchmarks.
enum Timing {
    /// The median wall time of `runs` calls of `body`, in milliseconds.
    static func medianMilliseconds(runs: Int, _ body: () throws -> Void) rethrows -> Double {
        var times: [Double] = []
        for _ in 0..<max(runs, 1) {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        times.sort()
        return times[times.count / 2]
    }
}
