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
/// unit, the bytes after it, repeated to `repeatedBytes`: a mutation of one token becomes a
/// chain as long as a page's, which the fuzzer would not grow on its own (depth adds no
/// coverage).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftCode(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let code: String
    if size > 1, data[0] < 9 {
        let unit = bytes.dropFirst()
        var repeated: [UInt8] = []
        repeated.reserveCapacity(repeatedBytes)
        while repeated.count + unit.count <= repeatedBytes { repeated.append(contentsOf: unit) }
        code = String(decoding: repeated, as: UTF8.self)
    } else {
        code = String(decoding: bytes, as: UTF8.self)
    }
    onSmallStack {
        var html = HTMLWriter(escaping: .commonMark)
        SwiftHighlighter.highlight(code, limits: .handWritten, into: &html)
    }
    return 0
}

/// The length a repeated unit fills: 12 KB, deep enough for any chain to overflow a secondary
/// thread's stack (`try? ` did at 100 units) and for a run of `#` to take minutes (8,000 took
/// over 300 s under ASan before the fix), while the slowest linear chain of it (`.a.a…`, found
/// by this fuzzer) takes about 10 s under ASan, a quarter of `scripts/fuzz.sh`'s time limit.
private let repeatedBytes = 12 * 1_024

runFuzzer(fuzzSwiftCode)
