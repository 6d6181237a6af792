import Foundation
import Testing

@testable import CollorMarkdown

/// Rows 1 and 2 of the third hostile-input round: chains that no bracket marks overflowed the
/// parser's stack (`try? ` 4,000 times, 20 KB, exit 139), and a run of `#` took the square of its
/// length to lex. The parse runs on `LargeStack`'s workers, within a byte cap that bounds the
/// stack it needs; a long `#` run is shown plain.
@Suite struct SwiftHighlighterBoundsTests {
    private static let limits = MarkdownLimits.handWritten

    /// Each construct, repeated to fill a block of `bytes`: the unit, and the code after it.
    static let chains: [(name: String, unit: String, end: String)] = [
        ("try?", "try? ", "a"),
        ("await try", "await try ", "a"),
        ("repeat each", "repeat each ", "a"),
        ("arrows", "A -> ", "A"),
        ("members", "a.", "a"),
        // Found by FuzzSwiftCode: the slowest chain under ASan.
        ("implicit members", ".a", ""),
        ("optional members", "a?.", "a"),
        ("calls", "()", ""),
        ("prefix operators", "- ", "a"),
        ("else if", "if a {} else ", "{}"),
        ("any", "any ", "P"),
        ("consume", "consume ", "a"),
        ("copy", "copy ", "a"),
        ("some", "some ", "P"),
    ]

    /// The construct `name` repeated into a block of at most `bytes`, after `let x = ` (arrows
    /// after `let x: `), with a line break after every 64 units: a line stays within
    /// `swiftLineTokens`, and the chains go on across lines (those of calls and operators may
    /// stop there, and then nest less).
    static func chain(_ name: String, bytes: Int) -> String {
        guard let chain = chains.first(where: { $0.name == name }) else { return "" }
        let head = name == "arrows" ? "let x: " : "let x = "
        let line = String(repeating: chain.unit, count: 64) + "\n"
        let room = bytes - head.utf8.count - chain.end.utf8.count
        let lines = room / line.utf8.count
        let rest = (room - lines * line.utf8.count) / chain.unit.utf8.count
        return head + String(repeating: line, count: lines)
            + String(repeating: chain.unit, count: rest) + chain.end
    }

    /// At the cap each chain is highlighted, on a caller with a secondary thread's 512 KiB stack
    /// (as a site renders pages), and the parse and classification touch less than half of a
    /// worker's stack in this (debug) build. Before the workers, the first chain crashed the
    /// test process.
    @Test(arguments: chains.map(\.name))
    func aChainAtTheCapIsHighlighted(_ name: String) {
        // A block's text ends with its last line's newline.
        let code = Self.chain(name, bytes: Self.limits.swiftBlockBytes - 1)
        #expect(code.utf8.count < Self.limits.swiftBlockBytes)
        #expect(code.utf8.count > Self.limits.swiftBlockBytes - 16)
        let page = onSecondaryThread { MarkdownRenderer.render("```swift\n\(code)\n```\n") }
        #expect(page.errors.map(\.reason) == [])
        #expect(page.warnings.map(\.reason) == [])
        // A `Bool` first: the expectation would print the whole page.
        let highlighted = page.html.contains("<span class=\"k\">let</span>")
        #expect(highlighted)
        let utf8 = Array(code.utf8)
        let measured = LargeStack.measured {
            SwiftHighlighter.classify(utf8, nesting: Self.limits.swiftNesting).count
        }
        #expect(measured.output > 0)
        if let bytes = measured.stackBytes {
            print("stack at the cap, \(name): \(bytes >> 10) KiB")
            #expect(bytes < LargeStack.size / 2)
        }
    }

    /// One byte over the cap, the block is shown plain: an error in a page people write, as the
    /// other Swift limits, and a warning in text from a symbol graph (a doc comment or a
    /// declaration), which was the same crash.
    @Test func aBlockOverTheCapIsPlainWithAnErrorInAPageAndAWarningInGeneratedText() {
        let cap = Self.limits.swiftBlockBytes
        let code = String(repeating: "try? ", count: cap / 5) + "a" + "\n"
        #expect(code.utf8.count == cap + 1)
        let markdown = "Title\n\n```swift\n\(code)```\n"
        let detail = "larger than 65536 bytes"
        let page = onSecondaryThread { MarkdownRenderer.render(markdown) }
        let plain = !page.html.contains("<span")
        #expect(plain)
        let shown = page.html.contains("<code class=\"language-swift\">try? try? ")
        #expect(shown)
        #expect(page.errors.map(\.reason) == [.overLimit(detail)])
        #expect(page.errors.map(\.line) == [3])
        let generated = onSecondaryThread {
            MarkdownRenderer.render(markdown, options: MarkdownOptions(limits: .generated))
        }
        let same = generated.html == page.html
        #expect(same)
        #expect(generated.errors.isEmpty)
        #expect(generated.warnings.map(\.reason) == [.highlightingSkipped(detail)])
    }

