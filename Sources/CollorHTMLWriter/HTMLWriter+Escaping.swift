import Foundation

extension HTMLWriter {
    /// The rules a writer escapes text, attribute values and URLs by. The two differ on purpose:
    /// views need control characters gone, the markdown pipeline needs libcmark's exact bytes.
    public enum Escaping: Sendable {
        /// For pages and views. Character data: `&`, `<`, `>` become entities. Attribute values:
        /// also `"` (`&quot;`) and `'` (`&#39;`). Both drop control characters other than tab,
        /// line feed and carriage return. A link's URL is escaped as an attribute value.
        case page
        /// What libcmark writes, byte for byte. Character data and attribute values alike:
        /// `"`, `&`, `<`, `>` become entities and nothing is dropped. A link's URL is
        /// percent-encoded outside cmark's safe set, with `&` and `'` as entities
        /// (`houdini_escape_href`).
        case commonMark
    }

    /// Appends UTF-8 character data, escaped by the writer's mode.
    package mutating func text(_ utf8: UnsafeBufferPointer<UInt8>) {
        switch escaping {
        case .page: appendEscaped(utf8, as: PageTextRules.self)
        case .commonMark: appendEscaped(utf8, as: CommonMarkRules.self)
        }
    }

    /// Appends the NUL-terminated `cString` (without its NUL), escaped by the writer's mode.
    package mutating func text(cString: UnsafePointer<CChar>) {
        let count = strlen(cString)
        UnsafeRawPointer(cString).withMemoryRebound(to: UInt8.self, capacity: count) {
            text(UnsafeBufferPointer(start: $0, count: count))
        }
    }

    /// Appends a URL for an `href` or `src` value, escaped by the writer's mode, without checking
    /// its scheme (the caller did, see ``URLSafety``).
    package mutating func url(_ url: String) {
        var url = url
        url.withUTF8 { utf8 in
            switch escaping {
            case .page: appendEscaped(utf8, as: PageAttributeRules.self)
            case .commonMark: appendPercentEncoded(utf8)
            }
        }
    }

    /// Appends an attribute value (without its quotes), escaped by the writer's mode.
    package mutating func attributeValue(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            switch escaping {
            case .page: appendEscaped(utf8, as: PageAttributeRules.self)
            case .commonMark: appendEscaped(utf8, as: CommonMarkRules.self)
            }
        }
    }

    /// The most bytes one byte of input becomes, in any mode (`&quot;`, `&#x27;`).
    static let maximumExpansion = 6

    /// Appends `text` with each byte that `Rules` replaces replaced, and the runs between them
    /// copied in one go. The next byte that may need a replacement is found eight bytes at a
    /// time, so plain text costs little more than a copy.
    ///
    /// - Complexity: O(n) in the length of `text`.
    mutating func appendEscaped<Rules: EscapeRules>(
        _ text: UnsafeBufferPointer<UInt8>, as rules: Rules.Type
    ) {
        guard var source = text.baseAddress else { return }
        var remaining = text.count
        // Room for the worst case of a block at a time: the loop then writes without a check per
        // piece, and a long text does not reserve six times its length at once.
        while remaining > 0 {
            let block = Swift.min(remaining, 4_096)
            reserve(block * Self.maximumExpansion)
            filled += Self.escape(source, count: block, into: storage.pointer + filled, rules)
            source += block
            remaining -= block
        }
    }

    /// Writes the `count` bytes at `source`, escaped, to `target` (room for
    /// `count * maximumExpansion` bytes), and returns how many bytes it wrote.
    private static func escape<Rules: EscapeRules>(
        _ source: UnsafePointer<UInt8>, count: Int, into target: UnsafeMutablePointer<UInt8>,
        _: Rules.Type
    ) -> Int {
        var output = target
        var runStart = 0
        var index = 0
        while index < count {
            if index + 8 <= count {
                // Little-endian, so that the first byte is in the lowest bits on every machine.
                let word = UInt64(
                    littleEndian: UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self))
                let candidates = Rules.candidates(in: word)
                guard candidates != 0 else {
                    index += 8
                    continue
                }
                index += candidates.trailingZeroBitCount / 8
            }
            guard let replacement = Rules.replacement(for: source[index]) else {
                index += 1
                continue
            }
            output.update(from: source + runStart, count: index - runStart)
            output += index - runStart
            output += copy(replacement, to: output)
            index += 1
            runStart = index
        }
        output.update(from: source + runStart, count: count - runStart)
        output += count - runStart
        return output - target
    }

    /// Copies `replacement` to `target` and returns its length.
    @inline(__always)
    private static func copy(_ replacement: StaticString, to target: UnsafeMutablePointer<UInt8>)
        -> Int
    {
        replacement.withUTF8Buffer { bytes in
            assert(bytes.count <= maximumExpansion)
            UnsafeMutableRawBufferPointer(start: target, count: bytes.count)
                .copyMemory(from: UnsafeRawBufferPointer(bytes))
            return bytes.count
        }
    }

    /// Appends `url` escaped as cmark's `houdini_escape_href` does: bytes of its safe set as they
    /// are, `&` and `'` as entities, every other byte as `%XX`.
    ///
    /// - Complexity: O(n) in the length of `url`.
    mutating func appendPercentEncoded(_ url: UnsafeBufferPointer<UInt8>) {
        guard let base = url.baseAddress else { return }
        reserve(url.count * Self.maximumExpansion)
        var output = storage.pointer + filled
        for index in 0..<url.count {
            let byte = base[index]
            if CommonMarkRules.isURLSafe(byte) {
                output.pointee = byte
                output += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "&"): output += Self.copy("&amp;", to: output)
            case UInt8(ascii: "'"): output += Self.copy("&#x27;", to: output)
            default:
                output[0] = UInt8(ascii: "%")
                output[1] = Self.hexDigit(byte >> 4)
                output[2] = Self.hexDigit(byte & 0xF)
                output += 3
            }
        }
        filled = output - storage.pointer
    }

    /// The uppercase hexadecimal digit of `nibble` (0 to 15), as cmark writes it.
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
    }
}
