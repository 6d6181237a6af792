import Foundation

/// `SiteBenchmarks wide`: one folder of many pages and one module of many types, the shapes
/// whose every page once listed every sibling (4,000 pages in one folder: 20 s and 611 MB;
/// 50,000 wrote 7.1 GB before it was stopped). Each size is built in a `scale-child` process and
/// the growth from each size to the next is printed with a verdict: linear is a ratio of time and
/// of bytes no more than 1.2 times the ratio of sizes. Wall and CPU time are both judged: on a
/// machine shared with other builds, the wall clock also counts the waits for a core.
enum WideBenchmark {
    static let folderSizes = [1_000, 5_000, 50_000]
    static let moduleSizes = [1_000, 10_000]

    static func run(arguments: [String]) throws {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("collor-wide-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: scratch)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let only = Set(arguments)
        print("\(ProcessInfo.processInfo.activeProcessorCount) cores")
        if only.isEmpty || only.contains("folder") {
            print("One folder of N pages (a title and a sentence each):")
            report(
                try folderSizes.map { size in
                    let source = scratch.appendingPathComponent("folder-\(size)")
                    try writeFolder(pages: size, into: source)
                    return try measure(
                        size, source: source, output: scratch.appendingPathComponent("out-f\(size)")
                    )
                })
        }
        if only.isEmpty || only.contains("module") {
            print("One module of N types (a structure with a doc comment each):")
            report(
                try moduleSizes.map { size in
                    let source = scratch.appendingPathComponent("module-\(size)")
                    try writeFolder(pages: 0, into: source)
                    let graph = scratch.appendingPathComponent("graph-\(size)/Wide.symbols.json")
                    try FileManager.default.createDirectory(
                        at: graph.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try writeGraph(types: size, to: graph)
                    return try measure(
                        size, source: source,
                        output: scratch.appendingPathComponent("out-m\(size)"),
                        graph: graph)
                })
        }
    }

    private static func measure(
        _ size: Int, source: URL, output: URL, graph: URL? = nil
    ) throws -> (size: Int, result: ScaleBenchmark.Measurement) {
        // Small sizes are built three times (the median), so that a ratio does not hang on one
        // noisy run of half a second on a shared machine.
        var runs: [ScaleBenchmark.Measurement] = []
        for _ in 0..<(size <= 5_000 ? 3 : 1) {
            runs.append(try ScaleBenchmark.child(source: source, output: output, graph: graph))
            // The output of a run is not needed again; the next run's files go where these were.
            try? FileManager.default.removeItem(at: output)
        }
        runs.sort { $0.seconds < $1.seconds }
        let result = runs[runs.count / 2]
        print(
            String(
                format:
                    "%7d: %.2f s (%.2f s of CPU), %.1f MB of output (%.1f KB a page, %d pages), "
                    + "peak %.0f MB",
                size, result.seconds, result.cpuSeconds, Double(result.outputBytes) / 1e6,
                result.kilobytesPerPage, result.pages, result.peakMegabytes))
        fflush(nil)
        return (size, result)
    }

    /// The growth from each size to the next, and from the smallest to the largest.
    private static func report(_ results: [(size: Int, result: ScaleBenchmark.Measurement)]) {
        var pairs = zip(results, results.dropFirst()).map { ($0, $1) }
        if results.count > 2, let first = results.first, let last = results.last {
            pairs.append((first, last))
        }
        for (small, large) in pairs { compare(small, large) }
        print("")
    }

    private static func compare(
        _ small: (size: Int, result: ScaleBenchmark.Measurement),
        _ large: (size: Int, result: ScaleBenchmark.Measurement)
    ) {
        let sizes = Double(large.size) / Double(small.size)
        let time = large.result.seconds / small.result.seconds
        let cpu = large.result.cpuSeconds / small.result.cpuSeconds
        let bytes = Double(large.result.outputBytes) / Double(small.result.outputBytes)
        let memory = large.result.peakMegabytes / small.result.peakMegabytes
        func verdict(_ ratio: Double) -> String { ratio <= sizes * 1.2 ? "PASS" : "MISS" }
        print(
            String(
                format: "%@  time of %d / time of %d: %.1fx (%.0fx is linear)", verdict(time),
                large.size, small.size, time, sizes))
        print(
            String(
                format: "%@  CPU time of %d / CPU time of %d: %.1fx (%.0fx is linear)",
                verdict(cpu), large.size, small.size, cpu, sizes))
        print(
            String(
                format: "%@  output of %d / output of %d: %.1fx (%.0fx is linear)",
                verdict(bytes), large.size, small.size, bytes, sizes))
        print(
            String(
                format: "%@  peak memory of %d / of %d: %.1fx (%.0fx is linear)", verdict(memory),
                large.size, small.size, memory, sizes))
    }

    /// A home page and `pages` pages in `pages/`, each a title and a sentence.
    private static func writeFolder(pages: Int, into folder: URL) throws {
        let pagesFolder = folder.appendingPathComponent("pages")
        try FileManager.default.createDirectory(at: pagesFolder, withIntermediateDirectories: true)
        try "# Wide\n\nOne folder of \(pages) pages.\n".write(
            to: folder.appendingPathComponent("index.md"), atomically: false, encoding: .utf8)
        for page in 0..<pages {
            try "# Page \(page)\n\nThe text of page \(page).\n".write(
                to: pagesFolder.appendingPathComponent("page-\(page).md"), atomically: false,
                encoding: .utf8)
        }
    }

    /// A symbol graph of module `Wide` with `types` public structures, each with a doc comment.
    private static func writeGraph(types: Int, to url: URL) throws {
        var json =
            #"{"metadata":{"formatVersion":{"major":0,"minor":6,"patch":0},"generator":"bench"},"#
            + #""module":{"name":"Wide","platform":{}},"symbols":["#
        for index in 0..<types {
            if index > 0 { json += "," }
            json +=
                #"{"identifier":{"precise":"s:Wide\#(index)","interfaceLanguage":"swift"},"#
                + #""names":{"title":"Type\#(index)"},"pathComponents":["Type\#(index)"],"#
                + #""kind":{"identifier":"swift.struct","displayName":"Structure"},"#
                + #""accessLevel":"public","docComment":{"lines":[{"text":"#
                + #""The structure number \#(index)."}]}}"#
        }
        json += #"],"relationships":[]}"#
        try json.write(to: url, atomically: false, encoding: .utf8)
    }
}
