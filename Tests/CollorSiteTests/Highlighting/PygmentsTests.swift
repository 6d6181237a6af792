import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// Pygments on this machine (`python3-pygments`, installed by `make test`'s packages): each
/// language the site promises gets its tokens' classes, and a highlighter that is missing,
/// fails or runs too long gives a failure rather than a broken build.
@Suite struct PygmentsTests {
    /// Highlights one block of `language`; nil when it stays plain.
    private func highlight(_ language: String, _ code: String) throws -> String? {
        let block = try #require(CodeBlock(language: language, code: code))
        let batch = Pygments().highlight([block])
        #expect(batch.failure == nil)
        return batch.html[block] ?? nil
    }

    @Test(arguments: [
        (
            "shell", "for f in *.md; do\n  echo \"$f\" # count\ndone\n",
            ["<span class=\"k\">for</span>", "<span class=\"c\"># count\n</span>"]
        ),
        (
            "console", "$ swift build\nBuilding for debugging...\n",
            ["<span class=\"gp\">$ </span>swift build\nBuilding for debugging...\n"]
        ),
        (
            "json", "{\"name\": \"Collor\", \"count\": 3}\n",
            [
                "<span class=\"t\">&quot;name&quot;</span>",
                "<span class=\"s\">&quot;Collor&quot;</span>",
                "<span class=\"n\">3</span>",
            ]
        ),
        (
            "yml", "title: Collor # the name\n",
            ["<span class=\"t\">title</span>", "<span class=\"c\"># the name</span>"]
        ),
        (
            "diff", "--- a/x\n+++ b/x\n@@ -1 +1 @@\n-old\n+new\n",
            [
                "<span class=\"gd\">-old</span>", "<span class=\"gi\">+new</span>",
                "<span class=\"gh\">@@ -1 +1 @@</span>",
            ]
        ),
        (
            "xml", "<plist version=\"1.0\"><key>A</key></plist>\n",
            ["<span class=\"t\">&lt;plist</span>", "<span class=\"a\">version=</span>"]
        ),
        (
            "html", "<p class=\"x\">Hi</p>\n",
            ["<span class=\"t\">p</span>", "<span class=\"a\">class</span>"]
        ),
        (
            "objc", "@interface Basket : NSObject\n- (void)add; // one\n@end\n",
            ["<span class=\"k\">@interface</span>", "<span class=\"c\">// one\n</span>"]
        ),
        (
            "c", "#include <stdio.h>\n/* main */\nint main(void) { return 0; }\n",
            ["<span class=\"p\">#include</span>", "<span class=\"c\">/* main */</span>"]
        ),
        (
            "protobuf", "syntax = \"proto3\";\nmessage Basket { int32 count = 1; }\n",
            ["<span class=\"k\">message</span>", "<span class=\"t\">int32</span>"]
        ),
    ])
    func eachLanguageGetsTheThemesClasses(language: String, code: String, expected: [String])
        throws
    {
        let html = try #require(try highlight(language, code))
        for fragment in expected { #expect(html.contains(fragment), "\(language): \(html)") }
    }

    @Test func unknownLanguagesAndSwiftAreNotSentToPygments() {
        #expect(CodeBlock(language: "swift", code: "let a = 1") == nil)
        #expect(CodeBlock(language: "klingon", code: "Qapla'") == nil)
        #expect(CodeBlock(language: "Shell", code: "ls")?.lexer == "bash")
    }

    @Test func tokenTypesTakeTheirNearestListedAncestorsClass() {
        #expect(Pygments.cssClass("Literal.String.Double") == "s")
        #expect(Pygments.cssClass("Keyword.Type") == "t")
        #expect(Pygments.cssClass("Keyword.Constant") == "k")
        #expect(Pygments.cssClass("Literal.Scalar.Plain") == "")
        #expect(Pygments.cssClass("") == "")
        #expect(Pygments.cssClass("Unheard.Of") == "")
    }

    @Test func runsMustCoverTheCodeExactly() {
        let classes = ["k", "", "k"]
        #expect(
            Pygments.html("if <a>", runs: [0, 2, 1, 1, 1, 3], classes: classes)
                == "<span class=\"k\">if</span> &lt;a&gt;")
        // Neighbouring runs of one class share a span.
        #expect(
            Pygments.html("ifif", runs: [0, 2, 2, 2], classes: classes)
                == "<span class=\"k\">ifif</span>")
        #expect(Pygments.html("if", runs: [0, 1], classes: classes) == nil)
        #expect(Pygments.html("if", runs: [0, 3], classes: classes) == nil)
        #expect(Pygments.html("if", runs: [7, 2], classes: classes) == nil)
        #expect(Pygments.html("if", runs: [0], classes: classes) == nil)
    }

    @Test func aMissingInterpreterIsAFailureNamingIt() throws {
        let block = try #require(CodeBlock(language: "json", code: "{}"))
        let batch = Pygments(interpreters: ["/nonexistent/python3", "no-such-python"])
            .highlight([block])
        #expect(
            batch.failure
                == .unavailable(["/nonexistent/python3 not found", "no no-such-python on PATH"]))
        #expect(batch.failure?.message.contains("apt-get install python3-pygments") == true)
        #expect(batch.html.isEmpty)
    }

    @Test func anInterpreterWithoutPygmentsIsSkippedForTheNext() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        // Exit status 3 is the script's "no pygments module".
        let withoutPygments = try executable("#!/bin/sh\nexit 3\n", in: scratch)
        let block = try #require(CodeBlock(language: "json", code: "{\"a\": 1}"))
        let fallback = Pygments(interpreters: [withoutPygments, "/usr/bin/python3"])
            .highlight([block])
        #expect(fallback.failure == nil)
        #expect((fallback.html[block] ?? nil)?.contains("<span class=\"t\">") == true)
        let alone = Pygments(interpreters: [withoutPygments]).highlight([block])
        #expect(alone.failure == .unavailable(["\(withoutPygments) has no pygments module"]))
    }

    @Test func anInterpreterThatDoesNotStartInTimeIsStopped() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let slow = try executable("#!/bin/sh\nexec sleep 20\n", in: scratch)
        let block = try #require(CodeBlock(language: "json", code: "{}"))
        let clock = ContinuousClock()
        let start = clock.now
        let batch = Pygments(interpreters: [slow], timeout: .milliseconds(300)).highlight([block])
        #expect(clock.now - start < .seconds(10))
        guard case .failed(let reason) = batch.failure else {
            Issue.record("expected a failure, got \(String(describing: batch.failure))")
            return
        }
        #expect(reason.contains("did not start Pygments within"))
    }

    /// A stand-in for Pygments that speaks the script's protocol: each block is one `Keyword`
    /// run, except that a block holding `slow` takes 30 seconds and one holding `crash` ends the
    /// process. Each start appends the blocks it was given to `log`.
    private func fakePygments(in scratch: ScratchFolder, log: URL) throws -> String {
        try executable(
            """
            #!/usr/bin/python3
            import json, sys, time
            blocks = json.loads(sys.stdin.buffer.read().decode("utf-8"))
            with open("\(log.path)", "a") as f:
                f.write(" ".join(code for _, code in blocks) + "\\n")
            def send(value):
                sys.stdout.write(json.dumps(value) + "\\n")
                sys.stdout.flush()
            send({"pygments": "fake"})
            for number, (name, code) in enumerate(blocks):
                if "slow" in code:
                    time.sleep(30)
                if "crash" in code:
                    sys.exit(1)
                send([["Keyword"] if number == 0 else [], [0, len(code.encode("utf-8"))]])
            """, in: scratch)
    }

    @Test func aSlowBlockCostsOnlyItself() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let log = scratch.url.appendingPathComponent("log")
        let pygments = Pygments(
            interpreters: [try fakePygments(in: scratch, log: log)], timeout: .seconds(1))
        let blocks = try ["first", "slow", "crash", "last"].map {
            try #require(CodeBlock(language: "json", code: $0))
        }
        let clock = ContinuousClock()
        let start = clock.now
        let batch = pygments.highlight(blocks)
        #expect(clock.now - start < .seconds(10))
        #expect(batch.failure == nil)
        #expect(batch.html[blocks[0]] == "<span class=\"k\">first</span>")
        // The third process numbers its token types afresh.
        #expect(batch.html[blocks[3]] == "<span class=\"k\">last</span>")
        #expect(batch.failed[blocks[1]]?.contains("took longer than 1") == true)
        #expect(batch.failed[blocks[2]]?.hasPrefix("Pygments exited with status 1") == true)
        #expect(batch.html[blocks[1]] == nil && batch.html[blocks[2]] == nil)
        // One process, then one more after each failed block, each with the blocks after it.
        let starts = try String(contentsOf: log, encoding: .utf8)
        #expect(starts == "first slow crash last\ncrash last\nlast\n")
    }

    @Test func afterTooManyFailedBlocksTheRestAreNotTried() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let log = scratch.url.appendingPathComponent("log")
        let pygments = Pygments(
            interpreters: [try fakePygments(in: scratch, log: log)], timeout: .seconds(1),
            maximumFailures: 2)
        let blocks = try ["crash 1", "crash 2", "last"].map {
            try #require(CodeBlock(language: "json", code: $0))
        }
        let batch = pygments.highlight(blocks)
        #expect(batch.failed.count == 2)
        #expect(batch.html[blocks[2]] == nil)
        #expect(
            batch.failure
                == .failed("Pygments failed on 2 blocks; 1 more left plain without trying"))
    }

    /// A shell script in `scratch` standing in for an interpreter.
    private func executable(_ text: String, in scratch: ScratchFolder) throws -> String {
        let file = scratch.url.appendingPathComponent("python3")
        try text.write(to: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o755], ofItemAtPath: file.path)
        return file.path
    }
}
