extension HTMLWriter {
    /// Words shorter than this many bytes are written as they are: a break would rarely help.
    static let breakableWordLength = 20

    /// Appends `utf8` as `text(_:)` does, with `<wbr>` inside each long word where a reader
    /// expects it to wrap: after `.`, `/` (not between the two of `//`) and `_`, and before an
    /// uppercase letter that follows a lowercase one. A long symbol name in a title
    /// (`DatabaseValue.Storage`) then wraps at `.`, never mid-word as `overflow-wrap` would
    /// break it.
    ///
    /// - Complexity: O(`utf8.count`).
    package mutating func textBreakingLongWords(_ utf8: UnsafeBufferPointer<UInt8>) {
        var written = 0
        var wordStart = 0
        for end in 0...utf8.count where end == utf8.count || Self.isSpace(utf8[end]) {
            defer { wordStart = end + 1 }
            guard end - wordStart >= Self.breakableWordLength else { continue }
            for index in (wordStart + 1)..<end where Self.breaks(before: index, in: utf8) {
                text(UnsafeBufferPointer(rebasing: utf8[written..<index]))
                raw("<wbr>")
                written = index
            }
        }
        text(UnsafeBufferPointer(rebasing: utf8[written...]))
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
    }

    private static func breaks(before index: Int, in utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        let previous = utf8[index - 1]
        let next = utf8[index]
        switch previous {
        case UInt8(ascii: "."), UInt8(ascii: "_"): return true
        case UInt8(ascii: "/"): return next != UInt8(ascii: "/")
        case UInt8(ascii: "a")...UInt8(ascii: "z"):
            return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(next)
        default: return false
        }
    }
}
