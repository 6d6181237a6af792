import CollorMarkdown
import Foundation

/// Each construct whose nesting a page controls, at depths 10 to 10,000, on pages of 10 KB,
/// 100 KB and 250 KB: the CPU time to render and the peak memory, each page in a process of its own
/// (`ru_maxrss` is a process's peak), and whether the time grows at most linearly with the page.
///
/// `SiteBenchmarks nesting` runs it all; `nesting-child CONSTRUCT DEPTH BYTES` measures one page.
enum NestingBenchmark {
    /// A construct nested `depth` levels around a word: one unit, repeated to fill a page.
    static let constructs: [(name: String, unit: @Sendable (Int) -> String)] =
        nested
        + chains.map { chain in (chain.name, { swift(chain.head + repeated(chain.unit, $0)) }) }

    /// The constructs that nest by brackets, markup or directives.
    static let nested: [(name: String, unit: @Sendable (Int) -> String)] = [
        ("block quotes", { String(repeating: "> ", count: $0) + "word\n\n" }),
        ("lists", { String(repeating: "- ", count: $0) + "word\n\n" }),
        (
            "emphasis",
            {
                String(repeating: "*a ", count: $0) + "w" + String(repeating: " a*", count: $0)
                    + "\n\n"
            }
        ),
        (
            "links",
            {
                String(repeating: "[*a ", count: $0) + "w" + String(repeating: "*](b)", count: $0)
                    + "\n\n"
            }
        ),
        (
            "directives",
            {
                String(repeating: "@Row {\n", count: $0) + "w\n"
                    + String(repeating: "}\n", count: $0) + "\n"
            }
        ),
        (
            "table columns",
            {
                "|" + String(repeating: " a |", count: $0) + "\n|"
                    + String(repeating: " - |", count: $0) + "\n| b |\n\n"
            }
        ),
        (
            "swift brackets",
            {
                swift(
                    "let s = " + String(repeating: "(", count: $0) + "a"
                        + String(repeating: ")", count: $0))
            }
        ),
        (
            "swift [",
            {
                swift(
                    "let s = " + String(repeating: "[", count: $0) + "a"
                        + String(repeating: "]", count: $0))
            }
        ),
        (
            "swift generics",
            {
                swift(
                    "let s: " + String(repeating: "Array<", count: $0) + "Int"
                        + String(repeating: ">", count: $0))
            }
        ),
        (
            "swift #if",
            {
                swift(
                    String(repeating: "#if A\n", count: $0) + "let a = 1\n"
                        + String(repeating: "#endif\n", count: $0))
            }
        ),
        (
            "swift interpolations",
            { swift("let s = \"\"\"\n" + String(repeating: "\\(", count: $0) + "a + a") }
        ),
        (
            "swift words on a line",
            { swift("func a(" + String(repeating: " b", count: $0) + ")") }
        ),
        (
            "swift open brackets",
            {
                swift(
                    "let s = " + String(repeating: "(", count: $0)
                        + String(repeating: "a ", count: 50))
            }
        ),
    ]

    /// Chains that nest in swift-syntax's parser without a bracket, and a run of `#`; `depth` is
    /// the number of units, up to a block of `MarkdownLimits.swiftBlockBytes`.
    static let chains: [(name: String, head: String, unit: String)] = [
        ("swift try?", "let s = ", "try? "), ("swift await try", "let s = ", "await try "),
        ("swift repeat each", "let s = ", "repeat each "), ("swift arrows", "let s: ", "A -> "),
        ("swift members", "let s = a", ".a"), ("swift else if", "let s = ", "if a {} else "),
        ("swift # run", "let s = ", "#"),
    ]

