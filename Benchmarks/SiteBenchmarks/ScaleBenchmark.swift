import CollorSite
import Foundation

/// `SiteBenchmarks scale [sizes...]`: builds synthetic docs folders of growing size with the real
/// `SiteBuilder`, as `collor build` does, and prints pages/s, growth ratios, output per page and
/// peak memory against the targets of issue 13.
///
/// Each build runs in a child process of this executable (`scale-child`), because
/// `ru_maxrss` is a process's peak: sizes measured in one process would each report the largest
/// so far. The synthetic site is written by the parent, so the child's peak is the build's.
enum ScaleBenchmark {
    struct Measurement {
        var pages: Int
        var seconds: Double
        var outputBytes: Int
        var peakMegabytes: Double
        /// The most a search loads before its first result: search.js, the manifest, the
        /// largest term shard and twelve of the largest document shards.
        var searchBytes: Int
        /// User and system CPU time of the build's process: on a machine shared with other
        /// builds, wall time also counts the time spent waiting for a core.
        var cpuSeconds: Double = 0
        var pagesPerSecond: Double { Double(pages) / seconds }
        var kilobytesPerPage: Double { Double(outputBytes) / 1_000 / Double(pages) }
    }

    static let defaultSizes = [500, 1_000, 5_000, 10_000]

