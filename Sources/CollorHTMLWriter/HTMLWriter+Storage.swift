import Foundation

extension HTMLWriter {
    /// The memory of a writer: a pointer and a capacity. The writer keeps the fill count itself
    /// (a struct's stored property, which costs no runtime exclusivity check, unlike a class's),
    /// and writes the memory only while it holds the one reference (see `reserve(_:)`), so a
    /// storage shared between copies, or handed to another thread, is only ever read.
    @usableFromInline
    final class Storage: @unchecked Sendable {
        @usableFromInline let pointer: UnsafeMutablePointer<UInt8>
        @usableFromInline let capacity: Int

        @usableFromInline
        init(capacity: Int) {
            self.capacity = Swift.max(capacity, 64)
            pointer = .allocate(capacity: self.capacity)
        }

        deinit { pointer.deallocate() }
    }

    /// The bytes written.
    package var buffer: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: storage.pointer, count: filled)
    }

    /// The bytes written since `offset` (a `count` read before), as a string: what the caller
    /// just wrote, such as a link's URL.
    package func string(since offset: Int) -> String {
        let start = min(max(0, offset), filled)
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
    }

    /// Makes room for `extra` more bytes in a storage of this writer's own.
    @inlinable @inline(__always)
    mutating func reserve(_ extra: Int) {
        if !isKnownUniquelyReferenced(&storage) || filled + extra > storage.capacity {
            makeRoom(for: extra)
        }
    }

    /// The slow path of `reserve(_:)`: copies a shared storage, or grows a full one (doubling, so
    /// that appends cost O(1) amortized).
    @usableFromInline
    mutating func makeRoom(for extra: Int) {
        let needed = filled + extra
        let capacity =
            needed > storage.capacity ? Swift.max(storage.capacity * 2, needed) : storage.capacity
        let copy = Storage(capacity: capacity)
        copy.pointer.update(from: storage.pointer, count: filled)
        storage = copy
    }

    /// Empties the writer, keeping its capacity (a storage shared with a copy is left to it at the
    /// next write).
    package mutating func removeAll() {
        filled = 0
    }

    /// Takes back what was written since `offset` (a `count` read before).
    package mutating func removeSince(_ offset: Int) {
        filled = min(filled, max(0, offset))
    }

    // MARK: Appending bytes as they are

    /// Appends `bytes` as they are.
    @inlinable @inline(__always)
    package mutating func raw(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        raw(base, count: bytes.count)
    }

    @inlinable @inline(__always)
    mutating func raw(_ source: UnsafePointer<UInt8>, count length: Int) {
        reserve(length)
        (storage.pointer + filled).update(from: source, count: length)
        filled += length
    }

    /// Appends one byte as it is.
    @inlinable @inline(__always)
    package mutating func raw(byte: UInt8) {
        reserve(1)
        storage.pointer[filled] = byte
        filled += 1
    }

    /// Appends `bytes` as they are.
    package mutating func raw(bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { raw($0) }
    }

    /// Appends the NUL-terminated `cString` (without its NUL) as it is.
    package mutating func raw(cString: UnsafePointer<CChar>) {
        raw(cString: cString, count: strlen(cString))
    }

    /// Appends the first `count` bytes of `cString` as they are.
    package mutating func raw(cString: UnsafePointer<CChar>, count: Int) {
        UnsafeRawPointer(cString).withMemoryRebound(to: UInt8.self, capacity: count) {
            raw($0, count: count)
        }
    }

    /// The last byte written, if any.
    package var last: UInt8? {
        filled > 0 ? storage.pointer[filled - 1] : nil
    }

    /// A line feed, unless nothing is written or the last byte is one (cmark's `cr()`).
    package mutating func newlineIfNeeded() {
        if let last, last != UInt8(ascii: "\n") { raw(byte: UInt8(ascii: "\n")) }
    }
}
