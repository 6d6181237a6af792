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

/// Read-only accessors over a cmark node.
struct MarkdownNode {
    let pointer: OpaquePointer

    var type: MarkdownNodeType {
        MarkdownNodeType(rawValue: cmark_node_get_type(pointer).rawValue) ?? .none
    }
    var literalPointer: UnsafePointer<CChar>? { cmark_node_get_literal(pointer) }
    var literal: String { literalPointer.map { String(cString: $0) } ?? "" }
    var url: String { cmark_node_get_url(pointer).map { String(cString: $0) } ?? "" }
    var title: String { cmark_node_get_title(pointer).map { String(cString: $0) } ?? "" }
    var fenceInfo: String { cmark_node_get_fence_info(pointer).map { String(cString: $0) } ?? "" }
    var headingLevel: Int { Int(cmark_node_get_heading_level(pointer)) }
    var startLine: Int { Int(cmark_node_get_start_line(pointer)) }
    var startColumn: Int { Int(cmark_node_get_start_column(pointer)) }
    var parent: MarkdownNode? { cmark_node_parent(pointer).map(MarkdownNode.init) }

    /// Text content of the node's inlines, as a heading's anchor and the TOC need it.
    var plainText: String {
        var bytes: [UInt8] = []
        appendPlainText(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    func appendPlainText(to bytes: inout [UInt8]) {
        var child = cmark_node_first_child(pointer)
        while let current = child {
            let node = MarkdownNode(pointer: current)
            switch node.type {
            case .text, .code:
                if let literal = node.literalPointer {
                    bytes.append(
                        contentsOf: UnsafeRawBufferPointer(start: literal, count: strlen(literal)))
                }
            case .softBreak, .lineBreak:
                bytes.append(UInt8(ascii: " "))
            case .htmlInline:
                break
            default:
                node.appendPlainText(to: &bytes)
            }
            child = cmark_node_next(current)
        }
    }
}
