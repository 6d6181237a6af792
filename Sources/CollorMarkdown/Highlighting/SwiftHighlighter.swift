import CollorHTMLWriter
import SwiftIDEUtils
import SwiftParser

/// Highlights Swift at build time with swift-syntax's parser and the classifications of
/// SwiftIDEUtils (found by `SwiftClassifier`), so pages need no script for it.
///
/// Each classified range becomes `<span class="…">`; text between ranges is escaped as is. Code
/// that does not parse is still classified token by token, so a snippet never fails a build.
package enum SwiftHighlighter {
    /// Appends `source`, escaped and wrapped in spans, to `buffer`.
    ///
    /// When `source` goes over one of the Swift limits of `limits` (its size, `swiftBlockBytes`;
    /// what `SwiftNesting` measures), it is appended escaped but without spans, and the limit is
    /// returned so that a page can report it (callers that have nowhere to, like gallery sources,
    /// may ignore it). Within them, swift-syntax's work stays within a small factor of a plain
    /// block's of the same length, and its recursion within the stack of `LargeStack`'s workers,
    /// where the parse and the classification run: whether a block is highlighted depends on its
    /// text alone.
    ///
    /// - Complexity: O(n) in the length of the source.
    @discardableResult
    package static func highlight(
        _ source: String, limits: MarkdownLimits = .handWritten, into buffer: inout HTMLWriter
    ) -> String? {
        let utf8 = Array(source.utf8)
        let exceeded =
            utf8.count > limits.swiftBlockBytes
            ? "larger than \(limits.swiftBlockBytes) bytes" : SwiftNesting(utf8).exceeded(limits)
        if let exceeded {
            utf8.withUnsafeBufferPointer { buffer.text($0) }
            return exceeded
        }
        let nesting = limits.swiftNesting
        let classifications = LargeStack.run { classify(utf8, nesting: nesting) }
        var position = 0
        utf8.withUnsafeBufferPointer { bytes in
            for classification in classifications {
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

    /// The classified ranges of `utf8`, parsed with swift-syntax's own nesting limit at
    /// `nesting`: it stops brackets and blocks at the same depth, a second guard behind
    /// `SwiftNesting`; generics and `#if` only `SwiftNesting` stops. Recursive in swift-syntax:
    /// run it on a `LargeStack` worker.
    static func classify(_ utf8: [UInt8], nesting: Int) -> [SwiftClassifier.Range] {
        utf8.withUnsafeBufferPointer { bytes in
            let tree = Parser.parse(source: bytes, maximumNestingLevel: nesting)
            return SwiftClassifier.classify(tree, bytes: bytes)
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