    private static func repeated(_ unit: String, _ count: Int) -> String {
        String(repeating: unit, count: count) + (unit == "#" ? "" : "a")
    }
    static let depths = [10, 100, 1_000, 10_000]
    /// The deepest each construct may nest within `MarkdownLimits.handWritten`: the costliest
    /// page that is not refused.
    static let deepestWithinLimits: [String: Int] = {
        let limits = MarkdownLimits.handWritten
        // A document and a paragraph enclose every construct; a list adds a list and an item
        // per level, a link its emphasis.
        let markdown = limits.markdownNesting - 2
        return [
            "block quotes": markdown, "lists": markdown / 2, "emphasis": markdown,
            "links": markdown / 2, "directives": markdown, "swift brackets": limits.swiftNesting,
            "swift [": limits.swiftTypeNesting, "swift generics": limits.swiftTypeNesting,
            "swift #if": limits.swiftNesting,
            "swift interpolations": limits.swiftInterpolationNesting,
            "swift open brackets": limits.swiftUnclosedBrackets,
            // `func a(` and `)` are 4 tokens.
            "swift words on a line": limits.swiftLineTokens - 4,
        ].merging(
            chains.map { chain in
                // The block's text ends with the word after the chain and a newline; its one
                // line holds at most `swiftLineTokens`.
                let room = limits.swiftBlockBytes - chain.head.utf8.count - 2
                let head = tokens(chain.head + "a")
                let unit = tokens(chain.head + chain.unit + "a") - head
                return (
                    chain.name,
                    chain.unit == "#"
                        ? limits.swiftHashRun
                        : min(room / chain.unit.utf8.count, (limits.swiftLineTokens - head) / unit)
                )
            }, uniquingKeysWith: { first, _ in first })
    }()

    private static func tokens(_ code: String) -> Int {
        SwiftNesting(Array(code.utf8)).mostLineTokens
    }
    static let sizes = [10_000, 100_000, 250_000]

    private static func swift(_ code: String) -> String { "```swift\n" + code + "\n```\n\n" }

    /// The page: units of `construct` at `depth` until `bytes`; nil when one unit is larger.
    static func page(_ construct: String, depth: Int, bytes: Int) -> String? {
        guard let unit = constructs.first(where: { $0.name == construct })?.unit(depth),
            unit.utf8.count <= bytes
        else { return nil }
        return String(repeating: unit, count: bytes / unit.utf8.count)
    }

    struct Measurement {
        var milliseconds: Double
        var peakMegabytes: Double
        var diagnostics: Int
        /// The page's own size: whole units only, so below the nominal size.
        var bytes: Int
    }

