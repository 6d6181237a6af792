/// Escaping of text for HTML character data and attribute values.
enum HTMLEscaping {
    /// Appends `text` escaped. Characters that need no escape are copied in runs, so plain text
    /// costs little more than a copy.
    ///
    /// - Complexity: O(n) in the UTF-8 length of `text`.
    static func append(_ text: String, to html: inout HTMLWriter, inAttribute: Bool) {
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                let replacement: StaticString?
                switch byte {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\"") where inAttribute: replacement = "&quot;"
                case UInt8(ascii: "'") where inAttribute: replacement = "&#39;"
                case 0x09, 0x0A, 0x0D: replacement = nil
                case 0x00..<0x20, 0x7F: replacement = ""
                default: replacement = nil
                }
                guard let replacement else { continue }
                html.append(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                html.raw(replacement)
                runStart = index + 1
            }
            html.append(UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
        }
    }
}