    /// A run of `#` took the square of its length to lex (4,000: 7.4 s; 20,000: over a minute).
    /// Past `swiftHashRun` outside comments the block is plain; raw strings and banners of `#`
    /// in comments keep their highlighting.
    @Test func aLongRunOfHashesIsPlain() {
        let run = Self.limits.swiftHashRun
        for code in [
            "let s = " + String(repeating: "#", count: 20_000),
            "let s = \\" + String(repeating: "#", count: run + 1) + "(a)",
            "let s = " + String(repeating: "#", count: run + 1) + "\"a\""
                + String(repeating: "#", count: run + 1),
        ] {
            let page = MarkdownRenderer.render(
                "```swift\n\(code)\n```\n", options: MarkdownOptions(limits: .generated))
            let plain = !page.html.contains("<span")
            #expect(plain)
            #expect(
                page.warnings.map(\.reason) == [
                    .highlightingSkipped("a run of more than 16 # outside comments")
                ])
        }
        let fine =
            "// " + String(repeating: "#", count: 80) + "\n/* " + String(repeating: "#", count: 80)
            + " */\nlet s = " + String(repeating: "#", count: run) + "\"a\""
            + String(repeating: "#", count: run)
        #expect(SwiftNesting(Array(fine.utf8)).longestHashRun == run)
        let page = MarkdownRenderer.render("```swift\n\(fine)\n```\n")
        #expect(page.errors.isEmpty && page.warnings.isEmpty)
        #expect(page.html.contains("<span class=\"s\">"))
    }

    /// Found by FuzzSwiftCode (a timeout in CI): swift-syntax's recovery scans to a line's end
    /// for a missing token at every parameter of `func a( b b b …`, and `func f` repeated is the
    /// same (12 KB took over 120 s under ASan; 25 KB of `func a( b b …` 4.2 s in a release
    /// build). Past `swiftLineTokens` on one line the block is plain; as many tokens over many
    /// lines, and comments of any length, keep their highlighting.
    @Test func aLineOfTooManyTokensIsPlain() {
        let most = Self.limits.swiftLineTokens
        let detail = "a line of more than \(most) tokens outside comments"
        // `func a(` and `)` are 4 tokens, and each ` b` 1.
        let longest = "func a(" + String(repeating: " b", count: most - 4) + ")"
        let over = "func a(" + String(repeating: " b", count: most - 3) + ")"
        for code in [
            String(repeating: "func f", count: 2_048),
            over,
            "/* a\n*/ " + over + " // c",
        ] {
            let page = onSecondaryThread { MarkdownRenderer.render("```swift\n\(code)\n```\n") }
            let plain = !page.html.contains("<span")
            #expect(plain)
            #expect(page.errors.map(\.reason) == [.overLimit(detail)])
        }
        #expect(SwiftNesting(Array(longest.utf8)).mostLineTokens == most)
        for code in [
            longest,
            String(repeating: longest + "\n", count: 4),
            "let a = 1 // " + String(repeating: "b ", count: 4 * most) + "\n/* "
                + String(repeating: "c ", count: 4 * most) + " */",
        ] {
            let page = onSecondaryThread { MarkdownRenderer.render("```swift\n\(code)\n```\n") }
            #expect(page.errors.map(\.reason) == [])
            let highlighted = page.html.contains("<span class=\"k\">")
            #expect(highlighted)
        }
    }

    /// A token is a run of name characters (UTF-8's included) or any other character but a
    /// space, counted in strings too, and never in comments.
    @Test func tokensAreCountedPerLineOutsideComments() {
        let cases: [(String, Int)] = [
            ("let x = 1 // a b c", 4),
            ("a.b?.c", 6),
            ("let héllo = wörld", 4),
            ("print(\"a b c\")", 8),
            ("a\nb c d\r\ne", 3),
            ("/* a b\nc d */ e f", 2),
            ("\t  \n", 0),
        ]
        for (code, tokens) in cases {
            #expect(SwiftNesting(Array(code.utf8)).mostLineTokens == tokens, "\(code)")
        }
    }

    /// Many callers at once share the few workers, and work that runs on a worker runs nested
    /// in place rather than waiting for a second one.
    @Test func callersShareTheWorkers() {
        let results = (0..<64).map { index in
            Thread.detached { LargeStack.run { LargeStack.run { index * 2 } } }
        }.map { $0.wait() }
        #expect(results == (0..<64).map { $0 * 2 })
    }

    /// `body`'s result on a thread with the 512 KiB stack of a secondary thread.
    private func onSecondaryThread<Output>(_ body: @escaping @Sendable () -> Output) -> Output {
        Thread.detached(stackSize: 512 << 10, body).wait()
    }
}

/// A thread's result, for the tests that run code on threads of their own.
private final class Detached<Output>: @unchecked Sendable {
    private var output: Output?
    private let done = DispatchSemaphore(value: 0)

    init(stackSize: Int?, _ body: @escaping @Sendable () -> Output) {
        let thread = Thread { [self] in
            output = body()
            done.signal()
        }
        if let stackSize { thread.stackSize = stackSize }
        thread.start()
    }

    func wait() -> Output {
        done.wait()
        done.signal()
        guard let output else { preconditionFailure("the thread ran no work") }
        return output
    }
}

extension Thread {
    /// `body` started on a new thread (with `stackSize` bytes of stack if given).
    fileprivate static func detached<Output>(
        stackSize: Int? = nil, _ body: @escaping @Sendable () -> Output
    ) -> Detached<Output> {
        Detached(stackSize: stackSize, body)
    }
}
