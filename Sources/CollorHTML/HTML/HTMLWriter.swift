import Foundation

/// Appends HTML to one byte buffer, escaping whatever comes from models and adapters.
///
/// Views write into it through `text(_:)` (escaped character data), `attribute(_:_:)` (escaped
/// attribute values) and `raw(_:)` (markup the caller wrote itself). A page renderer drains the
/// buffer into its output every few kilobytes, so a page of a million cells is never held whole.
///
/// The buffer is a zero-filled array with a fill count: an append is a capacity check and one
/// copy, which is what lets a page be written at over a million cells a second.
public struct HTMLWriter: Sendable {
    private var storage: [UInt8]
    /// The number of bytes written and not yet drained.
    public private(set) var count = 0

    /// Creates an empty writer.
    public init() {
        storage = [UInt8](repeating: 0, count: 1 << 12)
    }

    /// The bytes written and not yet drained.
    public var bytes: [UInt8] { Array(storage[..<count]) }

    /// The written bytes as a string.
    public var string: String {
        storage.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[..<count]), as: UTF8.self)
        }
    }

    /// Whether nothing is written.
    public var isEmpty: Bool { count == 0 }

    /// Appends markup as is. Never pass text from a model or adapter here: use `text(_:)`.
    @_disfavoredOverload
    public mutating func raw(_ markup: String) {
        var markup = markup
        markup.withUTF8 { append($0) }
    }

    /// Appends literal markup as is: the fast path for the fixed parts of elements.
    public mutating func raw(_ markup: StaticString) {
        markup.withUTF8Buffer { append($0) }
    }

    /// Appends character data, escaped: `&`, `<`, `>` become entities; control characters other
    /// than tab, line feed and carriage return are dropped.
    public mutating func text(_ text: String) {
        HTMLEscaping.append(text, to: &self, inAttribute: false)
    }

    /// Appends ` name="value"` with the value escaped (quotes included).
    @_disfavoredOverload
    public mutating func attribute(_ name: String, _ value: String) {
        appendByte(UInt8(ascii: " "))
        raw(name)
        raw("=\"")
        HTMLEscaping.append(value, to: &self, inAttribute: true)
        appendByte(UInt8(ascii: "\""))
    }

    /// Appends ` name="value"` with the value escaped: the fast path for literal names.
    public mutating func attribute(_ name: StaticString, _ value: String) {
        appendByte(UInt8(ascii: " "))
        raw(name)
        raw("=\"")
        HTMLEscaping.append(value, to: &self, inAttribute: true)
        appendByte(UInt8(ascii: "\""))
    }

    /// Appends ` href="..."` when `url` is safe (see `URLSafety`), and nothing otherwise.
    public mutating func link(_ url: String) {
        guard let safe = URLSafety.safeHref(url) else { return }
        attribute("href", safe)
    }

    /// Appends `<tag class="...">`, runs `content`, and closes the tag.
    public mutating func element(
        _ tag: String, class className: String? = nil, content: (inout HTMLWriter) -> Void
    ) {
        raw("<")
        raw(tag)
        if let className { attribute("class", className) }
        raw(">")
        content(&self)
        raw("</")
        raw(tag)
        raw(">")
    }

    /// Appends a CSS length in pixels (`12px`, `0.5px`, `-3.333px`), rounded to thousandths.
    public mutating func pixels(_ value: CGFloat) {
        CSSNumber.append(value, to: &self)
        raw("px")
    }

    /// Appends a plain CSS number rounded to thousandths.
    public mutating func number(_ value: CGFloat) {
        CSSNumber.append(value, to: &self)
    }

    /// Appends what another writer holds.
    public mutating func append(contentsOf other: HTMLWriter) {
        other.storage.withUnsafeBufferPointer {
            append(UnsafeBufferPointer(rebasing: $0[..<other.count]))
        }
    }

    /// Hands the written bytes to `output` and empties the buffer, keeping its capacity.
    mutating func drain(to output: inout some HTMLOutput) throws(CollorHTMLError) {
        try output.write(bytes)
        count = 0
    }

    // MARK: Appending bytes

    @inline(__always)
    mutating func appendByte(_ byte: UInt8) {
        if count == storage.count { grow(toHold: count + 1) }
        storage[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ source: UnsafeBufferPointer<UInt8>) {
        let length = source.count
        guard length > 0, let base = source.baseAddress else { return }
        if count + length > storage.count { grow(toHold: count + length) }
        let start = count
        storage.withUnsafeMutableBufferPointer { target in
            guard let destination = target.baseAddress else { return }
            (destination + start).update(from: base, count: length)
        }
        count += length
    }

    private mutating func grow(toHold needed: Int) {
        let size = Swift.max(storage.count * 2, needed)
        storage.append(contentsOf: repeatElement(0, count: size - storage.count))
    }
}
