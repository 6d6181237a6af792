import CollorSite
import Foundation

/// What Pygments adds to a build: sites of 1 to 5,000 code blocks in the ten languages the site
/// promises, each block different (equal blocks are highlighted once), built with Pygments and
/// without; the difference is the batch's cost, the one-block site's its fixed start.
///
/// Then the hostile site of issue 31: 100 such blocks beside one page holding `int ` and 40 KB
/// of spaces in a C block (over its lexer's bound: plain, with a warning) and one with 20 KB
/// (which Pygments' C lexer took 20 s over): the build costs what the 100 blocks cost.
///
/// `SiteBenchmarks highlight [blocks...]`.
enum HighlightBenchmark {
    /// One block of each language; `\(n)` makes every block of the site different.
    static let blocks: [(language: String, code: @Sendable (Int) -> String)] = [
        ("shell", { "for f in *.md; do\n  echo \"$f\" # \($0)\ndone\n" }),
        ("console", { "$ swift build --product Site\($0)\nBuilding for debugging...\n" }),
        ("json", { "{\n  \"name\": \"Collor\",\n  \"count\": \($0),\n  \"ok\": true\n}\n" }),
        ("yaml", { "title: Collor\norder: \($0)\nitems:\n  - one # first\n" }),
        ("diff", { "--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n-old \($0)\n+new\n same\n" }),
        ("xml", { "<plist version=\"1.0\"><dict><key>K\($0)</key><true/></dict></plist>\n" }),
        ("objc", { "@interface Basket\($0) : NSObject\n- (void)add; // one\n@end\n" }),
        ("c", { "#include <stdio.h>\n/* \($0) */\nint main(void) { return 0; }\n" }),
        ("protobuf", { "syntax = \"proto3\";\nmessage M\($0) { int32 id = 1; }\n" }),
        ("html", { "<p class=\"x\">Hi \($0) &amp; bye</p>\n" }),
    ]

    static func run(arguments: [String]) throws {
        let sizes = arguments.compactMap { Int($0) }
        for count in sizes.isEmpty ? [1, 10, 100, 1_000, 5_000] : sizes {
            try measure(count: count)
        }
        try measure(
            count: 100,
            hostile: [
                "int " + String(repeating: " ", count: 40_000) + "x;\n",
                "int " + String(repeating: " ", count: 20_000) + "x;\n",
            ])
    }

    /// Builds a site of `count` blocks, and a page for each of `hostile`'s C blocks, with and
    /// without Pygments, and prints the difference.
    private static func measure(count: Int, hostile: [String] = []) throws {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("collor-highlight-bench-\(count)")
        try? FileManager.default.removeItem(at: scratch)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let source = scratch.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        // Ten blocks a page, as a page of a guide might have.
        var bytes = 0
        for page in 0..<max(1, (count + 9) / 10) {
            var text = "# Page \(page)\n\n"
            for index in (page * 10)..<min(count, page * 10 + 10) {
                let block = blocks[index % blocks.count]
                let code = block.code(index)
                bytes += code.utf8.count
                text += "```\(block.language)\n\(code)```\n\n"
            }
            try text.write(
                to: source.appendingPathComponent("page-\(page).md"), atomically: true,
                encoding: .utf8)
        }
        for (index, code) in hostile.enumerated() {
            try "# Slow \(index)\n\n```c\n\(code)```\n".write(
                to: source.appendingPathComponent("slow-\(index).md"), atomically: true,
                encoding: .utf8)
        }
        var configuration = SiteConfiguration(
            source: source, output: scratch.appendingPathComponent("_site"))
        let runs = count >= 1_000 ? 3 : 7
        configuration.highlighter = nil
        let plain = try Timing.medianMilliseconds(runs: runs) {
            _ = try SiteBuilder(configuration: configuration).build()
        }
        configuration.highlighter = Pygments()
        var warnings = 0
        let highlighted = try Timing.medianMilliseconds(runs: runs) {
            warnings = try SiteBuilder(configuration: configuration).build().warnings.count
        }
        let extra = highlighted - plain
        print(
            String(
                format:
                    "%5d blocks (%4.0f KB of code)%@: build %6.0f ms plain, %6.0f ms "
                    + "highlighted: +%5.0f ms, %.3f ms a block%@",
                count, Double(bytes) / 1_000,
                hostile.isEmpty
                    ? "" : " and \(hostile.count) slow C blocks (\(hostile.map(\.utf8.count)))",
                plain, highlighted, extra,
                extra / Double(count), warnings == 0 ? "" : " (\(warnings) warnings)"))
    }
}
