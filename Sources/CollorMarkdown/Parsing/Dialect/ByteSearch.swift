import Foundation

/// `memchr` over a page's bytes: the dialect's scans look for bytes that are rare in prose
/// (`~`, `@`, a line's end), and libc finds them many bytes at a time, where a Swift loop reads
/// one. Every page pays for these scans, so they must cost little beside cmark's own parse.
enum ByteSearch {
    /// The offset of the first `byte` in `base[start..<count]`, or nil.
    static func first(
        _ byte: UInt8, in base: UnsafePointer<UInt8>, from start: Int, count: Int
    ) -> Int? {
        guard start < count, let found = memchr(base + start, Int32(byte), count - start) else {
            return nil
        }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }
}

extension ByteSearch {
    /// Whether the text holds a `\r`: without one, `\n` alone ends lines and `lineEnd` can
    /// find it with `memchr`.
    static func hasCarriageReturn(_ base: UnsafePointer<UInt8>, count: Int) -> Bool {
        first(UInt8(ascii: "\r"), in: base, from: 0, count: count) != nil
    }

    /// The offset of the `\n` or `\r` that ends the line holding `start`, or `count`.
    static func lineEnd(
        in base: UnsafePointer<UInt8>, from start: Int, count: Int, carriageReturns: Bool
    ) -> Int {
        guard carriageReturns else {
            return first(UInt8(ascii: "\n"), in: base, from: start, count: count) ?? count
        }
        var end = start
        while end < count, base[end] != UInt8(ascii: "\n"), base[end] != UInt8(ascii: "\r") {
            end += 1
        }
        return end
    }
}