    static func run(arguments: [String]) throws {
        let sizes = arguments.compactMap { Int($0) }
        // Nothing is deleted before the end: creating files where thousands were just deleted
        // costs ext4 more than the build itself (`recently_deleted` scans the inode tables), which
        // would measure the file system's bookkeeping, not the builder.
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("collor-scale-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: scratch)
        defer { try? FileManager.default.removeItem(at: scratch) }
        print(
            "Synthetic sites: pages of about 4 KB in folders of \(SyntheticSite.folderSize), "
                + "\(ProcessInfo.processInfo.activeProcessorCount) cores")
        var results: [Int: Measurement] = [:]
        for size in sizes.isEmpty ? defaultSizes : sizes {
            let source = scratch.appendingPathComponent("site-\(size)")
            let markdown = try SyntheticSite.write(pages: size, into: source)
            // Small sites are timed three times (median), so that the growth ratios do not hang on
            // one noisy run of half a second.
            let runs = size <= 1_000 ? 3 : 1
            var measured: [Measurement] = []
            for run in 0..<runs {
                let output = scratch.appendingPathComponent("out-\(size)-\(run)")
                measured.append(try child(source: source, output: output))
            }
            measured.sort { $0.seconds < $1.seconds }
            var result = measured[measured.count / 2]
            result.peakMegabytes = measured.map(\.peakMegabytes).max() ?? result.peakMegabytes
            results[size] = result
            print(
                String(
                    format:
                        "%6d pages (%.1f MB of markdown, %.1f KB a page): %.2f s, %.0f pages/s, "
                        + "%.1f KB of output a page, peak %.0f MB, search loads at most %.0f KB",
                    size, Double(markdown) / 1e6, Double(markdown) / 1e3 / Double(size),
                    result.seconds, result.pagesPerSecond, result.kilobytesPerPage,
                    result.peakMegabytes, Double(result.searchBytes) / 1e3))
            fflush(nil)
        }
        print("")
        report(results)
    }

    private static func report(_ results: [Int: Measurement]) {
        func verdict(_ pass: Bool) -> String { pass ? "PASS" : "MISS" }
        if let at5000 = results[5_000] {
            print(
                String(
                    format: "%@  pages/s at 5,000 pages: %.0f (target at least 1,000)",
                    verdict(at5000.pagesPerSecond >= 1_000), at5000.pagesPerSecond))
        }
        for (large, small) in [(5_000, 500), (10_000, 1_000)] {
            guard let big = results[large], let little = results[small] else { continue }
            let ratio = big.seconds / little.seconds
            print(
                String(
                    format:
                        "%@  time of %d pages / time of %d: %.1fx (target at most 12x; 10x is linear)",
                    verdict(ratio <= 12), large, small, ratio))
        }
        for size in results.keys.sorted() {
            guard let result = results[size] else { continue }
            print(
                String(
                    format: "%@  output at %d pages: %.1f KB a page (target at most 40 KB)",
                    verdict(result.kilobytesPerPage <= 40), size, result.kilobytesPerPage))
        }
        for size in results.keys.sorted() {
            guard let result = results[size] else { continue }
            print(
                String(
                    format: "%@  peak memory at %d pages: %.0f MB (target under 600 MB)",
                    verdict(result.peakMegabytes < 600), size, result.peakMegabytes))
        }
        for size in results.keys.sorted() {
            guard let result = results[size] else { continue }
            print(
                String(
                    format: "%@  search at %d pages loads at most %.0f KB before its first result "
                        + "(target under 2,000 KB)",
                    verdict(result.searchBytes < 2_000_000), size,
                    Double(result.searchBytes) / 1e3))
        }
    }

    /// Runs `scale-child` on `source` (with the symbol graph `graph`, if any) and reads back its
    /// one line of figures.
    static func child(source: URL, output: URL, graph: URL? = nil) throws -> Measurement {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        process.arguments =
            ["scale-child", source.path, output.path] + (graph.map { [$0.path] } ?? [])
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let line = String(decoding: data, as: UTF8.self)
        let fields = line.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        guard process.terminationStatus == 0, fields.count == 6 else {
            throw ChildFailure(description: "scale-child failed: \(line)")
        }
        return Measurement(
            pages: Int(fields[0]), seconds: fields[1], outputBytes: Int(fields[2]),
            peakMegabytes: fields[3], searchBytes: Int(fields[4]), cpuSeconds: fields[5])
    }

    struct ChildFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// The child: one build, then `pages seconds outputBytes peakMegabytes searchBytes
    /// cpuSeconds` on one line.
    static func runChild(source: String, output: String, graph: String? = nil) throws {
        let configuration = SiteConfiguration(
            source: URL(fileURLWithPath: source), output: URL(fileURLWithPath: output),
            symbolGraphs: graph.map { [URL(fileURLWithPath: $0)] } ?? [], siteTitle: "Synthetic")
        let start = DispatchTime.now().uptimeNanoseconds
        let report = try SiteBuilder(configuration: configuration).build()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        guard report.succeeded else {
            print("errors: \(report.errors.prefix(5))")
            exit(1)
        }
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        // ru_maxrss is in kilobytes on Linux.
        let peak = Double(usage.ru_maxrss) / 1_024
        func inSeconds(_ time: timeval) -> Double {
            Double(time.tv_sec) + Double(time.tv_usec) / 1e6
        }
        let cpu = inSeconds(usage.ru_utime) + inSeconds(usage.ru_stime)
        print(
            "\(report.pages) \(seconds) \(outputBytes(in: output)) \(peak) "
                + "\(searchBytes(in: output)) \(cpu)")
    }

    /// search.js, the manifest, the largest term shard and twelve times the largest document shard
    /// (a query of one word showing twelve results from twelve shards).
    private static func searchBytes(in folder: String) -> Int {
        func size(_ path: String) -> Int {
            ((try? FileManager.default.attributesOfItem(atPath: folder + "/" + path))?[.size]
                as? Int) ?? 0
        }
        let shards =
            (try? FileManager.default.contentsOfDirectory(atPath: folder + "/search")) ?? []
        let terms = shards.filter { $0.hasPrefix("t-") }.map { size("search/" + $0) }
        let documents = shards.filter { $0.hasPrefix("d-") }.map { size("search/" + $0) }
        return size("theme/search.js") + size("search-index.js") + (terms.max() ?? 0)
            + min(12, documents.count) * (documents.max() ?? 0)
    }

    private static func outputBytes(in folder: String) -> Int {
        var total = 0
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let path = enumerator?.nextObject() as? String {
            let attributes = try? FileManager.default.attributesOfItem(
                atPath: folder + "/" + path)
            if attributes?[.type] as? FileAttributeType == .typeRegular {
                total += (attributes?[.size] as? Int) ?? 0
            }
        }
        return total
    }
}
