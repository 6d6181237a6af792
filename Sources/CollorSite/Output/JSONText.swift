/// JSON written by hand into one buffer, for the search shards: faster than `JSONEncoder` on
/// millions of numbers, and the order of keys is the caller's, so output is deterministic.
struct JSONText {
    private(set) var bytes: [UInt8] = []

    var isEmpty: Bool { bytes.isEmpty }

    mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }

    mutating func append(_ other: JSONText) { bytes.append(contentsOf: other.bytes) }

    mutating func number(_ value: Int) { bytes.append(contentsOf: String(value).utf8) }

    /// A JSON array of numbers, `[1,2,3]`.
    mutating func numbers(_ values: [Int]) { array(values) { $0.number($1) } }

    /// A JSON array of strings, each escaped as `string(_:)` does.
    mutating func strings(_ values: [String]) { array(values) { $0.string($1) } }

    private mutating func array<Element>(
        _ values: [Element], _ write: (inout JSONText, Element) -> Void
    ) {
        raw("[")
        for (index, value) in values.enumerated() {
            if index > 0 { raw(",") }
            write(&self, value)
        }
        raw("]")
    }

    /// A JSON string: quotes, backslashes and control characters escaped, and `<` too, so that
    /// no `</script>` can appear even if a shard is ever inlined.
    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\n"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0..<0x20, UInt8(ascii: "<"):
                let hex = Array("0123456789abcdef".utf8)
                bytes += Array("\\u00".utf8)
                bytes += [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
