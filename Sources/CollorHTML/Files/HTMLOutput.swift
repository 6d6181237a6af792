import Foundation

/// Where a renderer's bytes go: a buffer in memory or a file, written in chunks.
public protocol HTMLOutput {
    /// Takes the next chunk of the page.
    mutating func write(_ bytes: [UInt8]) throws(CollorHTMLError)
}

/// Collects a page in memory.
public struct BufferOutput: HTMLOutput {
    /// Everything written so far.
    public private(set) var bytes: [UInt8] = []

    /// Creates an empty buffer.
    public init() {}

    /// Everything written so far, as a string.
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends the chunk.
    public mutating func write(_ chunk: [UInt8]) {
        bytes.append(contentsOf: chunk)
    }
}

/// Streams a page into a file, chunk by chunk, so that the page is never held whole in memory.
/// The file is written under a temporary name and moved into place by `finish()`, so a failed
/// render never leaves a half-written page where a good one was.
public final class FileOutput: HTMLOutput {
    /// The page's final path.
    public let path: String
    private let temporaryPath: String
    private var handle: FileHandle?

    /// Opens a temporary file beside `path`.
    public init(path: String) throws(CollorHTMLError) {
        self.path = path
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        temporaryPath = (directory.isEmpty ? "." : directory) + "/." + name + ".partial"
        guard FileManager.default.createFile(atPath: temporaryPath, contents: nil),
            let handle = FileHandle(forWritingAtPath: temporaryPath)
        else { throw .output(path: path, reason: "the folder is missing or not writable") }
        self.handle = handle
    }

    /// Writes the chunk to the temporary file.
    public func write(_ chunk: [UInt8]) throws(CollorHTMLError) {
        guard let handle else { throw .output(path: path, reason: "already finished") }
        do {
            try handle.write(contentsOf: chunk)
        } catch {
            throw .output(path: path, reason: "\(error)")
        }
    }

    /// Closes the file and moves it to `path`, replacing what was there in one step (`rename`),
    /// so that readers see the old page or the new one, never a part.
    public func finish() throws(CollorHTMLError) {
        do {
            try handle?.close()
        } catch {
            throw .output(path: path, reason: "\(error)")
        }
        handle = nil
        guard rename(temporaryPath, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporaryPath)
            throw .output(path: path, reason: reason)
        }
    }

    /// Writes `bytes` to `path` in one step: readers see the old file or the new one, never a
    /// part. The one atomic-write path of the package's file writers.
    public static func write(_ bytes: [UInt8], toPath path: String) throws(CollorHTMLError) {
        let file = try FileOutput(path: path)
        do {
            try file.write(bytes)
            try file.finish()
        } catch {
            file.discard()
            throw error
        }
    }

    /// Closes and removes the temporary file, leaving `path` as it was.
    public func discard() {
        try? handle?.close()
        handle = nil
        try? FileManager.default.removeItem(atPath: temporaryPath)
    }

    deinit {
        if handle != nil { discard() }
    }
}

extension HTMLWriter {
    /// Hands the written bytes to `output` and empties the buffer, keeping its capacity.
    mutating func drain(to output: inout some HTMLOutput) throws(CollorHTMLError) {
        try output.write(bytes)
        removeAll()
    }
}
