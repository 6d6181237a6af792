/// cmark's node types as a Swift enum, so the renderer's `switch` compiles to a jump table instead
/// of equality calls on the imported C enum (a test checks the raw values against `cmark.h`).
enum MarkdownNodeType: UInt32 {
    case none = 0
    case document, blockQuote, list, item, codeBlock, htmlBlock, customBlock, paragraph, heading
    case thematicBreak
    case text, softBreak, lineBreak, code, htmlInline, customInline, emphasis, strong, link, image
}

extension MarkdownNodeType {
    /// The type of a raw cmark value without the switch `init(rawValue:)` compiles to: a
    /// payload-free enum is stored as its case index, and the cases are declared in raw-value
    /// order from 0, so index and raw value coincide (a test checks every case).
    @inline(__always)
    static func of(_ raw: UInt32) -> MarkdownNodeType {
        raw <= MarkdownNodeType.image.rawValue
            ? unsafeBitCast(UInt8(raw), to: MarkdownNodeType.self) : .none
    }
}

extension MarkdownNodeType {
    /// Whether cmark's iterator visits nodes of this type once (no exit event): cmark's leaves.
    var isLeaf: Bool {
        switch self {
        case .codeBlock, .htmlBlock, .thematicBreak, .text, .softBreak, .lineBreak, .code,
            .htmlInline, .none:
            return true
        default:
            return false
        }
    }
}
