/// cmark's node types as a Swift enum, so the renderer's `switch` compiles to a jump table instead
/// of equality calls on the imported C enum (a test checks the raw values against `cmark.h`).
enum MarkdownNodeType: UInt32 {
    case none = 0
    case document, blockQuote, list, item, codeBlock, htmlBlock, customBlock, paragraph, heading
    case thematicBreak
    case text, softBreak, lineBreak, code, htmlInline, customInline, emphasis, strong, link, image
}
