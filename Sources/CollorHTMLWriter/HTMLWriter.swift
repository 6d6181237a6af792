import Foundation

/// Appends HTML to one growable byte buffer, escaping whatever comes from models and adapters.
///
/// Views write into it through `text(_:)` (escaped character data), `attribute(_:_:)` (escaped
/// attribute values), `link(_:)` (an `href` whose scheme is checked) and `raw(_:)` (markup the
/// caller wrote itself). A page renderer drains the buffer into its output every 64 KB, so a page
/// of a million cells is never held whole.
///
/// How text is escaped is the writer's ``Escaping`` mode: ``Escaping/page`` (the default, for
/// views and pages) or ``Escaping/commonMark`` (what libcmark writes, byte for byte, for the
/// markdown pipeline). Either way, text that needs no escape is checked eight bytes at a time and
/// copied in runs, so escaping plain text costs little more than a copy.
///
/// The bytes live in a buffer of the writer's own rather than an `Array`: renderers append many
/// short pieces, and a capacity check and one copy cost less per append. Copies of a writer share
/// the buffer until one of them writes, as arrays do.
public struct HTMLWriter: Sendable {
    @usableFromInline var storage: Storage
    /// How many bytes of `storage` are written.
    @usableFromInline var filled = 0
    /// How `text(_:)`, `attribute(_:_:)` and `link(_:)` escape.
    public let escaping: Escaping

    /// Creates an empty writer that escapes with `escaping`, with room for `capacity` bytes
    /// before it first grows.
    public init(escaping: Escaping = .page, capacity: Int = 0) {
        self.escaping = escaping
        storage = Storage(capacity: capacity)
    }

    /// The number of bytes written and not yet drained.
    public var count: Int { filled }

    /// Whether nothing is written.
    public var isEmpty: Bool { filled == 0 }

    /// The bytes written and not yet drained.
    public var bytes: [UInt8] { Array(buffer) }

    /// The written bytes as a string.
    public var string: String { String(decoding: buffer, as: UTF8.self) }

    /// Appends markup as is. Never pass text from a model or adapter here: use `text(_:)`.
    @_disfavoredOverload
    public mutating func raw(_ markup: String) {
        var markup = markup
        markup.withUTF8 { raw($0) }
    }

    /// Appends literal markup as is: the fast path for the fixed parts of elements.
    @inlinable @inline(__always)
    public mutating func raw(_ markup: StaticString) {
        markup.withUTF8Buffer { raw($0) }
    }

    /// Appends character data, escaped by the writer's mode (see ``Escaping``).
    public mutating func text(_ text: String) {
        var text = text
        text.withUTF8 { self.text($0) }
    }

    /// Appends ` name="value"` with the value escaped by the writer's mode (quotes included).
    @_disfavoredOverload
    public mutating func attribute(_ name: String, _ value: String) {
        raw(byte: UInt8(ascii: " "))
        raw(name)
        raw("=\"")
        attributeValue(value)
        raw(byte: UInt8(ascii: "\""))
    }

    /// Appends ` name="value"` with the value escaped: the fast path for literal names.
    public mutating func attribute(_ name: StaticString, _ value: String) {
        raw(byte: UInt8(ascii: " "))
        raw(name)
        raw("=\"")
        attributeValue(value)
        raw(byte: UInt8(ascii: "\""))
    }

    /// Appends ` href="..."` when `url`'s scheme is allowed (see ``URLSafety``), and nothing
    /// otherwise; the URL is escaped by the writer's mode.
    public mutating func link(_ url: String) {
        guard URLSafety.isAllowed(url) else { return }
        raw(" href=\"")
        self.url(url)
        raw(byte: UInt8(ascii: "\""))
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

    /// Appends what another writer holds, as it is.
    public mutating func append(contentsOf other: HTMLWriter) {
        raw(other.buffer)
    }
}
