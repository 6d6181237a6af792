import CollorHTML
import CollorMarkdown
import FuzzSupport

/// libFuzzer target: the bytes as the code of a ```` ```swift ```` block, through the nesting
/// measure and, within `MarkdownLimits`, swift-syntax's parser and classifier. `scripts/fuzz.sh`
/// gives each input a time limit, so an input that makes the parser's work grow faster than its
/// length (as nested `[` or open interpolations did) fails the run. Traps fail it too, and so
/// does recursion that the input controls outside the highlighter's large-stack workers: the
/// highlighter is called on a thread with a secondary thread's 512 KiB stack.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftCode(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let code = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    onSmallStack {
        var html = HTMLWriter(escaping: .commonMark)
        SwiftHighlighter.highlight(code, limits: .handWritten, into: &html)
    }
    return 0
}

runFuzzer(fuzzSwiftCode)
