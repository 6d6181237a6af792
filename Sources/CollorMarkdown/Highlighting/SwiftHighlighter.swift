import CollorHTML
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
    /// When `source` goes over one of the Swift limits of `limits` (`SwiftNesting` measures it),
    /// it is appended escaped but without spans, and the limit is returned so that a page can
    /// report it (callers that have nowhere to, like gallery sources, may ignore it). Within them,
    /// swift-syntax's work stays within a small factor of a plain block's of the same length.
    ///
    /// - Complexity: O(n) in the length of the source.
    @discardableResult
    package static func highlight(
        _ source: String, limits: MarkdownLimits = .handWritten, into buffer: inout HTMLWriter
    ) -> String? {
        let utf8 = Array(source.utf8)
        if let exceeded = SwiftNesting(utf8).exceeded(limits) {
            utf8.withUnsafeBufferPointer { buffer.text($0) }
            return exceeded
        }
        var position = 0
        utf8.withUnsafeBufferPointer { bytes in
            // swift-syntax's own limit stops brackets and blocks at the same depth, a second
            // guard behind `SwiftNesting`; generics and `#if` only the count above stops.
            let tree = Parser.parse(source: bytes, maximumNestingLevel: limits.swiftNesting)
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