    /// The table for the constructs named in `only` (all when empty), then the fuzz corpus.
    static func run(only: [String] = []) throws {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0])
        print("Nesting: render CPU time (best of 3) and peak memory of one page per process")
        print(
            "construct            depth   10 KB ms  100 KB ms  250 KB ms  peak MB  errors  growth  verdict"
        )
        var misses = 0
        for construct in constructs where only.isEmpty || only.contains(construct.name) {
            let within = deepestWithinLimits[construct.name].map { [$0] } ?? []
            for depth in (within + depths).sorted() {
                var results: [Int: Measurement] = [:]
                for size in sizes {
                    results[size] = try child(executable, construct.name, depth, size)
                }
                func ms(_ size: Int) -> String {
                    results[size].map { String(format: "%9.2f", $0.milliseconds) } ?? "      n/a"
                }
                // Time per byte on the largest page against the smallest that has a unit; within
                // 2x (and 10 ms of process noise) is linear.
                let measured = sizes.compactMap { size in results[size].map { (size, $0) } }
                var growth = "   -"
                var verdict = "n/a"
                if let small = measured.first, let large = measured.last, large.0 > small.0 {
                    let perByte = { (entry: (Int, Measurement)) in
                        entry.1.milliseconds / Double(max(entry.1.bytes, 1))
                    }
                    let ratio = perByte(large) / max(perByte(small), 1e-9)
                    growth = String(format: "%5.2f", ratio)
                    let linear = ratio <= 2 || large.1.milliseconds < 10
                    verdict = linear ? "PASS" : "MISS"
                    if !linear { misses += 1 }
                }
                let last = measured.last?.1
                print(
                    construct.name.padding(toLength: 20, withPad: " ", startingAt: 0)
                        + String(format: " %6d ", depth) + ms(10_000) + "  " + ms(100_000) + "  "
                        + ms(250_000)
                        + String(
                            format: "  %7.1f  %6d", last?.peakMegabytes ?? 0, last?.diagnostics ?? 0
                        )
                        + "  " + growth + "  " + verdict)
            }
        }
        print(misses == 0 ? "nesting: every construct linear: PASS" : "nesting: \(misses) MISS")
        worstOverFuzzCorpus()
    }

    /// The Swift fuzzer's corpus and seeds (`scripts/fuzz.sh` keeps them under `.build-fuzz/`),
    /// each input highlighted: the worst CPU seconds per KB (inputs under 1 KB count as 1 KB),
    /// against which a wall-clock guard would be set.
    static func worstOverFuzzCorpus() {
        let folders = ["corpus", "seeds"].map { ".build-fuzz/\($0)/FuzzSwiftCode" }
        let files = folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().map {
                folder + "/" + $0
            }
        }
        guard !files.isEmpty else {
            print("fuzz corpus: none under .build-fuzz/ (run scripts/fuzz.sh first)")
            return
        }
        var worst = (seconds: 0.0, file: "", bytes: 0)
        var plain = 0
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            let code = String(decoding: data, as: UTF8.self)
            // A fence longer than any run of backticks in the input holds all of it.
            var run = 0
            var longest = 0
            for byte in data {
                run = byte == UInt8(ascii: "`") ? run + 1 : 0
                longest = max(longest, run)
            }
            let fence = String(repeating: "`", count: max(longest + 1, 3))
            let page = fence + "swift\n" + code + "\n" + fence + "\n"
            let start = Timing.processCPUMilliseconds()
            let rendered = MarkdownRenderer.render(
                page, options: MarkdownOptions(limits: .generated))
            if !rendered.warnings.isEmpty { plain += 1 }
            let seconds = (Timing.processCPUMilliseconds() - start) / 1e3
            let perKB = seconds / max(Double(data.count) / 1_024, 1)
            if perKB > worst.seconds { worst = (perKB, file, data.count) }
        }
        print(
            String(
                format: "fuzz corpus: %d inputs (%d over a limit, plain), worst %.4f s per KB: %@"
                    + " (%d bytes)", files.count, plain, worst.seconds, worst.file, worst.bytes))
    }

    private static func child(_ executable: URL, _ construct: String, _ depth: Int, _ size: Int)
        throws -> Measurement?
    {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["nesting-child", construct, String(depth), String(size)]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let fields = String(decoding: output, as: UTF8.self).split(separator: " ")
        guard fields.count == 4, let ms = Double(fields[0]), let peak = Double(fields[1]),
            let diagnostics = Int(fields[2]),
            let bytes = Int(fields[3].trimmingCharacters(in: .whitespacesAndNewlines))
        else { return nil }
        return Measurement(
            milliseconds: ms, peakMegabytes: peak, diagnostics: diagnostics, bytes: bytes)
    }

    /// Prints `milliseconds peakMB errors bytes` for one page, or nothing when one unit is too large.
    static func runChild(construct: String, depth: Int, bytes: Int) {
        guard let page = page(construct, depth: depth, bytes: bytes) else { return }
        var best = Double.infinity
        var errors = 0
        for _ in 0..<3 {
            // CPU time of the process (Swift blocks are parsed on `LargeStack`'s workers): other
            // processes on the machine do not add to it.
            let start = Timing.processCPUMilliseconds()
            let rendered = MarkdownRenderer.render(page)
            best = min(best, Timing.processCPUMilliseconds() - start)
            errors = rendered.errors.count
        }
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        print(
            String(
                format: "%.3f %.1f %d %d", best, Double(usage.ru_maxrss) / 1_024, errors,
                page.utf8.count))
    }
}
