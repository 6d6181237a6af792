import Foundation

/// The one output buffer a renderer appends to, with cmark's escaping rules.
///
/// Escaping matches libcmark byte for byte (text: `"`, `&`, `<`, `>`; URLs: percent-encoding
/// outside cmark's safe set, `&` and `'` as entities) so that plain CommonMark renders exactly as
/// `cmark_markdown_to_html` does.
///
/// A growable byte buffer of its own (like cmark's `strbuf`) rather than an `Array`: renderers
/// append many short pieces, and a plain pointer and `memcpy` cost less per append than
/// `Array.append(contentsOf:)`.
struct HTMLBuffer: Sendable {
    /// Written only by the one renderer that owns it; once handed over in a `RenderedMarkdown` it is
    /// only read, which is what makes sharing it across threads safe.
    private final class Storage: @unchecked Sendable {
        var pointer: UnsafeMutablePointer<UInt8>
        var count = 0
        var capacity: Int

        init(capacity: Int) {
            self.capacity = max(capacity, 64)
            pointer = .allocate(capacity: self.capacity)
        }

        deinit { pointer.deallocate() }

        @inline(__always)
        func reserve(_ extra: Int) {
            guard count + extra > capacity else { return }
            let newCapacity = max(capacity * 2, count + extra)
            let newPointer = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
            newPointer.update(from: pointer, count: count)
            pointer.deallocate()
            pointer = newPointer
            capacity = newCapacity
        }

        @inline(__always)
        func append(_ source: UnsafeRawPointer, _ length: Int) {
            reserve(length)
            (pointer + count).update(
                from: source.assumingMemoryBound(to: UInt8.self), count: length)
            count += length
        }
    }

    private let storage: Storage

    init(capacity: Int = 0) { storage = Storage(capacity: capacity) }

    /// The bytes written so far.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: storage.pointer, count: storage.count)) }

    var count: Int { storage.count }

    /// The bytes as a String (invalid UTF-8 is repaired, which cmark's output never needs).
    var string: String {
        String(
            decoding: UnsafeBufferPointer(start: storage.pointer, count: storage.count),
            as: UTF8.self)
    }

    /// Appends everything `other` holds.
    mutating func append(_ other: HTMLBuffer) {
        storage.append(other.storage.pointer, other.storage.count)
    }

    var last: UInt8? { storage.count > 0 ? storage.pointer[storage.count - 1] : nil }

    mutating func append(byte: UInt8) {
        storage.reserve(1)
        storage.pointer[storage.count] = byte
        storage.count += 1
    }

    mutating func append(bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            if let base = raw.baseAddress { storage.append(base, raw.count) }
        }
    }

    mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
        if let base = buffer.baseAddress { storage.append(base, buffer.count) }
    }

    mutating func append(_ text: StaticString) {
        storage.append(text.utf8Start, text.utf8CodeUnitCount)
    }

    mutating func append(raw text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    mutating func append(raw pointer: UnsafePointer<CChar>) {
        storage.append(pointer, strlen(pointer))
    }

    mutating func append(raw pointer: UnsafePointer<CChar>, count: Int) {
        storage.append(pointer, count)
    }

    /// A newline unless the buffer is empty or already ends with one (cmark's `cr()`).
    mutating func newlineIfNeeded() {
        if let last, last != UInt8(ascii: "\n") { append(byte: UInt8(ascii: "\n")) }
    }

    mutating func appendEscaped(_ text: String) {
        var text = text
        text.withUTF8 { appendEscaped($0) }
    }

    mutating func appendEscaped(_ pointer: UnsafePointer<CChar>) {
        appendEscaped(
            UnsafeBufferPointer(start: pointer, count: strlen(pointer)).withMemoryRebound(
                to: UInt8.self
            ) { $0 })
    }

    /// Escapes `"`, `&`, `<` and `>`, copying the runs between them in one go.
    ///
    /// - Complexity: O(n).
    mutating func appendEscaped(_ text: UnsafeBufferPointer<UInt8>) {
        guard let base = text.baseAddress else { return }
        let count = text.count
        var runStart = 0
        var index = 0
        while index < count {
            // Eight bytes at a time while none of them needs escaping (most text).
            if index + 8 <= count,
                !Self.mayNeedEscaping(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            {
                index += 8
                continue
            }
            let byte = base[index]
            // One comparison rejects most bytes: the four escaped characters are all below 0x3F.
            if byte > UInt8(ascii: ">")
                || (byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "&")
                    && byte != UInt8(ascii: "<")
                    && byte != UInt8(ascii: ">"))
            {
                index += 1
                continue
            }
            if runStart < index {
                storage.append(base + runStart, index - runStart)
            }
            switch byte {
            case UInt8(ascii: "\""): append("&quot;")
            case UInt8(ascii: "&"): append("&amp;")
            case UInt8(ascii: "<"): append("&lt;")
            default: append("&gt;")
            }
            index += 1
            runStart = index
        }
        if runStart < count {
            storage.append(base + runStart, count - runStart)
        }
    }

    /// True when one of the eight bytes of `word` may be `"`, `&`, `<` or `>` (the classic
    /// "has zero byte" test on `word` XOR each character; false positives only cost a byte loop).
    @inline(__always)
    private static func mayNeedEscaping(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func has(_ character: UInt64) -> Bool {
            let x = word ^ (character &* ones)
            return (x &- ones) & ~x & highs != 0
        }
        return has(0x22) || has(0x26) || has(0x3C) || has(0x3E)
    }

    /// Escapes a URL for an `href` or `src` attribute the way cmark's `houdini_escape_href` does.
    mutating func appendEscapedURL(_ url: String) {
        let safe = Self.urlSafe
        for byte in url.utf8 {
            if safe[Int(byte)] {
                append(byte: byte)
            } else if byte == UInt8(ascii: "&") {
                append("&amp;")
            } else if byte == UInt8(ascii: "'") {
                append("&#x27;")
            } else {
                append(byte: UInt8(ascii: "%"))
                append(byte: Self.hexDigits[Int(byte >> 4)])
                append(byte: Self.hexDigits[Int(byte & 0xF)])
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
