import CCmark
import Foundation

/// A markdown text parsed by libcmark into its AST; frees the tree when released.
///
/// The pipeline parses a page once and walks this tree twice: once for the anchors the link checker
/// needs, once to render. Nothing downstream re-parses text that an earlier stage produced.
final class MarkdownDocument {
    /// The document node; valid for the lifetime of this object.
    let root: OpaquePointer
    /// Lines before the markdown body in the source file (front matter), added to cmark's lines.
    let lineOffset: Int

    /// Parses `markdown` with cmark's default options. Safety is decided by the renderer, not here.
    ///
    /// - Complexity: O(n) in the length of the text.
    init(_ markdown: String, lineOffset: Int = 0) {
        var text = markdown
        root = text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                // cmark_parse_document never returns NULL except when out of memory.
                cmark_parse_document(chars.baseAddress, chars.count, CMARK_OPT_DEFAULT)
            }
        }
        self.lineOffset = lineOffset
    }

    deinit { cmark_node_free(root) }
}
