import CCmark
import CollorMarkdown
import CollorSite
import Foundation

// Markdown throughput of the pipeline against raw libcmark on the same ~10 MB corpus, a full
// build of this package's site, and one page's rebuild as `collor serve` does it.
// Run from the package root: `make site-bench`; `make site-scale` runs the scale benchmark.

// `scale [sizes...]` builds synthetic sites of growing size, each in a `scale-child` process;
// `scale-generate N folder` then `scale-child folder output` profile one size. `wide` builds one
// folder of many pages and one module of many types, whose sidebars must not grow with them;
// `nesting [CONSTRUCT...]` renders each nesting construct (or those named) at growing depths and
// page sizes; `highlight` what Pygments adds to a build, for 1 to 5,000 blocks; `rebuild
// [pages] [edits]` times `rebuild()` after one-page edits of a synthetic site; `serve [pages]
// [edits]` times an edit in `collor serve` (and `hugo server`) from save to served page.
switch CommandLine.arguments.dropFirst().first {
case "scale":
    try ScaleBenchmark.run(arguments: Array(CommandLine.arguments.dropFirst(2)))
    exit(0)
case "scale-generate" where CommandLine.arguments.count == 4:
    // A synthetic site alone, to profile `scale-child` on it.
    _ = try SyntheticSite.write(
        pages: Int(CommandLine.arguments[2]) ?? 0,
        into: URL(fileURLWithPath: CommandLine.arguments[3]))
    exit(0)
case "nesting":
    try NestingBenchmark.run(only: Array(CommandLine.arguments.dropFirst(2)))
    exit(0)
case "nesting-child" where CommandLine.arguments.count == 5:
    NestingBenchmark.runChild(
        construct: CommandLine.arguments[2], depth: Int(CommandLine.arguments[3]) ?? 0,
        bytes: Int(CommandLine.arguments[4]) ?? 0)
    exit(0)
case "scale-child" where CommandLine.arguments.count == 4 || CommandLine.arguments.count == 5:
    try ScaleBenchmark.runChild(
        source: CommandLine.arguments[2], output: CommandLine.arguments[3],
        graph: CommandLine.arguments.count == 5 ? CommandLine.arguments[4] : nil)
    exit(0)
case "wide":
    try WideBenchmark.run(arguments: Array(CommandLine.arguments.dropFirst(2)))
    exit(0)
case "rebuild":
    try RebuildBenchmark.run(arguments: Array(CommandLine.arguments.dropFirst(2)))
    exit(0)
case "serve":
    try ServeBenchmark.run(arguments: Array(CommandLine.arguments.dropFirst(2)))
    exit(0)
case "highlight":
    try HighlightBenchmark.run(arguments: Array(CommandLine.arguments.dropFirst(2)))
    exit(0)
default:
    break
}

let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let site = root.appendingPathComponent("Site")
let pages = Corpus.pages(from: site)
let bytes = pages.reduce(0) { $0 + $1.utf8.count }
let megabytes = Double(bytes) / 1_000_000
print("Corpus: \(pages.count) pages, \(String(format: "%.1f", megabytes)) MB")

func raw() {
    for page in pages {
        var text = page
        text.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                free(cmark_markdown_to_html(chars.baseAddress, chars.count, CMARK_OPT_DEFAULT))
            }
        }
    }
}

func pipeline(_ options: MarkdownOptions) {
    // What a site page gets: anchors, TOC, search text, link rewriting and API cross-links.
    let context = MarkdownContext(
        file: "bench.md", root: "../",
        resolveLink: { path, _ in
            .rewrite(path.hasSuffix(".md") ? String(path.dropLast(3)) + ".html" : path)
        },
        symbolPage: { $0 == "CollectionData" ? "api/CollectionData.html" : nil })
    for page in pages {
        _ = MarkdownRenderer.render(page, options: options, context: context)
    }
}

func throughput(_ milliseconds: Double) -> Double { megabytes / (milliseconds / 1000) }

// `--profile-walker` loops the pipeline alone, for `perf record`; `--profile-highlighter` the
// pipeline with highlighting.
if CommandLine.arguments.contains("--profile-walker") {
    // `--plain`: without the dialect's passes; `--raw`: raw libcmark; to compare profiles.
    let dialect = !CommandLine.arguments.contains("--plain")
    for _ in 0..<(Int(ProcessInfo.processInfo.environment["LOOPS"] ?? "") ?? 20) {
        if CommandLine.arguments.contains("--raw") {
            raw()
        } else {
            pipeline(MarkdownOptions(highlightSwift: false, dialect: dialect))
        }
    }
    exit(0)
}
if CommandLine.arguments.contains("--profile-highlighter") {
    for _ in 0..<3 {
        pipeline(MarkdownOptions())
    }
    exit(0)
}

