import CollorSite
import Foundation

/// `SiteBenchmarks rebuild [pages] [edits]`: the builder's side of an edit while serving. A
/// synthetic site of `pages` pages (10,000 by default) is built once, then one page at a time is
/// edited (its text, not its title) and `rebuild()` timed, `edits` times (10 by default), then as
/// many edits with `rebuild(changed:)` told the file; the medians and worst are printed, with the
/// full build's time. The serve benchmark adds the
/// watcher and the HTTP side to this.
enum RebuildBenchmark {
    static func run(arguments: [String]) throws {
        let pages = arguments.first.flatMap { Int($0) } ?? 10_000
        let edits = arguments.dropFirst().first.flatMap { Int($0) } ?? 10
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("collor-rebuild-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: scratch)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let source = scratch.appendingPathComponent("docs")
        _ = try SyntheticSite.write(pages: pages, into: source)
        let builder = SiteBuilder(
            configuration: SiteConfiguration(
                source: source, output: scratch.appendingPathComponent("_site"),
                siteTitle: "Synthetic"))
        let clock = ContinuousClock()
        var start = clock.now
        let full = try builder.build()
        let fullTime = clock.now - start
        guard full.succeeded else {
            print("errors: \(full.errors.prefix(5))")
            exit(1)
        }
        var times: [Duration] = []
        var toldTimes: [Duration] = []
        for edit in 0..<(2 * edits) {
            // Pages spread over the site, each edited once: a paragraph added at its end.
            let index = (edit * 7_919) % pages
            let (part, page) = index.quotientAndRemainder(dividingBy: SyntheticSite.folderSize)
            let file = source.appendingPathComponent(SyntheticSite.folderName(part))
                .appendingPathComponent(SyntheticSite.fileName(page))
            let text = try String(contentsOf: file, encoding: .utf8)
            try (text + "\nEdit number \(edit).\n").write(
                to: file, atomically: false, encoding: .utf8)
            // Every other rebuild is told the file, as serve's file events tell it.
            let told = edit % 2 == 1
            start = clock.now
            let report = try builder.rebuild(changed: told ? [file.path] : nil)
            if told { toldTimes.append(clock.now - start) } else { times.append(clock.now - start) }
            guard report.succeeded, report.renderedPages.count == 1 else {
                print(
                    "edit \(edit): \(report.renderedPages.count) pages rendered, "
                        + "\(report.errors)")
                exit(1)
            }
        }
        print("\(pages) pages: full build \(milliseconds(fullTime)) ms")
        for (name, measured) in [("rebuild()", times), ("rebuild(changed: [file])", toldTimes)] {
            let sorted = measured.sorted()
            print(
                "one-page edit, \(name): median \(milliseconds(sorted[sorted.count / 2])) ms, "
                    + "worst \(milliseconds(sorted[sorted.count - 1])) ms over \(edits) edits")
        }
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        // ru_maxrss is in kilobytes on Linux: the peak of the full build and the builder's
        // cache after it, which the rebuilds reuse.
        print("peak memory: \(usage.ru_maxrss / 1_024) MB")
    }

    private static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return String(format: "%.1f", Double(seconds) * 1_000 + Double(attoseconds) / 1e15)
    }
}
