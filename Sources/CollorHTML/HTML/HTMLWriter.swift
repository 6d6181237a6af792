import Foundation

/// Appends HTML to one byte buffer, escaping whatever comes from models and adapters.
///
/// Views write into it through `text(_:)` (escaped character data), `attribute(_:_:)` (escaped
/// attribute values) and `raw(_:)` (markup the caller wrote itself). A page renderer drains the
/// buffer into its output every few kilobytes, so a page of a million cells is never held whole.
public struct HTMLWriter: Sendable {
    /// The bytes written and not yet drained.
    public internal(set) var bytes: [UInt8] = []

    /// Creates an empty writer.
    public init() {
        bytes.reserveCapacity(1 << 12)
    }

    /// The written bytes as a string.
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends markup as is. Never pass text from a model or adapter here: use `text(_:)`.
    @_disfavoredOverload
    public mutating func raw(_ markup: String) {
        bytes.append(contentsOf: markup.utf8)
    }

    /// Appends literal markup as is: the fast path for the fixed parts of elements.
    public mutating func raw(_ markup: StaticString) {
        markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends character data, escaped: `&`, `<`, `>` become entities; control characters other
    /// than tab, line feed and carriage return, and unpaired surrogates, are dropped.
    public mutating func text(_ text: String) {
        HTMLEscaping.append(text, to: &bytes, inAttribute: false)
    }

    /// Appends ` name="value"` with the value escaped (quotes included).
    @_disfavoredOverload
    public mutating func attribute(_ name: String, _ value: String) {
        bytes.append(UInt8(ascii: " "))
        bytes.append(contentsOf: name.utf8)
        raw("=\"")
        HTMLEscaping.append(value, to: &bytes, inAttribute: true)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends ` name="value"` with the value escaped: the fast path for literal names.
    public mutating func attribute(_ name: StaticString, _ value: String) {
        bytes.append(UInt8(ascii: " "))
        raw(name)
        raw("=\"")
        HTMLEscaping.append(value, to: &bytes, inAttribute: true)
        bytes.append(UInt8(ascii: "\""))
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
        CSSNumber.append(value, to: &bytes)
        raw("px")
    }

    /// Appends a plain CSS number rounded to thousandths.
    public mutating func number(_ value: CGFloat) {
        CSSNumber.append(value, to: &bytes)
    }

    /// Hands the buffer to `output` and empties it, keeping its capacity: once the output has
    /// written the bytes, the buffer is unique again and is reused without reallocating.
    mutating func drain(to output: inout some HTMLOutput) throws(CollorHTMLError) {
        try output.write(bytes)
        bytes.removeAll(keepingCapacity: true)
    }
}
