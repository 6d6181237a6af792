import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// Blocks in languages other than Swift that Pygments is slow on: left plain by a bound decided
/// from the code, each with a warning at its place that a strict build fails on, while every
/// other block is highlighted; a block Pygments fails on is not tried again while serving.
@Suite struct HighlightingBoundsTests {
    /// Pygments' C lexer takes minutes over `int ` then 40 KB of spaces, and 20 s over 20 KB.
    private static func slowC(kilobytes: Int) -> String {
        "int " + String(repeating: " ", count: kilobytes * 1_000) + "x;\n"
    }

    private let pages = [
        "index.md": "# Home\n\nSome C:\n\n```c\n\(slowC(kilobytes: 40))```\n",
        "guide/spaces.md": "# Spaces\n\n```c\n\(slowC(kilobytes: 20))```\n",
        "guide/setup.md": "# Setup\n\n```json\n{\"name\": \"Collor\"}\n```\n",
    ]

    private func configuration(
        in scratch: ScratchFolder, highlighter: Pygments?, strict: Bool = false
    ) throws -> SiteConfiguration {
        let source = scratch.url.appendingPathComponent("docs")
        try ScratchSite.write(pages, into: source)
        var configuration = SiteConfiguration(
            source: source, output: scratch.url.appendingPathComponent("_site"), siteTitle: "Code")
        configuration.highlighter = highlighter
        configuration.strict = strict
        return configuration
    }

