import CollorHTML
import CollorSite
import Foundation
import NIOCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file of the output opened for one answer, sent in pieces of at most `pieceBytes` that the
/// socket takes from disk (`sendfile`), one after the other: no download holds the file in
/// memory (eight parallel downloads of a 200 MB image used to hold 2 GB).
///
/// A page gets the reload script before its last `</body>`, looked for in its last
/// `tailBytes` (where a page ends); without one there, the script goes at the end.
final class ServedFile {
    /// One piece of the body: a range of the file, or the script.
    enum Piece: Equatable {
        case file(Range<Int>)
        case bytes([UInt8])
    }

    static let pieceBytes = 1 << 20
    static let tailBytes = 64 << 10
    static let reloadTag = Array("<script src=\"/__collor/reload.js\"></script>\n".utf8)

    let handle: NIOFileHandle
    /// The size of the file opened (a rebuild replaces files by renaming, so it stays so).
    let size: Int
    /// Where the reload script goes, for a page.
    let insertion: Int?
    /// The file's version, for conditional requests (`nil` if `fstat` failed).
    let validator: FileValidator?
    private var sent = 0
    /// Where the body starts: 0, or a range's start (`limit(to:)`).
    private var start = 0
    /// Where the body ends: the file's end, or a range's (`limit(to:)`).
    private var end: Int
    private var scriptSent = false

    /// The body's length: the file's (or the range's), and the script's for a page.
    var contentLength: Int { end - start + (insertion == nil ? 0 : Self.reloadTag.count) }

    /// Opens `url` (a regular file `SafePath` found in the output) through `InputFile`: without
    /// blocking and only if the opened file is regular, so a FIFO put in the served folder is a
    /// 404 at once, not an event loop waiting for a writer (row 11 of round three).
    ///
    /// - Throws: when the file cannot be opened or read (it was removed or replaced meanwhile).
    init(_ url: URL, injectingReload: Bool) throws {
        let file = try InputFile(url)
        size = file.size
        end = file.size
        let descriptor = file.takeDescriptor()
        validator = FileValidator(descriptor: descriptor)
        handle = NIOFileHandle(_deprecatedTakingOwnershipOfDescriptor: descriptor)
        do {
            insertion = injectingReload ? try Self.lastBodyEnd(in: handle, size: size) : nil
        } catch {
            try? handle.close()
            throw error
        }
    }

    /// Sends only `range` of the file (within it; a 206 answer), for a file without the script.
    func limit(to range: Range<Int>) {
        guard insertion == nil, sent == 0 else { return }
        start = min(max(0, range.lowerBound), size)
        end = min(max(start, range.upperBound), size)
        sent = start
    }

    /// The next piece of the body, or `nil` when all were given.
    func nextPiece() -> Piece? {
        let stop = scriptSent ? end : insertion ?? end
        if sent < stop {
            let end = min(sent + Self.pieceBytes, stop)
            defer { sent = end }
            return .file(sent..<end)
        }
        if insertion != nil && !scriptSent {
            scriptSent = true
            return .bytes(Self.reloadTag)
        }
        return nil
    }

    func close() {
        try? handle.close()
    }

    /// The offset of the last `</body>` in the last `tailBytes` of the file, or its end.
    private static func lastBodyEnd(in handle: NIOFileHandle, size: Int) throws -> Int {
        let start = max(0, size - tailBytes)
        var tail = [UInt8](repeating: 0, count: size - start)
        var filled = 0
        try handle.withUnsafeFileDescriptor { descriptor in
            while filled < tail.count {
                let count = tail.withUnsafeMutableBytes {
                    pread(
                        descriptor, $0.baseAddress.map { $0 + filled }, $0.count - filled,
                        off_t(start + filled))
                }
                // The end came early: the file shrank in place.
                guard count > 0 else {
                    throw IOError(errnoCode: count == 0 ? EIO : errno, reason: "pread")
                }
                filled += count
            }
        }
        let tag = Array("</body>".utf8)
        guard tail.count >= tag.count else { return size }
        let match = stride(from: tail.count - tag.count, through: 0, by: -1).first {
            tail[$0..<$0 + tag.count].elementsEqual(tag)
        }
        return match.map { start + $0 } ?? size
    }
}
