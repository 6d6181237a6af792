/// Which bytes of UTF-8 text one escaping context replaces, and by what; `HTMLWriter` specializes
/// its escaping loop for each set.
///
/// Every byte replaced is ASCII, so a multi-byte character is never split or changed: its bytes
/// are all 0x80 or above.
protocol EscapeRules {
    /// Zero when no byte of `word` (eight bytes of text, the first in the lowest bits) has a
    /// replacement; otherwise its lowest set bit is the high bit of the first byte that may have
    /// one (a byte that turns out to have none, like a line feed among the control characters,
    /// costs a check of one byte).
    static func candidates(in word: UInt64) -> UInt64
    /// What replaces `byte`: `nil` keeps it, `""` drops it.
    static func replacement(for byte: UInt8) -> StaticString?
}

/// libcmark's `escape_html`: `"`, `&`, `<`, `>`, in text and attribute values alike.
enum CommonMarkRules: EscapeRules {
    @inline(__always)
    static func candidates(in word: UInt64) -> UInt64 {
        SWAR.bytes(of: word, equalTo: 0x22) | SWAR.bytes(of: word, equalTo: 0x26)
            | SWAR.bytes(of: word, equalTo: 0x3C) | SWAR.bytes(of: word, equalTo: 0x3E)
    }

    @inline(__always)
    static func replacement(for byte: UInt8) -> StaticString? {
        // One comparison rejects most bytes: the four escaped characters are all below 0x3F.
        guard byte <= UInt8(ascii: ">") else { return nil }
        switch byte {
        case UInt8(ascii: "\""): return "&quot;"
        case UInt8(ascii: "&"): return "&amp;"
        case UInt8(ascii: "<"): return "&lt;"
        case UInt8(ascii: ">"): return "&gt;"
        default: return nil
        }
    }

    /// cmark's `HREF_SAFE` set: ASCII letters, digits and `-_.!~*()#$%+,/:;=?@`, as bits of two
    /// words (bytes 0-63, 64-127).
    @inline(__always)
    static func isURLSafe(_ byte: UInt8) -> Bool {
        let low: UInt64 = 0xAFFF_FF3A_0000_0000
        let high: UInt64 = 0x47FF_FFFE_87FF_FFFF
        switch byte {
        case 0..<64: return (low >> UInt64(byte)) & 1 != 0
        case 64..<128: return (high >> UInt64(byte - 64)) & 1 != 0
        default: return false
        }
    }
}

/// A page's character data: `&`, `<`, `>` escaped; control characters other than tab, line feed
/// and carriage return dropped (they have no business in a page, and some break XML tools).
enum PageTextRules: EscapeRules {
    @inline(__always)
    static func candidates(in word: UInt64) -> UInt64 {
        SWAR.bytes(of: word, equalTo: 0x26) | SWAR.bytes(of: word, equalTo: 0x3C)
            | SWAR.bytes(of: word, equalTo: 0x3E) | SWAR.bytes(of: word, below: 0x20)
            | SWAR.bytes(of: word, equalTo: 0x7F)
    }

    @inline(__always)
    static func replacement(for byte: UInt8) -> StaticString? {
        switch byte {
        case UInt8(ascii: "&"): return "&amp;"
        case UInt8(ascii: "<"): return "&lt;"
        case UInt8(ascii: ">"): return "&gt;"
        case 0x09, 0x0A, 0x0D: return nil
        case 0x00..<0x20, 0x7F: return ""
        default: return nil
        }
    }
}

/// A page's attribute values: as its character data, and the quotes `"` and `'` too.
enum PageAttributeRules: EscapeRules {
    @inline(__always)
    static func candidates(in word: UInt64) -> UInt64 {
        PageTextRules.candidates(in: word) | SWAR.bytes(of: word, equalTo: 0x22)
            | SWAR.bytes(of: word, equalTo: 0x27)
    }

    @inline(__always)
    static func replacement(for byte: UInt8) -> StaticString? {
        switch byte {
        case UInt8(ascii: "\""): return "&quot;"
        case UInt8(ascii: "'"): return "&#39;"
        default: return PageTextRules.replacement(for: byte)
        }
    }
}

/// Tests on the eight bytes of a word at once ("SIMD within a register").
enum SWAR {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The high bit of each byte of `word` that is `byte`: the classic "has a zero byte" test on
    /// `word` XOR `byte` in every lane. Zero means none; the lowest bit set is exact (a borrow only
    /// runs upwards from a match), the bits above it may be spurious.
    @inline(__always)
    static func bytes(of word: UInt64, equalTo byte: UInt8) -> UInt64 {
        let x = word ^ (UInt64(byte) &* ones)
        return (x &- ones) & ~x & highs
    }

    /// The high bit of each byte of `word` below `limit` (at most 0x80); exact up to its lowest
    /// bit, like `bytes(of:equalTo:)`.
    @inline(__always)
    static func bytes(of word: UInt64, below limit: UInt8) -> UInt64 {
        (word &- UInt64(limit) &* ones) & ~word & highs
    }
}
