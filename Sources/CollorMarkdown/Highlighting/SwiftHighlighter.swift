import CollorHTML
import SwiftIDEUtils
import SwiftParser

/// Highlights Swift at build time with swift-syntax's parser and the classifications of
/// SwiftIDEUtils (found by `SwiftClassifier`), so pages need no script for it.
///
/// Each classified range becomes `<span class="…">`; text between ranges is escaped as is. Code
/// that does not parse is still classified token by token, so a snippet never fails a build.
package enum SwiftHighlighter {
    /// The deepest nesting of brackets, string interpolations, generic arguments and `#if`
    /// blocks highlighted. swift-syntax's memory grows far faster than the text with the nesting
    /// of unclosed interpolations (6,000 `"\(`, 18 KB, take 1.7 GB), its time with the square of
    /// nested generics (1,000 `Array<`, 6 KB, took 30 s), and generics and `#if` overflow a
    /// render thread's stack past its own nesting limit; real code stays far below this bound.
    static let maximumNesting = 64

    /// Appends `source`, escaped and wrapped in spans, to `buffer`.
    ///
    /// When `source` nests deeper than `maximumNesting`, it is appended escaped but without
    /// spans, and the reason is returned so that a page can warn about it (callers that have
    /// nowhere to warn, like gallery sources, may ignore it).
    ///
    /// - Complexity: O(n) in the length of the source.
    @discardableResult
    package static func highlight(_ source: String, into buffer: inout HTMLWriter) -> String? {
        let utf8 = Array(source.utf8)
        guard nesting(of: utf8) <= maximumNesting else {
            utf8.withUnsafeBufferPointer { buffer.text($0) }
            return "brackets, interpolations, generics or #if nested deeper than \(maximumNesting)"
                + " levels"
        }
        var position = 0
        utf8.withUnsafeBufferPointer { bytes in
            // swift-syntax's own limit stops brackets and blocks at the same depth, a second
            // guard behind `nesting(of:)`; generics and `#if` only the count above stops.
            let tree = Parser.parse(source: bytes, maximumNestingLevel: maximumNesting)
            for classification in SwiftClassifier.classify(tree, bytes: bytes) {
                guard let cssClass = cssClass(classification.kind) else { continue }
                let start = min(max(classification.start, position), bytes.count)
                let end = min(classification.end, bytes.count)
                guard start < end else { continue }
                if position < start {
                    buffer.text(UnsafeBufferPointer(rebasing: bytes[position..<start]))
                }
                buffer.raw("<span class=\"")
                buffer.raw(cssClass)
                buffer.raw("\">")
                buffer.text(UnsafeBufferPointer(rebasing: bytes[start..<end]))
                buffer.raw("</span>")
                position = end
            }
            if position < bytes.count {
                buffer.text(UnsafeBufferPointer(rebasing: bytes[position...]))
            }
        }
        return nil
    }

    /// The deepest nesting of `(`, `[`, `{` (an interpolation `\(` counts as its `(`), generic
    /// angle brackets and `#if` blocks, together: what swift-syntax's recursive descent goes
    /// through.
    ///
    /// A `<` opens a generic argument list where Swift's lexer may read it as one: right after
    /// a name, a `>` or a bracket, with no space before it (`a < b` is a comparison). A `>`
    /// closes one unless it ends `->`. Openings are counted everywhere, in strings and comments
    /// too, and so are closing brackets, whose nesting swift-syntax's own limit also stops. A `>`
    /// or `#endif` in a comment closes nothing: comments are trivia inside generic arguments and
    /// between `#if` lines, so closing there would let the parser nest past the bound. Anything
    /// misread errs toward counting deeper, and then a snippet is shown plain; an exact count
    /// would need the lexer whose cost it guards.
    ///
    /// - Complexity: O(n) in the length of the source.
    static func nesting(of utf8: [UInt8]) -> Int {
        var depth = 0
        var angles = 0
        var deepest = 0
        var previous: UInt8 = UInt8(ascii: " ")
        var lineComment = false
        var blockComments = 0
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            let next = index + 1 < utf8.count ? utf8[index + 1] : 0
            let inComment = lineComment || blockComments > 0
            switch byte {
            case UInt8(ascii: "\n"):
                lineComment = false
            case UInt8(ascii: "/") where next == UInt8(ascii: "/") && blockComments == 0:
                lineComment = true
            case UInt8(ascii: "/") where next == UInt8(ascii: "*") && !lineComment:
                blockComments += 1
                index += 1
            case UInt8(ascii: "*") where next == UInt8(ascii: "/") && blockComments > 0:
                blockComments -= 1
                index += 1
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(depth - 1, 0)
            case UInt8(ascii: "<") where isNameEnd(previous):
                depth += 1
                angles += 1
            case UInt8(ascii: ">") where angles > 0 && previous != UInt8(ascii: "-") && !inComment:
                depth = max(depth - 1, 0)
                angles -= 1
            case UInt8(ascii: "#"):
                if utf8[index...].starts(with: "#if".utf8) {
                    depth += 1
                } else if !inComment, utf8[index...].starts(with: "#endif".utf8) {
                    depth = max(depth - 1, 0)
                }
            default:
                break
            }
            deepest = max(deepest, depth)
            previous = utf8[index]
            index += 1
        }
        return deepest
    }

    /// Whether a `<` after `byte` may open generic arguments: after a name's last character, a
    /// `>` or a closing bracket, as Swift's lexer reads a `<` that no space precedes.
    private static func isNameEnd(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: ">"),
            UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "?"), UInt8(ascii: "!"), 0x80...0xFF:
            return true
        default:
            return false
        }
    }

    /// Short class names keep pages small; the theme's CSS gives them colours in light and dark.
    private static func cssClass(_ kind: SyntaxClassification) -> StaticString? {
        switch kind {
        case .keyword: return "k"
        case .type: return "t"
        case .stringLiteral, .regexLiteral: return "s"
        case .integerLiteral, .floatLiteral: return "n"
        case .lineComment, .blockComment: return "c"
        case .docLineComment, .docBlockComment: return "d"
        case .attribute: return "a"
        case .operator: return "o"
        case .ifConfigDirective: return "p"
        case .argumentLabel: return "l"
        case .identifier, .dollarIdentifier, .editorPlaceholder, .none: return nil
        @unknown default: return nil
        }
    }
}
