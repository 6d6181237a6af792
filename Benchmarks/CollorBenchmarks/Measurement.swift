import Foundation

/// Wall-clock timing and peak-memory reading for the benchmarks.
enum Measurement {
    /// The median wall time of `runs` calls of `body`, in milliseconds; `setup` runs before each
    /// call, outside the timed region.
    static func medianMilliseconds(
        runs: Int, setup: () -> Void = {}, _ body: () -> Void
    ) -> Double {
        var times: [Double] = []
        for _ in 0..<max(runs, 1) {
            setup()
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
        releaseFreeMemory()
        guard resetPeak(), let before = status("VmRSS:") else {
            body()
            return nil
        }
        body()
        guard let peak = status("VmHWM:") else { return nil }
        return Double(max(peak - before, 0)) / 1024
    }

    /// The resident set now, in MB, after handing freed heap pages back to the system so that it
    /// counts live memory only; `nil` where `/proc` is missing.
    static func residentMegabytes() -> Double? {
        releaseFreeMemory()
        return status("VmRSS:").map { Double($0) / 1024 }
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

/// Hands freed heap pages back to the system (glibc's `malloc_trim`), so that the resident set
/// measures live memory rather than what earlier runs freed.
private func releaseFreeMemory() {
    #if canImport(Glibc)
        _ = mallocTrim(0)
    #endif
}

#if canImport(Glibc)
    // The Glibc module does not import `malloc.h`.
    @_silgen_name("malloc_trim")
    private func mallocTrim(_ pad: Int) -> Int32
#endif
