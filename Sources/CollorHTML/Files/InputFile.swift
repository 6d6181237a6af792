import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way this package opens a file to read it (scripts/check-file-opening.py keeps it so).
///
/// Checking a path and then reading it by path leaves a window in which the file can become a
/// link to `/etc/passwd` (hostile-input round three, row 8). So the file is opened without
/// following a final symbolic link, never blocking (a FIFO would wait for a writer forever), and
/// the *opened* descriptor is what is checked and read: it is a regular file, or nothing is read.
///
/// It lives in CollorHTML because that is the lowest module every reader's module depends on
/// (gallery data, markdown, the site builder, the preview server), and it already holds the one
/// file writer (`FileOutput`).
package final class InputFile {
    /// The open descriptor, positioned at the start; closed by `close()` or when released.
    package private(set) var descriptor: Int32
    /// The size `fstat` gave when the file was opened.
    package let size: Int
    /// The path as given, for messages.
    package let path: String

    /// The default piece size for chunked reading (1 MiB).
    package static let chunkBytes = 1 << 20

    /// Opens the regular file at `path` for reading.
    ///
    /// With `root`, `path` must lie under it (as given or with its links resolved), and nothing
    /// below `root` is followed: each folder on the way is opened from the one before it without
    /// following a link (`openat`), so a folder swapped for a link to `/etc` while a build runs
    /// leads nowhere. Links in `root` itself are the caller's choice and are followed.
    ///
    /// - Throws: `InputFileError` when nothing is there, the final component (or, under `root`,
    ///   any folder on the way) is a symbolic link, the path is not under `root`, the file is not
    ///   a regular file (a folder, a FIFO, a device, a socket), or the system refuses. Never
    ///   blocks: the open is non-blocking and the flag is cleared afterwards.
    package init(path: String, under root: URL? = nil) throws(InputFileError) {
        self.path = path
        let opened = try Self.openDescriptor(path, under: root)
        var info = stat()
        guard fstat(opened, &info) == 0 else {
            let code = errno
            _ = closeDescriptor(opened)
            throw .system(path: path, operation: "fstat", code: code)
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            _ = closeDescriptor(opened)
            throw .notRegular(path: path, kind: Self.kind(of: info.st_mode))
        }
        // A regular file never blocks, but reads should not see EAGAIN on odd file systems.
        let status = fcntl(opened, F_GETFL)
        if status >= 0 { _ = fcntl(opened, F_SETFL, status & ~O_NONBLOCK) }
        descriptor = opened
        size = Int(info.st_size)
    }

    /// Opens the regular file at `url` for reading (see `init(path:under:)`).
    package convenience init(_ url: URL, under root: URL? = nil) throws(InputFileError) {
        try self.init(path: url.path, under: root)
    }

    deinit { close() }

    /// Closes the descriptor (again is harmless).
    package func close() {
        guard descriptor >= 0 else { return }
        _ = closeDescriptor(descriptor)
        descriptor = -1
    }

    /// Gives the descriptor away: the caller closes it (a server that sends it with `sendfile`).
    package func takeDescriptor() -> Int32 {
        defer { descriptor = -1 }
        return descriptor
    }

    /// Every byte of the file, read from the opened descriptor.
    ///
    /// - Parameter limit: the most bytes accepted; a larger file (by `fstat`, or one that grows
    ///   while read) throws `tooLarge` before or instead of holding more than `limit` bytes.
    package func readAll(limit: Int? = nil) throws(InputFileError) -> [UInt8] {
        if let limit, size > limit { throw .tooLarge(path: path, size: size, limit: limit) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size)
        try forEachChunk { chunk throws(InputFileError) in
            if let limit, bytes.count + chunk.count > limit {
                throw .tooLarge(path: path, size: bytes.count + chunk.count, limit: limit)
            }
            bytes.append(contentsOf: chunk)
        }
        return bytes
    }

    /// Reads the file in pieces of at most `size` bytes, handing each to `body`, so that copying
    /// a large file never holds more than one piece.
    package func forEachChunk(
        size: Int = InputFile.chunkBytes,
        _ body: (UnsafeRawBufferPointer) throws(InputFileError) -> Void
    ) throws(InputFileError) {
        guard descriptor >= 0 else {
            throw .system(path: path, operation: "read", code: EBADF)
        }
        let buffer = UnsafeMutableRawBufferPointer.allocate(
            byteCount: max(1, size), alignment: 1)
        defer { buffer.deallocate() }
        while true {
            let count = readDescriptor(descriptor, buffer)
            if count < 0 {
                if errno == EINTR { continue }
                throw .system(path: path, operation: "read", code: errno)
            }
            if count == 0 { return }
            try body(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
        }
    }

    /// Copies the rest of the file to `target` (an open descriptor) in pieces of `size` bytes.
    package func copy(to target: Int32, pieceSize: Int = InputFile.chunkBytes)
        throws(InputFileError)
    {
        try forEachChunk(size: pieceSize) { chunk throws(InputFileError) in
            guard let start = chunk.baseAddress else { return }
            var written = 0
            while written < chunk.count {
                let count = writeDescriptor(target, start + written, chunk.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    throw .system(path: path, operation: "write", code: errno)
                }
                written += count
            }
        }
    }

    /// The whole file at `url`, read through one opened descriptor (see `init(path:under:)` and
    /// `readAll(limit:)`).
    package static func read(_ url: URL, under root: URL? = nil, limit: Int? = nil)
        throws(InputFileError) -> [UInt8]
    {
        let file = try InputFile(url, under: root)
        defer { file.close() }
        return try file.readAll(limit: limit)
    }

    private static let flags = O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK | O_NOCTTY

    /// The descriptor of `path`, opened as `init(path:under:)` says.
    private static func openDescriptor(_ path: String, under root: URL?) throws(InputFileError)
        -> Int32
    {
        guard let root else {
            let opened = path.withCString { open($0, flags) }
            guard opened >= 0 else { throw refusal(errno, path: path) }
            return opened
        }
        let given = root.standardizedFileURL.path
        let real = RealPath.of(root).path
        guard
            let base = [given, real].first(where: { path.hasPrefix($0 == "/" ? "/" : $0 + "/") })
        else { throw .outside(path: path, root: given) }
        let components = path.dropFirst(base.count).split(separator: "/").map(String.init)
        guard let last = components.last, !components.contains(where: { $0 == "." || $0 == ".." })
        else { throw .outside(path: path, root: given) }
        var directory = base.withCString { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard directory >= 0 else { throw refusal(errno, path: base) }
        defer { _ = closeDescriptor(directory) }
        for component in components.dropLast() {
            let next = component.withCString {
                openat(directory, $0, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            }
            guard next >= 0 else {
                let code = errno
                var info = stat()
                let isLink =
                    fstatat(directory, component, &info, AT_SYMLINK_NOFOLLOW) == 0
                    && info.st_mode & S_IFMT == S_IFLNK
                throw isLink ? .symbolicLink(path: path) : refusal(code, path: path)
            }
            _ = closeDescriptor(directory)
            directory = next
        }
        let opened = last.withCString { openat(directory, $0, flags) }
        guard opened >= 0 else { throw refusal(errno, path: path) }
        return opened
    }

    /// The error for `open` failing with `code`.
    private static func refusal(_ code: Int32, path: String) -> InputFileError {
        // Linux says ELOOP for a final link refused by O_NOFOLLOW; some systems EMLINK.
        if code == ELOOP || code == EMLINK { return .symbolicLink(path: path) }
        if code == ENOENT || code == ENOTDIR { return .missing(path: path) }
        // A socket, or a device without its driver, ends here.
        if code == ENXIO || code == EOPNOTSUPP {
            return .notRegular(path: path, kind: "a special file")
        }
        return .system(path: path, operation: "open", code: code)
    }

    private static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "a special file"
        }
    }
}

// Free functions, so that the system calls are not shadowed by `InputFile`'s own members.
private func closeDescriptor(_ descriptor: Int32) -> Int32 { close(descriptor) }

private func readDescriptor(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
    read(descriptor, buffer.baseAddress, buffer.count)
}

private func writeDescriptor(_ descriptor: Int32, _ start: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, start, count)
}
