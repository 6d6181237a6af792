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

    /// cmark's `cmark_isspace`: space, tab, newline, vertical tab, form feed, carriage return; and
    /// the terminating NUL, so a scan stops at the end of the string. A fence's language ends at
    /// the first of them.
    static func isCmarkSpace(_ byte: UInt8) -> Bool {
        byte == 0 || byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// Text content of the node's inlines, as a heading's anchor and the TOC need it.
    var plainText: String {
        var bytes: [UInt8] = []
        appendPlainText(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the text of the node's inlines: text and code as written, a line break as a
    /// space.
    ///
    /// - Complexity: O(n) in the number of nodes below this one.
    func appendPlainText(to bytes: inout [UInt8]) {
        forEachTextLeaf { node in
            if node.type == .softBreak || node.type == .lineBreak {
                bytes.append(UInt8(ascii: " "))
            } else if let literal = node.literalPointer {
                bytes.append(
                    contentsOf: UnsafeRawBufferPointer(start: literal, count: strlen(literal)))
            }
        }
    }

    /// Visits the inlines below this node that carry text (text, code, soft and hard breaks) in
    /// document order, leaving raw HTML out, through cmark's parent and sibling pointers rather
    /// than recursion: emphasis can nest as deep as a page is long (`***…a…***`), which would
    /// overflow the stack.
    ///
    /// - Complexity: O(n) in the number of nodes below this one.
    func forEachTextLeaf(_ body: (MarkdownNode) -> Void) {
        var next = cmark_node_first_child(pointer)
        while let current = next {
            let node = MarkdownNode(pointer: current)
            switch node.type {
            case .text, .code, .softBreak, .lineBreak:
                body(node)
            case .htmlInline:
                break
            default:
                if let child = cmark_node_first_child(current) {
                    next = child
                    continue
                }
            }
            next = Self.following(current, within: pointer)
        }
    }

    /// The next node after `node`'s subtree in document order, or nil when that leaves `root`.
    static func following(_ node: OpaquePointer, within root: OpaquePointer)
        -> OpaquePointer?
    {
        var current = node
        while current != root {
            if let sibling = cmark_node_next(current) { return sibling }
            guard let parent = cmark_node_parent(current) else { return nil }
            current = parent
        }
        return nil
    }
}
