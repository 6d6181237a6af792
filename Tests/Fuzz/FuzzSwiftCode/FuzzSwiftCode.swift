import CollorHTML
import CollorMarkdown
import FuzzSupport

/// libFuzzer target: the bytes as the code of a ```` ```swift ```` block, through the nesting
/// measure and, within `MarkdownLimits`, swift-syntax's parser and classifier. `scripts/fuzz.sh`
/// gives each input a time limit, so an input that makes the parser's work grow faster than its
/// length (as nested `[` or open interpolations did) fails the run. Traps fail it too, and so
/// does recursion that the input controls outside the highlighter's large-stack workers: the
/// highlighter is called on a thread with a secondary thread's 512 KiB stack.
///
/// An input whose first byte is below 9 (a control character no Swift text starts with) is a
/// unit, the bytes after it, repeated to `repeatedBytes` with a line break after every
/// `unitsPerLine`: a mutation of one token becomes a chain as long as a page's, which the fuzzer
/// would not grow on its own (depth adds no coverage), over lines that a page's limit on tokens
/// per line lets through (the chains of prefix keywords, arrows and members go on across them).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftCode(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let code: String
    if size > 1, data[0] < 9 {
        let unit = bytes.dropFirst()
        var repeated: [UInt8] = []
        repeated.reserveCapacity(repeatedBytes)
        var units = 0
        while repeated.count + unit.count < repeatedBytes {
            repeated.append(contentsOf: unit)
            units += 1
            if units % unitsPerLine == 0 { repeated.append(UInt8(ascii: "\n")) }
        }
        code = String(decoding: repeated, as: UTF8.self)
    } else {
        code = String(decoding: bytes, as: UTF8.self)
    }
    onSmallStack {
        var html = HTMLWriter(escaping: .commonMark)
        SwiftHighlighter.highlight(code, limits: fuzzedLimits, into: &html)
    }
    return 0
}

/// A page's limits with an eighth of its tokens per line: within `swiftLineTokens` a line's work
/// may grow with the square of its tokens (swift-syntax's recovery scans to the line's end at
/// each), and ASan makes it about a thousand times slower than a release build. The worst 16 KB
/// input, `func a( b b … )` on every line, takes 21-24 s under ASan with lines of 64 tokens (47 s
/// with 128): the same bound as a page's, at a scale that `scripts/fuzz.sh`'s time limit of 40 s
/// can check. (In a release build, 64 KB of such lines of 512 tokens take 0.65 s.)
private let fuzzedLimits: MarkdownLimits = {
    var limits = MarkdownLimits.handWritten
    limits.swiftLineTokens /= 8
    return limits
}()

/// The length a repeated unit fills: 4 KB, eight times what overflowed a secondary thread's
/// stack before the fix (`try? ` did at 100 units, 500 bytes), while the slowest input of it (a
/// run of `#`, 26 s under ASan at 12 KB) takes about 10 s, a quarter of `scripts/fuzz.sh`'s time
/// limit: a third of 12 KB's time per input, so three times the inputs in a run.
private let repeatedBytes = 4 * 1_024

/// Units per line: 8 units of up to 8 tokens stay within `fuzzedLimits`' 64 tokens a line.
private let unitsPerLine = 8

runFuzzer(fuzzSwiftCode)
