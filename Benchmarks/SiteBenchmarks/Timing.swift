import Foundation

/// Wall-clock medians for the site benchmarks, and a comparison by CPU time for tuning.
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

    /// The calling thread's CPU time, in milliseconds.
    static func threadCPUMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
    }

    /// The process's CPU time (all its threads), in milliseconds.
    static func processCPUMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
    }

    /// Runs `variants` in rounds, each round starting with the next one, and prints each one's
    /// median wall and CPU time, its CPU time by place in the round, and the median per-round
    /// ratio of the first variant's time to each other's.
    static func compare(rounds: Int, _ variants: [(name: String, body: () -> Void)]) {
        let count = variants.count
        var wall = Array(repeating: [Double](), count: count)
        var cpu = Array(repeating: [Double](), count: count)
        var byPlace = Array(repeating: Array(repeating: [Double](), count: count), count: count)
        for round in 0..<rounds {
            for step in 0..<count {
                let which = (round + step) % count
                let start = DispatchTime.now().uptimeNanoseconds
                let cpuStart = threadCPUMilliseconds()
                variants[which].body()
                let cpuTime = threadCPUMilliseconds() - cpuStart
                wall[which].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
                cpu[which].append(cpuTime)
                byPlace[which][step].append(cpuTime)
            }
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        for which in 0..<count {
            let wallRatios = (0..<rounds).map { wall[0][$0] / wall[which][$0] }
            let cpuRatios = (0..<rounds).map { cpu[0][$0] / cpu[which][$0] }
            let places = byPlace[which].map { String(format: "%.1f", median($0)) }
            print(
                String(
                    format:
                        "%@: wall %.1f ms, cpu %.1f ms (by place %@); of %@: wall %.3f, cpu %.3f",
                    variants[which].name, median(wall[which]), median(cpu[which]),
                    places.joined(separator: " "), variants[0].name, median(wallRatios),
                    median(cpuRatios)))
        }
    }
}