    @Test func aSlowBlockIsPlainWithAWarningAtItsLineAndTheOthersAreHighlighted() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let configuration = try configuration(in: scratch, highlighter: Pygments())
        let clock = ContinuousClock()
        let start = clock.now
        let report = try SiteBuilder(configuration: configuration).build()
        // Before the bound, the one batch ran for its 30 seconds and then failed whole.
        #expect(clock.now - start < .seconds(10))
        #expect(report.errors.isEmpty)
        #expect(
            report.warnings.map(\.description) == [
                "docs/guide/spaces.md:4: c code shown without highlighting: more than 128 spaces "
                    + "and line breaks in a row, the bound for c",
                "docs/index.md:5: c code shown without highlighting: 40007 bytes, over the bound "
                    + "of 32000 for c",
            ])
        #expect(report.warnings.filter(\.failsStrictBuild).count == 2)
        let home = ScratchSite.article(of: "index.html", in: configuration.output)
        #expect(home.contains("<pre><code class=\"language-c\">int     "))
        #expect(!home.contains("<span class"))
        let setup = ScratchSite.article(of: "guide/setup.html", in: configuration.output)
        #expect(setup.contains("<span class=\"t\">&quot;name&quot;</span>"))
    }

    @Test func aStrictBuildFailsOnABlockLeftPlain() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let configuration = try configuration(in: scratch, highlighter: Pygments(), strict: true)
        let report = try SiteBuilder(configuration: configuration).build()
        #expect(report.errors.map(\.file) == ["docs/guide/spaces.md", "docs/index.md"])
        #expect(report.errors.map(\.line) == [4, 5])
        #expect(
            !FileManager.default.fileExists(
                atPath: configuration.output.appendingPathComponent("index.html").path))
    }

    @Test func aMissingHighlighterIsStillOneWarningThatAStrictBuildAllows() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let source = scratch.url.appendingPathComponent("docs")
        try ScratchSite.write(["index.md": "# Home\n\n```json\n{}\n```\n"], into: source)
        var configuration = SiteConfiguration(
            source: source, output: scratch.url.appendingPathComponent("_site"), siteTitle: "Code")
        configuration.highlighter = Pygments(interpreters: ["/nonexistent/python3"])
        configuration.strict = true
        let report = try SiteBuilder(configuration: configuration).build()
        #expect(report.errors.isEmpty)
        #expect(report.warnings.map(\.file) == ["pygments"])
    }

    /// Why a block of `language` holding `code` is over its bound, and the line of the code.
    private func excess(_ language: String, _ code: String) throws -> (line: Int?, reason: String)?
    {
        Pygments.overBound(try #require(CodeBlock(language: language, code: code)))
    }

    @Test func eachFamilyHasItsBoundAtItsEdge() throws {
        let spaces = { (count: Int) in String(repeating: " ", count: count) }
        // C: 128 spaces and line breaks in a row; others: 256.
        #expect(try excess("c", "int" + spaces(127) + "\nx;\n") == nil)
        #expect(try excess("c", "x;\nint" + spaces(128) + "\nx;\n")?.line == 1)
        #expect(try excess("bash", "ls" + spaces(255) + "\n") == nil)
        #expect(try excess("bash", "ls" + spaces(256) + "\n") != nil)
        // Lines: 1,000 bytes, make's 250.
        #expect(try excess("json", String(repeating: "1", count: 1_000) + "\n") == nil)
        #expect(try excess("json", "1\n2\n" + String(repeating: "1", count: 1_001))?.line == 2)
        #expect(try excess("make", String(repeating: "a", count: 250) + "\n") == nil)
        #expect(
            try excess("makefile", String(repeating: "a", count: 251) + "\n")?.reason
                == "a line longer than 250 bytes, the bound for make")
        // Java: 256 bytes of words and spaces without punctuation.
        #expect(try excess("java", String(repeating: "a ", count: 127) + "\n") == nil)
        #expect(try excess("java", String(repeating: "a ", count: 128) + "\n") != nil)
        #expect(try excess("java", "x\n" + String(repeating: "a;", count: 600))?.line == 1)
        // 32 KB a block, in lines that are each within bounds.
        let lines = String(repeating: "let a = 1;\n", count: 3_000)
        #expect(try excess("javascript", String(lines.utf8.prefix(32_000))!) == nil)
        #expect(
            try excess("javascript", lines)?.reason
                == "33000 bytes, over the bound of 32000 for javascript")
    }

    @Test func aBlockPygmentsFailedOnIsNotTriedAgainOnARebuild() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let log = scratch.url.appendingPathComponent("log")
        // Stands in for Pygments: a block holding `slow` takes 30 seconds; each start logs the
        // blocks it was given.
        let interpreter = scratch.url.appendingPathComponent("python3")
        try """
        #!/usr/bin/python3
        import json, sys, time
        blocks = json.loads(sys.stdin.buffer.read().decode("utf-8"))
        with open("\(log.path)", "a") as f:
            f.write("|".join(code for _, code in blocks))
        print(json.dumps({"pygments": "fake"}), flush=True)
        for name, code in blocks:
            if "slow" in code:
                time.sleep(30)
            print(json.dumps([[], None]), flush=True)
        """.write(to: interpreter, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o755], ofItemAtPath: interpreter.path)
        let source = scratch.url.appendingPathComponent("docs")
        try ScratchSite.write(
            [
                "index.md": "# Home\n\n```json\nslow\n```\n",
                "guide/setup.md": "# Setup\n\n```json\n1\n```\n",
            ], into: source)
        var configuration = SiteConfiguration(
            source: source, output: scratch.url.appendingPathComponent("_site"), siteTitle: "Code")
        configuration.highlighter = Pygments(
            interpreters: [interpreter.path], timeout: .milliseconds(500))
        let builder = SiteBuilder(configuration: configuration)
        let first = try builder.build()
        let warning =
            "docs/index.md:3: json code shown without highlighting: Pygments took "
            + "longer than 0.5 seconds on it"
        #expect(first.warnings.map(\.description) == [warning])
        #expect(try String(contentsOf: log, encoding: .utf8) == "1\n|slow\n")
        try ScratchSite.write(["guide/setup.md": "# Setup\n\n```json\n2\n```\n"], into: source)
        let second = try builder.rebuild()
        // Only the new block went to Pygments; the failed one is still reported.
        #expect(try String(contentsOf: log, encoding: .utf8) == "1\n|slow\n2\n")
        #expect(second.warnings.map(\.description) == [warning])
    }
}
