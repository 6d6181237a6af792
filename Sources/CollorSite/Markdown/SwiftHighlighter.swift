import CollorHTML
import SwiftIDEUtils
import SwiftParser

/// Highlights Swift at build time with swift-syntax's classifier, so pages need no script for it.
///
/// Each classified range becomes `<span class="…">`; text between ranges is escaped as is. Code
/// that does not parse is still classified token by token, so a snippet never fails a build.
enum SwiftHighlighter {
    /// Appends `source`, escaped and wrapped in spans, to `buffer`.
    ///
    /// - Complexity: O(n) in the length of the source.
    static func highlight(_ source: String, into buffer: inout HTMLWriter) {
        let tree = Parser.parse(source: source)
        let utf8 = Array(source.utf8)
        var position = 0
        utf8.withUnsafeBufferPointer { bytes in
            for classification in tree.classifications {
                guard let cssClass = cssClass(classification.kind) else { continue }
                let start = min(
                    max(classification.range.lowerBound.utf8Offset, position), bytes.count)
                let end = min(classification.range.upperBound.utf8Offset, bytes.count)
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
