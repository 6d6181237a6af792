import CollorHTML
import Foundation

/// The folder `collor build` owns, written atomically.
///
/// A build writes into a hidden sibling (`.name.collor-tmp`) and swaps it in with two renames,
/// so a failed build leaves the previous site intact. The marker file `.collor-build` lists every
/// file the build wrote; a folder without it is never written into unless empty, and a previous
/// output holding files not on its list is never replaced, so no user file is ever deleted.
struct OutputFolder {
    static let markerName = ".collor-build"
    static let markerHeader = "collor build output: files listed below are replaced on each build\n"

    let url: URL
    private var fileManager: FileManager { .default }

    init(_ url: URL) { self.url = url.standardizedFileURL }

    private var temporary: URL { sibling("collor-tmp") }
    private var retired: URL { sibling("collor-old") }

    private func sibling(_ suffix: String) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).\(suffix)")
    }

    /// Throws unless the folder is absent, empty, or a previous output.
    func checkOwnership() throws(SiteError) {
        try Self.checkOwnership(of: url)
    }

    private static func checkOwnership(of folder: URL) throws(SiteError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) else {
            return
        }
        guard isDirectory.boolValue else {
            throw SiteError(file: folder.path, reason: .outputNotOwned)
        }
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        if !contents.isEmpty && !contents.contains(markerName) {
            throw SiteError(file: folder.path, reason: .outputNotOwned)
        }
    }

    /// The files the previous build listed in its marker.
    func manifest() -> Set<String> {
        Self.manifest(of: url)
    }

    private static func manifest(of folder: URL) -> Set<String> {
        let marker = folder.appendingPathComponent(markerName)
        guard let text = try? String(contentsOf: marker, encoding: .utf8) else { return [] }
        return Set(text.split(separator: "\n").dropFirst().map(String.init))
    }

    /// Replaces the whole output with `files` (root-relative path → bytes).
    func replace(with files: [String: [UInt8]]) throws(SiteError) {
        try checkOwnership()
        try removeIfOurs(temporary)
        try write(files, into: temporary)
        try checkNoForeignFiles()
        let fileManager = self.fileManager
        do {
            if fileManager.fileExists(atPath: url.path) {
                try removeIfOurs(retired)
                try fileManager.moveItem(at: url, to: retired)
                try fileManager.moveItem(at: temporary, to: url)
                try fileManager.removeItem(at: retired)
            } else {
                try fileManager.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try fileManager.moveItem(at: temporary, to: url)
            }
        } catch let error as SiteError {
            throw error
        } catch {
            throw SiteError(
                file: url.path, reason: .io("could not swap in the new output: \(error)"))
        }
    }

    /// Writes `changed` files in place and removes `removed` ones (only files on the manifest), for
    /// the preview server's rebuilds; each file is replaced atomically.
    func update(changed: [String: [UInt8]], removed: [String], allFiles: [String]) throws(SiteError)
    {
        try checkOwnership()
        let owned = manifest()
        for path in changed.keys.sorted() {
            try writeFile(path, changed[path] ?? [], in: url)
        }
        for path in removed.sorted() where owned.contains(path) {
            try? fileManager.removeItem(at: url.appendingPathComponent(path))
        }
        try writeMarker(files: allFiles, in: url)
    }

    /// Files under the output that its marker does not list: the user's, never to be deleted.
    private func checkNoForeignFiles() throws(SiteError) {
        guard fileManager.fileExists(atPath: url.path) else { return }
        let owned = manifest()
        var foreign: [String] = []
        if let enumerator = fileManager.enumerator(atPath: url.path) {
            for case let path as String in enumerator {
                var isDirectory: ObjCBool = false
                // A broken symlink does not "exist" but is still the user's: counted as a file.
                _ = fileManager.fileExists(
                    atPath: url.appendingPathComponent(path).path, isDirectory: &isDirectory)
                if !isDirectory.boolValue && path != Self.markerName
                    && !owned.contains(path)
                {
                    foreign.append(path)
                }
            }
        }
        if !foreign.isEmpty {
            throw SiteError(file: url.path, reason: .foreignFiles(foreign.sorted()))
        }
    }

    private func removeIfOurs(_ folder: URL) throws(SiteError) {
        guard fileManager.fileExists(atPath: folder.path) else { return }
        guard fileManager.fileExists(atPath: folder.appendingPathComponent(Self.markerName).path)
        else {
            throw SiteError(file: folder.path, reason: .outputNotOwned)
        }
        do {
            try fileManager.removeItem(at: folder)
        } catch {
            throw SiteError(file: folder.path, reason: .io("could not remove: \(error)"))
        }
    }

    private func write(_ files: [String: [UInt8]], into folder: URL) throws(SiteError) {
        do {
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw SiteError(file: folder.path, reason: .io("could not create: \(error)"))
        }
        // The marker goes first: an interrupted build leaves a folder the next build may remove.
        try writeMarker(files: Array(files.keys), in: folder)
        // Each folder is made once, then plain writes: the folder is swapped in whole, so single
        // files need no atomicity here (and FileManager's per-file checks cost more than the data).
        let folders = Set(files.keys.map { ($0 as NSString).deletingLastPathComponent }).filter {
            !$0.isEmpty
        }
        for relative in folders.sorted() {
            do {
                try fileManager.createDirectory(
                    at: folder.appendingPathComponent(relative), withIntermediateDirectories: true)
            } catch {
                throw SiteError(
                    file: folder.appendingPathComponent(relative).path,
                    reason: .io("could not create: \(error)"))
            }
        }
        for path in files.keys.sorted() {
            try Self.writePlain(files[path] ?? [], to: folder.appendingPathComponent(path).path)
        }
    }

    /// Writes `bytes` to `path` with one `open`, `write` loop and `close`.
    private static func writePlain(_ bytes: [UInt8], to path: String) throws(SiteError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw SiteError(
                file: path, reason: .io("could not write: \(String(cString: strerror(errno)))"))
        }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return Foundation.write(descriptor, base + written, bytes.count - written)
            }
            guard result > 0 else {
                throw SiteError(
                    file: path, reason: .io("could not write: \(String(cString: strerror(errno)))"))
            }
            written += result
        }
    }

    private func writeMarker(files: [String], in folder: URL) throws(SiteError) {
        let text = Self.markerHeader + files.sorted().map { $0 + "\n" }.joined()
        try writeFile(Self.markerName, Array(text.utf8), in: folder)
    }

    /// Writes one file atomically (`FileOutput`'s temporary file and rename), creating its folder.
    private func writeFile(_ path: String, _ bytes: [UInt8], in folder: URL) throws(SiteError) {
        let file = folder.appendingPathComponent(path)
        do {
            try fileManager.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw SiteError(file: file.path, reason: .io("could not create its folder: \(error)"))
        }
        do {
            try FileOutput.write(bytes, toPath: file.path)
        } catch {
            throw SiteError(file: file.path, reason: .io("could not write: \(error)"))
        }
    }
}
