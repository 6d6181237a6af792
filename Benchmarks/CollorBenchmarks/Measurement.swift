import Foundation

/// Wall-clock timing and peak-memory reading for the benchmarks.
enum Measurement {
    /// The median wall time of `runs` calls of `body`, in milliseconds.
    static func medianMilliseconds(runs: Int, _ body: () -> Void) -> Double {
        var times: [Double] = []
        for _ in 0..<max(runs, 1) {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        times.sort()
        return times[times.count / 2]
    }

    /// Runs `body` once and returns how far the resident set rose above where it stood before, in MB.
    /// Uses Linux's resettable high-water mark (`/proc/self/clear_refs`); `nil` where it is missing.
    static func peakMegabytesAbove(_ body: () -> Void) -> Double? {
        guard resetPeak(), let before = status("VmRSS:") else {
            body()
            return nil
        }
        body()
        guard let peak = status("VmHWM:") else { return nil }
        return Double(max(peak - before, 0)) / 1024
    }

    private static func resetPeak() -> Bool {
        let descriptor = open("/proc/self/clear_refs", O_WRONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return write(descriptor, "5", 1) == 1
    }

    /// A `kB` value from `/proc/self/status`.
    private static func status(_ field: String) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
            return nil
        }
        for line in text.split(separator: "\n") where line.hasPrefix(field) {
            return Int(
                line.dropFirst(field.count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first
                    ?? "")
        }
        return nil
    }
}
