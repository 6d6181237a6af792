import CCmark
import Foundation

/// Read-only accessors over a cmark node.
struct MarkdownNode {
    let pointer: OpaquePointer

    var type: MarkdownNodeType { MarkdownNodeType.of(cmark_node_get_type(pointer).rawValue) }
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
