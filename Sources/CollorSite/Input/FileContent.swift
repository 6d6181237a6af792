import CollorHTML
import Foundation

/// What an output file holds: bytes the build made, or a source file copied as it is.
///
/// A copied file is kept as its path, size and a digest of its bytes, read in pieces of
/// `InputFile.chunkBytes`, and read again in such pieces when the output is written: a build's
/// memory does not grow with the size of its static files (hostile-input round three, row 6: a
/// 1 GiB file was held twice). The digest lets a rebuild tell a changed file by its bytes, as it
/// did when it kept them (modification times are too coarse on some file systems).
enum FileContent: Equatable, Sendable {
    /// Bytes the build made (a page, the search index, a chart) or holds (the built-in theme).
    case bytes([UInt8])
    /// The source file at `path`, which had `size` bytes hashing to `digest` when it was read.
    case file(path: String, size: Int, digest: Int)

    /// The file at `url`, read once in pieces for its digest; nothing of it is kept.
    ///
    /// - Throws: `SiteError` naming the file when it cannot be opened (not a regular file, a link)
    ///   or read.
    static func file(at url: URL) throws(SiteError) -> FileContent {
        var hasher = Hasher()
        var size = 0
        do {
            let file = try InputFile(url)
            defer { file.close() }
            try file.forEachChunk { chunk throws(InputFileError) in
                hasher.combine(bytes: chunk)
                size += chunk.count
            }
        } catch {
            throw SiteError(file: url.path, reason: .input(.io("could not read: \(error)")))
        }
        return .file(path: url.path, size: size, digest: hasher.finalize())
    }

    /// The path of a copied file; nil for bytes the build holds.
    var sourcePath: String? {
        if case .file(let path, _, _) = self { return path }
        return nil
    }

    /// Every byte, for the few files the build reads itself (a tutorial's `@Code` file, the
    /// theme's CSS in `404.html`); nil when a copied file can no longer be read.
    func readBytes() -> [UInt8]? {
        switch self {
        case .bytes(let bytes): return bytes
        case .file(let path, _, _): return try? InputFile.read(URL(fileURLWithPath: path))
        }
    }

    /// Writes the content to the open descriptor `target`, a copied file in bounded pieces;
    /// `destination` names the output file in errors.
    func write(to target: Int32, destination: String) throws(SiteError) {
        switch self {
        case .bytes(let bytes):
            try Self.write(bytes, to: target, destination: destination)
        case .file(let path, _, _):
            do {
                let file = try InputFile(path: path)
                defer { file.close() }
                try file.copy(to: target)
            } catch {
                throw SiteError(
                    file: destination, reason: .output(.io("could not copy \(path): \(error)")))
            }
        }
    }

    /// Writes the content to `path` in one step (`FileOutput`'s temporary file and rename), so
    /// that a reader of a served site sees the old file or the new one, never a part.
    func writeAtomically(toPath path: String) throws(SiteError) {
        let output: FileOutput
        do {
            output = try FileOutput(path: path)
        } catch {
            throw SiteError(file: path, reason: .output(.io("could not write: \(error)")))
        }
        var failure: (any Error)?
        switch self {
        case .bytes(let bytes):
            do { try output.write(bytes) } catch { failure = error }
        case .file(let source, _, _):
            do {
                let file = try InputFile(path: source)
                defer { file.close() }
                try file.forEachChunk { chunk throws(InputFileError) in
                    guard failure == nil else { return }
                    do { try output.write(Array(chunk)) } catch { failure = error }
                }
            } catch {
                failure = error
            }
        }
        do {
            if let failure { throw failure }
            try output.finish()
        } catch {
            output.discard()
            throw SiteError(file: path, reason: .output(.io("could not write: \(error)")))
        }
    }

    private static func write(_ bytes: [UInt8], to target: Int32, destination: String)
        throws(SiteError)
    {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return Foundation.write(target, base + written, bytes.count - written)
            }
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else {
                throw SiteError(
                    file: destination,
                    reason: .output(.io("could not write: \(String(cString: strerror(errno)))")))
            }
            written += result
        }
    }
}
