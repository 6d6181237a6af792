import Foundation

/// The one output buffer a renderer appends to, with cmark's escaping rules.
///
/// Escaping matches libcmark byte for byte (text: `"`, `&`, `<`, `>`; URLs: percent-encoding
/// outside cmark's safe set, `&` and `'` as entities) so that plain CommonMark renders exactly as
/// `cmark_markdown_to_html` does.
struct HTMLBuffer {
    var bytes: [UInt8] = []

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func append(raw text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func append(raw pointer: UnsafePointer<CChar>) {
        bytes.append(contentsOf: UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)))
    }

    /// A newline unless the buffer is empty or already ends with one (cmark's `cr()`).
    mutating func newlineIfNeeded() {
        if let last = bytes.last, last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
    }

    mutating func appendEscaped(_ text: String) {
        var text = text
        text.withUTF8 { appendEscaped($0) }
    }

    mutating func appendEscaped(_ pointer: UnsafePointer<CChar>) {
        appendEscaped(UnsafeBufferPointer(start: pointer, count: strlen(pointer)).withMemoryRebound(to: UInt8.self) { $0 })
    }

    /// Escapes `"`, `&`, `<` and `>`, copying the runs between them in one go.
    ///
    /// - Complexity: O(n).
    mutating func appendEscaped(_ text: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        for index in 0..<text.count {
            let entity: StaticString
            switch text[index] {
            case UInt8(ascii: "\""): entity = "&quot;"
            case UInt8(ascii: "&"): entity = "&amp;"
            case UInt8(ascii: "<"): entity = "&lt;"
            case UInt8(ascii: ">"): entity = "&gt;"
            default: continue
            }
            if runStart < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index])) }
            append(entity)
            runStart = index + 1
        }
        if runStart < text.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart...])) }
    }

    /// Escapes a URL for an `href` or `src` attribute the way cmark's `houdini_escape_href` does.
    mutating func appendEscapedURL(_ url: String) {
        for byte in url.utf8 {
            if Self.urlSafe[Int(byte)] {
                bytes.append(byte)
            } else if byte == UInt8(ascii: "&") {
                append("&amp;")
            } else if byte == UInt8(ascii: "'") {
                append("&#x27;")
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(Self.hexDigits[Int(byte >> 4)])
                bytes.append(Self.hexDigits[Int(byte & 0xF)])
            }
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// cmark's `HREF_SAFE` table: ASCII letters, digits and `-_.!~*()#$%+,/:;=?@`.
    private static let urlSafe: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in "-_.!~*()#$%+,/:;=?@".utf8 { table[Int(byte)] = true }
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] = true }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] = true }
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(byte)] = true }
        return table
    }()
}
