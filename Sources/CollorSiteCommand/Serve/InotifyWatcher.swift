#if os(Linux)
    import CollorHTML
    import CollorSite
    import Foundation
    import Glibc

    /// Linux's file events (inotify) for the folders a build reads, so that `serve` rebuilds as
    /// soon as a file is saved instead of at its next poll, and an idle preview costs nothing.
    ///
    /// inotify watches one folder at a time: every folder under the roots gets a watch, found
    /// by walking with a stack (no recursion), and a folder created or moved in later gets one
    /// when its event arrives. Hidden files and folders and the output are left out, as the
    /// build leaves them out. A burst of events (an editor's save is several) is reported once,
    /// after `debounce` of quiet. When more than `maxWatches` folders would be watched, or the
    /// system's limit (`fs.inotify.max_user_watches`) is reached, or a root itself goes away,
    /// the watcher reports `.gaveUp` and stops: the server then polls, which sees everything.
    ///
    /// A single file outside the roots (`collor.yml` at the package root) is watched through its
    /// folder, alone: an editor's atomic save replaces the file, which would end a watch of the
    /// file itself, while its folder sees the new one arrive. Other names there are not reported.
    final class InotifyWatcher: @unchecked Sendable {
        // Unchecked: after `init`, `folders` and `visited` are touched only by the watcher's own
        // thread; `stop()` only writes to the wake pipe.

        /// Why the watcher cannot start; the server polls instead.
        struct Unavailable: Error, CustomStringConvertible {
            var description: String
        }

        static let mask = UInt32(
            IN_MODIFY | IN_CLOSE_WRITE | IN_ATTRIB | IN_CREATE | IN_DELETE | IN_MOVED_FROM
                | IN_MOVED_TO | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)

        private let descriptor: Int32
        private let wakeRead: Int32
        private let wakeWrite: Int32
        private let roots: Set<String>
        private let excluded: [String]
        private let maxWatches: Int
        private let debounceMilliseconds: Int32
        private let report: @Sendable (FileEvent) -> Void
        /// Each watch's folder.
        private var folders: [Int32: String] = [:]
        /// The folders watched (a link cycle or a second link to one adds nothing).
        private var watched = Set<String>()
        /// Each watch of a folder that holds watched files but is not watched whole: the folder
        /// and the names in it that are reported.
        private var fileFolders: [Int32: (folder: String, names: Set<String>)] = [:]

        /// Watches `roots` (folders; a missing one is skipped) and everything under them but
        /// `excluding`, and each of `files`, then reports to `report` from a thread of its own
        /// until `stop()`.
        ///
        /// - Throws: `Unavailable` when inotify cannot be used or the folders are too many.
        init(
            roots: [URL], files: [URL] = [], excluding: [URL], maxWatches: Int, debounce: Duration,
            report: @escaping @Sendable (FileEvent) -> Void
        ) throws {
            let realRoots = roots.map { RealPath.of($0).path }
            self.roots = Set(realRoots)
            self.excluded = excluding.map { RealPath.of($0).path }
            self.maxWatches = max(0, maxWatches)
            let (seconds, attoseconds) = debounce.components
            self.debounceMilliseconds = Int32(
                clamping: seconds * 1_000 + attoseconds / 1_000_000_000_000_000)
            self.report = report
            descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor >= 0 else {
                throw Unavailable(description: "inotify: \(String(cString: strerror(errno)))")
            }
            var pipeEnds: [Int32] = [0, 0]
            guard pipe(&pipeEnds) == 0 else {
                close(descriptor)
                throw Unavailable(description: "pipe: \(String(cString: strerror(errno)))")
            }
            wakeRead = pipeEnds[0]
            wakeWrite = pipeEnds[1]
            for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            for root in realRoots {
                if let problem = watchTree(root) {
                    closeDescriptors()
                    throw Unavailable(description: problem)
                }
            }
            for file in files {
                if let problem = watchFile(file) {
                    closeDescriptors()
                    throw Unavailable(description: problem)
                }
            }
            let thread = Thread { [self] in run() }
            thread.name = "collor-watcher"
            thread.start()
        }

        /// A watcher whose events come as a stream; what changes while the reader is busy
        /// (rebuilding) waits in it for the next rebuild, so that no edit is lost.
        static func stream(
            roots: [URL], files: [URL] = [], excluding: [URL], maxWatches: Int, debounce: Duration
        ) throws -> (InotifyWatcher, AsyncStream<FileEvent>) {
            let (events, continuation) = AsyncStream.makeStream(
                of: FileEvent.self, bufferingPolicy: .unbounded)
            let watcher = try InotifyWatcher(
                roots: roots, files: files, excluding: excluding, maxWatches: maxWatches,
                debounce: debounce
            ) { event in
                continuation.yield(event)
                if case .gaveUp = event { continuation.finish() }
            }
            return (watcher, events)
        }

        /// How many folders are watched (read before the thread runs, in tests).
        var watchCount: Int { folders.count + fileFolders.count }

        /// Stops the thread, which closes the descriptors.
        func stop() {
            var byte: UInt8 = 1
            _ = write(wakeWrite, &byte, 1)
        }

        private func closeDescriptors() {
            close(descriptor)
            close(wakeRead)
            close(wakeWrite)
        }

        private func isExcluded(_ path: String) -> Bool {
            excluded.contains { path == $0 || path.hasPrefix($0 + "/") }
        }

        /// A watch of `folder`: its descriptor, or `nil` when the folder is gone or unreadable
        /// (the build will say so); throws why not, when the watches run out.
        private func addWatch(_ folder: String) throws(Unavailable) -> Int32? {
            guard folders.count + fileFolders.count < maxWatches else {
                throw Unavailable(description: "more than \(maxWatches) folders to watch")
            }
            let watch = inotify_add_watch(descriptor, folder, Self.mask)
            guard watch >= 0 else {
                guard errno == ENOSPC else { return nil }
                throw Unavailable(
                    description: "the system's limit on watched folders "
                        + "(fs.inotify.max_user_watches) is reached")
            }
            return watch
        }

        /// Watches the folder of `file` for `file` alone, unless that folder is watched whole
        /// already; returns why not, when the watches run out.
        private func watchFile(_ file: URL) -> String? {
            let folder = RealPath.of(file.deletingLastPathComponent()).path
            guard !watched.contains(folder) else { return nil }
            do {
                guard let watch = try addWatch(folder) else { return nil }
                fileFolders[watch, default: (folder, [])].names.insert(file.lastPathComponent)
                return nil
            } catch {
                return error.description
            }
        }

        /// Watches `top` and every folder under it (links followed once each); returns why
        /// not, when the watches run out.
        private func watchTree(_ top: String) -> String? {
            var stack = [top]
            while let folder = stack.popLast() {
                guard !isExcluded(folder), !watched.contains(folder) else { continue }
                let added: Int32?
                do {
                    added = try addWatch(folder)
                } catch {
                    return error.description
                }
                guard let watch = added else { continue }
                folders[watch] = folder
                watched.insert(folder)
                let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
                for name in names.sorted() where !name.hasPrefix(".") {
                    let path = folder + "/" + name
                    var info = stat()
                    guard lstat(path, &info) == 0 else { continue }
                    switch info.st_mode & S_IFMT {
                    case S_IFDIR:
                        stack.append(path)
                    case S_IFLNK:
                        // The build reads what a link leads to: watch the folder it lies in.
                        let real = RealPath.of(URL(fileURLWithPath: path)).path
                        guard stat(real, &info) == 0 else { continue }
                        let isFolder = info.st_mode & S_IFMT == S_IFDIR
                        stack.append(isFolder ? real : (real as NSString).deletingLastPathComponent)
                    default:
                        continue
                    }
                }
            }
            return nil
        }

        private func run() {
            defer { closeDescriptors() }
            var changed = Set<String>()
            var waiting = false
            while true {
                var polled = [
                    pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                    pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
                ]
                // Quiet for the debounce time after a burst: report it.
                let ready = poll(&polled, 2, waiting ? debounceMilliseconds : -1)
                if ready < 0 && errno == EINTR { continue }
                if polled[1].revents != 0 || ready < 0 { return }
                if ready == 0 {
                    waiting = false
                    if !changed.isEmpty { report(.changed(changed)) }
                    changed = []
                    continue
                }
                if let problem = readEvents(into: &changed) {
                    report(.gaveUp(problem))
                    return
                }
                waiting = true
            }
        }

        /// Reads what events are ready and adds their paths to `changed`; returns why the
        /// watcher must stop, if it must.
        private func readEvents(into changed: inout Set<String>) -> String? {
            var buffer = [UInt8](repeating: 0, count: 64 << 10)
            while true {
                let count = buffer.withUnsafeMutableBytes {
                    read(descriptor, $0.baseAddress, $0.count)
                }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return nil }
                if let problem = parse(buffer[..<count], into: &changed) { return problem }
            }
        }

        private func parse(_ bytes: ArraySlice<UInt8>, into changed: inout Set<String>) -> String? {
            let header = MemoryLayout<inotify_event>.size
            var offset = bytes.startIndex
            var newFolders: [String] = []
            while offset + header <= bytes.endIndex {
                let (watch, mask, length) = bytes.withUnsafeBytes { raw in
                    let base = offset - bytes.startIndex
                    return (
                        raw.loadUnaligned(fromByteOffset: base, as: Int32.self),
                        raw.loadUnaligned(fromByteOffset: base + 4, as: UInt32.self),
                        Int(raw.loadUnaligned(fromByteOffset: base + 12, as: UInt32.self))
                    )
                }
                let nameBytes = bytes[
                    (offset + header)..<min(offset + header + length, bytes.endIndex)
                ]
                .prefix { $0 != 0 }
                offset += header + length
                let name = String(decoding: nameBytes, as: UTF8.self)
                if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                    // Events were lost: what changed is unknown, so everything may have.
                    changed.formUnion(roots)
                    continue
                }
                guard let folder = folders[watch] else {
                    if let (folder, names) = fileFolders[watch] {
                        if mask & UInt32(IN_IGNORED) != 0 { fileFolders[watch] = nil }
                        if names.contains(name) { changed.insert(folder + "/" + name) }
                    }
                    continue
                }
                if mask & UInt32(IN_IGNORED) != 0 {
                    folders[watch] = nil
                    watched.remove(folder)
                    continue
                }
                if mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
                    if roots.contains(folder) { return "\(folder) was moved or removed" }
                    continue  // Its parent reports it.
                }
                guard !name.hasPrefix(".") else { continue }
                let path = name.isEmpty ? folder : folder + "/" + name
                guard !isExcluded(path) else { continue }
                changed.insert(path)
                guard mask & UInt32(IN_ISDIR) != 0 else { continue }
                if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { newFolders.append(path) }
                if mask & UInt32(IN_MOVED_FROM) != 0 { forget(path) }
            }
            // Watched after the batch: files made in a new folder before its watch are in the
            // build, which reads the whole folder.
            for folder in newFolders {
                if let problem = watchTree(folder) { return problem }
            }
            return nil
        }

        /// Stops watching `moved` and the folders under it (it moved away).
        private func forget(_ moved: String) {
            for (watch, folder) in folders where folder == moved || folder.hasPrefix(moved + "/") {
                inotify_rm_watch(descriptor, watch)
                folders[watch] = nil
                watched.remove(folder)
            }
        }
    }
#endif