raw()
pipeline(MarkdownOptions(highlightSwift: false))
// `--compare`: the markdown rounds alone, ROUNDS of them (default 21), timed by the thread's CPU
// time beside the wall clock (on a machine shared with builds the wall clock also counts the
// time the benchmark waits for a core), with the medians of each of the three by its place in
// the round; for tuning on a busy machine.
if CommandLine.arguments.contains("--compare") {
    Timing.compare(
        rounds: Int(ProcessInfo.processInfo.environment["ROUNDS"] ?? "") ?? 21,
        [
            ("raw", raw), ("pipeline", { pipeline(MarkdownOptions(highlightSwift: false)) }),
            ("no dialect", { pipeline(MarkdownOptions(highlightSwift: false, dialect: false)) }),
        ])
    exit(0)
}
// Raw, the pipeline and the pipeline without the DocC dialect and GitHub's tables alternate, so
// that load from other processes hits all alike; each ratio is the median of the per-round ratios.
// Each round starts with another of the three, so that none always runs right after the same one
// (after another's frees, or into a heap that another has just grown).
var rawTimes: [Double] = []
var pipelineTimes: [Double] = []
var ratios: [Double] = []
var plainRatios: [Double] = []
for round in 0..<9 {
    var times = [0.0, 0.0, 0.0]
    for step in 0..<3 {
        let which = (round + step) % 3
        times[which] = Timing.medianMilliseconds(runs: 1) {
            switch which {
            case 0: raw()
            case 1: pipeline(MarkdownOptions(highlightSwift: false))
            default: pipeline(MarkdownOptions(highlightSwift: false, dialect: false))
            }
        }
    }
    rawTimes.append(times[0])
    pipelineTimes.append(times[1])
    ratios.append(times[0] / times[1])
    plainRatios.append(times[0] / times[2])
}
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
let rawMs = median(rawTimes)
let pipelineMs = median(pipelineTimes)
let highlightedMs = Timing.medianMilliseconds(runs: 3) { pipeline(MarkdownOptions()) }
print(String(format: "raw cmark_markdown_to_html: %.1f MB/s (%.0f ms)", throughput(rawMs), rawMs))
print(
    String(
        format:
            "pipeline (anchors, TOC, links, search text, cross-links, DocC dialect, tables): "
            + "%.1f MB/s (%.0f ms), %.2f of raw (target 0.80: %@)",
        throughput(pipelineMs), pipelineMs, median(ratios),
        median(ratios) >= 0.8 ? "PASS" : "MISS"))
print(
    String(
        format: "  the same without the dialect's passes: %.2f of raw", median(plainRatios)))
print(
    String(
        format:
            "pipeline with Swift highlighting (swift-syntax on every swift block): %.1f MB/s (%.0f ms), %.2f of raw",
        throughput(highlightedMs), highlightedMs, rawMs / highlightedMs))

// Full and incremental site builds, in a scratch copy of Site/.
let scratch = FileManager.default.temporaryDirectory
    .appendingPathComponent("collor-site-bench-\(ProcessInfo.processInfo.processIdentifier)")
try? FileManager.default.removeItem(at: scratch)
let source = scratch.appendingPathComponent("Site")
try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
try FileManager.default.copyItem(at: site, to: source)
// The tutorial the site links, as `collor.yml` lists it: a second folder, under its name.
let tutorials = scratch.appendingPathComponent("Tutorials")
try FileManager.default.copyItem(
    at: root.appendingPathComponent(
        "Examples/TeamRoster/Sources/TeamRoster/TeamRoster.docc/Tutorials"),
    to: tutorials)
defer { try? FileManager.default.removeItem(at: scratch) }

let build = root.appendingPathComponent(".build")
let graphFolder = ((try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? [])
    .sorted()
    .map { build.appendingPathComponent($0).appendingPathComponent("symbolgraph") }
    .first {
        FileManager.default.fileExists(
            atPath: $0.appendingPathComponent("Collor.symbols.json").path)
    }
let graphs = graphFolder.map { SiteConfiguration.symbolGraphs(in: $0, module: "Collor") } ?? []
if graphs.isEmpty { print("(no symbol graph in .build: the API reference is left out)") }
// The pages embed the sample galleries: placeholders stand in for them, as in the site tests.
let configuration = SiteConfiguration(
    sources: [SiteSource(folder: source), SiteSource(folder: tutorials, prefix: "Tutorials/")],
    output: scratch.appendingPathComponent("_site"), siteTitle: "Collor for the web",
    symbolGraphs: graphs,
    galleries: GalleryPlaceholder(names: ["Random", "Pantone", "RealTime", "Weather", "Alphabet"]))

// `--profile-site` loops full builds, for `perf record`.
if CommandLine.arguments.contains("--profile-site") {
    for _ in 0..<30 { _ = try SiteBuilder(configuration: configuration).build() }
    exit(0)
}

var pageCount = 0
let fullMs = try Timing.medianMilliseconds(runs: 5) {
    let report = try SiteBuilder(configuration: configuration).build()
    pageCount = report.pages
    guard report.succeeded else {
        print("benchmark site failed: \(report.errors)")
        exit(1)
    }
}
print(
    String(
        format: "full site build: %d pages in %.0f ms (%.0f pages/s)", pageCount, fullMs,
        Double(pageCount) / (fullMs / 1000)))

let builder = SiteBuilder(configuration: configuration)
_ = try builder.build()
let edited = source.appendingPathComponent("diffing.md")
let original = try String(contentsOf: edited, encoding: .utf8)
var edit = 0
let rebuildMs = try Timing.medianMilliseconds(runs: 11) {
    edit += 1
    try (original + "\nEdit number \(edit).\n").write(to: edited, atomically: true, encoding: .utf8)
    let report = try builder.rebuild()
    guard report.renderedPages == ["diffing.html"] else {
        print("unexpected rebuild: \(report.renderedPages)")
        exit(1)
    }
}
print(String(format: "one page's rebuild (serve): %.1f ms", rebuildMs))
