import CollorHTML
import Foundation

/// The folder `collor build` owns, written atomically.
///
/// A build writes into a hidden sibling (`.name.collor-tmp`) and swaps it in with two renames,
/// so a failed build leaves the previous site intact. The marker file `.collor-build` lists every
/// file the build wrote. A folder is collor's own only when its marker is valid and lists every
/// file in it; symbolic links, empty folders and unlisted files are the user's, so such a folder
/// is never replaced or deleted (nor a leftover temporary sibling), and nothing is deleted through
/// a link. Every path is checked here, where files are written: it must stay inside the output
/// (`OutputPath.problem(in:)`) and its folders may not be symbolic links.
package struct OutputFolder {
    static let markerName = ".collor-build"
    static let markerHeader = "collor build output: files listed below are replaced on each build\n"

    let url: URL
    private var fileManager: FileManager { .default }

    /// The output at `url`, its symbolic links resolved: a link to an empty folder is that
    /// folder, and the new output replaces the folder, not the link (row 15 of round three).
    package init(_ url: URL) { self.url = RealPath.of(url) }

    private var temporary: URL { sibling("collor-tmp") }
    private var retired: URL { sibling("collor-old") }

    private func sibling(_ suffix: String) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).\(suffix)")
    }

    /// Throws unless the folder is absent, empty, or holds a valid marker.
    func checkOwnership() throws(SiteError) {
        switch Self.kind(of: url.path) {
        case nil: return
        case .directory:
            let contents = (try? fileManager.contentsOfDirectory(atPath: url.path)) ?? []
            if !contents.isEmpty && !Self.hasMarker(url) {
                throw SiteError(file: url.path, reason: .output(.notOwned))
            }
        case .file, .other:
            throw SiteError(file: url.path, reason: .output(.notOwned))
        }
    }

    /// The files the previous build listed in its marker.
    func manifest() -> Set<String> {
        Self.readManifest(of: url) ?? []
    }

    /// The marker's list of files, or nil when the folder has no valid marker.
    private static func readManifest(of folder: URL) -> Set<String>? {
        guard let text = markerText(of: folder) else { return nil }
        return Set(text.dropFirst(markerHeader.count).split(separator: "\n").map(String.init))
    }

    /// Whether the folder has a valid marker: what ownership asks, without making the list of
    /// files, which every rebuild of a large site would otherwise pay for.
    private static func hasMarker(_ folder: URL) -> Bool {
        markerText(of: folder) != nil
    }

    /// The marker's text when it is a file that starts with the marker's header.
    private static func markerText(of folder: URL) -> String? {
        let marker = folder.appendingPathComponent(markerName)
        guard kind(of: marker.path) == .file,
            let bytes = try? InputFile.read(marker),
            let text = String(validating: bytes, as: UTF8.self),
            text.hasPrefix(markerHeader)
        else { return nil }
        return text
    }

    /// Replaces the whole output with `files` (root-relative path → bytes).
    package func replace(with files: [String: [UInt8]]) throws(SiteError) {
        var replacement = try beginReplacement(listing: Array(files.keys))
        do {
            for path in files.keys.sorted() {
                try replacement.write(path, .bytes(files[path] ?? []))
            }
        } catch {
            replacement.abandon()
            throw error
        }
        try replacement.commit(allFiles: Array(files.keys))
    }

    /// A new output written file by file into the temporary sibling, then swapped in whole, so
    /// that a build need not hold every page in memory at once.
    struct Replacement {
        fileprivate let folder: OutputFolder
        /// Held until the replacement is committed or abandoned and let go.
        private let lock: OutputLock
        private var made: Set<String> = []

        fileprivate init(folder: OutputFolder, lock: OutputLock) {
            self.folder = folder
            self.lock = lock
        }

        /// Writes one file (root-relative path) of the new output.
        mutating func write(_ path: String, _ content: FileContent) throws(SiteError) {
            let full = try OutputFolder.prepare(path, in: folder.temporary, made: &made)
            try OutputFolder.writePlain(content, to: full)
        }

        /// Lists `allFiles` in the marker and swaps the new output in.
        func commit(allFiles: [String]) throws(SiteError) {
            do {
                try folder.writeMarker(files: allFiles, in: folder.temporary)
                try folder.swapIn()
            } catch {
                abandon()
                throw error
            }
        }

        /// Removes what was written; the output stays as it was.
        func abandon() {
            try? FileManager.default.removeItem(at: folder.temporary)
        }
    }

    /// Checks that the output is ours and clears leftovers, then starts the new output in the
    /// temporary sibling, its marker listing `listing` first: an interrupted build leaves a
    /// folder the next build may remove.
    func beginReplacement(listing: [String]) throws(SiteError) -> Replacement {
        let lock = try OutputLock.acquire(url)
        try checkOwnership()
        try removeLeftover(temporary)
        if Self.kind(of: url.path) != nil { try removeLeftover(retired) }
        let foreign = Self.foreignEntries(in: url, owned: manifest())
        if !foreign.isEmpty {
            throw SiteError(file: url.path, reason: .output(.foreignFiles(foreign)))
        }
        do {
            try fileManager.createDirectory(at: temporary, withIntermediateDirectories: true)
        } catch {
            throw SiteError(
                file: temporary.path, reason: .output(.io("could not create: \(error)")))
        }
        do {
            try writeMarker(files: listing, in: temporary)
        } catch {
            try? fileManager.removeItem(at: temporary)
            throw error
        }
        return Replacement(folder: self, lock: lock)
    }

    /// Moves the temporary sibling in place of the output.
    private func swapIn() throws(SiteError) {
        let exists = Self.kind(of: url.path) != nil
        let fileManager = self.fileManager
        do {
            if exists {
                try fileManager.moveItem(at: url, to: retired)
                try fileManager.moveItem(at: temporary, to: url)
                try fileManager.removeItem(at: retired)
            } else {
                try fileManager.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try fileManager.moveItem(at: temporary, to: url)
            }
        } catch {
            throw SiteError(
                file: url.path, reason: .output(.io("could not swap in the new output: \(error)")))
        }
    }

    /// Writes `changed` files in place and removes `removed` ones (only regular files on the
    /// manifest), for the preview server's rebuilds; each file is replaced atomically. `allFiles`
    /// is the output's new list for the marker; nil when the caller knows it is the marker's
    /// (files only rewritten, none added or removed), and then the marker is neither read whole
    /// nor written again: a one-page edit writes one page.
    func update(changed: [String: FileContent], removed: [String], allFiles: [String]?)
        throws(SiteError)
    {
        let lock = try OutputLock.acquire(url)
        defer { withExtendedLifetime(lock) {} }
        try checkOwnership()
        for path in changed.keys.sorted() {
            try writeFile(path, changed[path] ?? .bytes([]), in: url)
        }
        if !removed.isEmpty {
            let owned = manifest()
            for path in removed.sorted()
            where owned.contains(path) && OutputPath.problem(in: path) == nil {
                let full = url.appendingPathComponent(path).path
                // `unlink` removes a link itself, never what it points to.
                if Self.kind(of: full) == .file { unlink(full) }
                removeEmptyFolders(above: path)
            }
        }
        if let allFiles { try writeMarker(files: allFiles, in: url) }
    }

    /// Removes the folders that held `path` and are now empty, up to the output's root: a
    /// folder whose last page was deleted would otherwise stay, and the next build would refuse
    /// the output as holding what collor did not write (hostile-input finding 12). `rmdir`
    /// removes only an empty folder, never a link.
    private func removeEmptyFolders(above path: String) {
        var folder = (path as NSString).deletingLastPathComponent
        while !folder.isEmpty {
            let full = url.appendingPathComponent(folder).path
            guard Self.kind(of: full) == .directory, rmdir(full) == 0 else { return }
            folder = (folder as NSString).deletingLastPathComponent
        }
    }

    /// What a path is, without following a symbolic link; nil when nothing is there.
    private enum Kind { case directory, file, other }

    private static func kind(of path: String) -> Kind? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .file
        default: return .other
        }
    }

    /// Everything under `folder` that is the user's: files its marker does not list, symbolic
    /// links, empty folders and anything else that is not a regular file, sorted. Links are not
    /// followed, and the walk keeps its own list of folders (no recursion).
    private static func foreignEntries(in folder: URL, owned: Set<String>) -> [String] {
        guard kind(of: folder.path) == .directory else { return [] }
        var foreign: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let path = relative.isEmpty ? folder.path : folder.path + "/" + relative
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            if names.isEmpty && !relative.isEmpty {
                foreign.append(relative + "/")
                continue
            }
            for name in names {
                let child = relative.isEmpty ? name : relative + "/" + name
                switch kind(of: folder.path + "/" + child) {
                case .directory: pending.append(child)
                case .file:
                    if child != markerName && !owned.contains(child) { foreign.append(child) }
                case .other, nil: foreign.append(child + " (not a regular file)")
                }
            }
        }
        return foreign.sorted()
    }

    /// Removes a temporary or retired sibling left by an interrupted build, only when it is
    /// wholly collor's; otherwise it is kept and the build stops, saying why.
    private func removeLeftover(_ folder: URL) throws(SiteError) {
        guard let kind = Self.kind(of: folder.path) else { return }
        guard kind == .directory, let owned = Self.readManifest(of: folder) else {
            throw SiteError(file: folder.path, reason: .output(.leftoverKept([])))
        }
        let foreign = Self.foreignEntries(in: folder, owned: owned)
        guard foreign.isEmpty else {
            throw SiteError(file: folder.path, reason: .output(.leftoverKept(foreign)))
        }
        do {
            try fileManager.removeItem(at: folder)
        } catch {
            throw SiteError(file: folder.path, reason: .output(.io("could not remove: \(error)")))
        }
    }

    /// The full path of `path` under `folder`, after checking it stays inside (no `..`, absolute
    /// path, NUL, backslash or control character) and making its folders one by one, refusing a
    /// folder that is a symbolic link or a file. `made` remembers folders already checked.
    private static func prepare(_ path: String, in folder: URL, made: inout Set<String>)
        throws(SiteError) -> String
    {
        if let problem = OutputPath.problem(in: path) {
            throw SiteError(file: folder.path, reason: .output(.unsafePath(path, problem)))
        }
        let components = path.split(separator: "/")
        var relative = ""
        for component in components.dropLast() {
            relative += relative.isEmpty ? String(component) : "/" + component
            guard !made.contains(relative) else { continue }
            let full = folder.path + "/" + relative
            switch kind(of: full) {
            case .directory: break
            case nil:
                guard mkdir(full, 0o755) == 0 else {
                    throw SiteError(
                        file: full,
                        reason: .output(
                            .io("could not create: \(String(cString: strerror(errno)))")))
                }
            case .file, .other:
                throw SiteError(
                    file: folder.path,
                    reason: .output(
                        .unsafePath(
                            path, "a folder '\(relative)' that is a symbolic link or a file")))
            }
            made.insert(relative)
        }
        return folder.path + "/" + path
    }

    /// Writes `content` to `path` with one `open`, a `write` loop (a copied file in bounded
    /// pieces) and `close`.
    private static func writePlain(_ content: FileContent, to path: String) throws(SiteError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else {
            throw SiteError(
                file: path,
                reason: .output(.io("could not write: \(String(cString: strerror(errno)))")))
        }
        defer { close(descriptor) }
        try content.write(to: descriptor, destination: path)
    }

    private func writeMarker(files: [String], in folder: URL) throws(SiteError) {
        let text = Self.markerHeader + files.sorted().map { $0 + "\n" }.joined()
        try writeFile(Self.markerName, .bytes(Array(text.utf8)), in: folder)
    }

    /// Writes one file atomically (`FileOutput`'s temporary file and rename), creating its folder.
    private func writeFile(_ path: String, _ content: FileContent, in folder: URL)
        throws(SiteError)
    {
        var made: Set<String> = []
        let file = try Self.prepare(path, in: folder, made: &made)
        try content.writeAtomically(toPath: file)
    }
}
