import CollorHTML
import CollorSite
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the file system says about every source file, and nothing of its contents: the
/// preview's watcher compares two of these to decide whether to rebuild, so that an idle
/// watcher costs one `stat` per file, not a read of every byte (a 200 MB image in the docs cost
/// 85% of a core while idle).
///
/// The files are those a build reads (`SiteConfiguration.watchedFolders`), hidden ones and the
/// output left out. Where the platform has file events (inotify on Linux), the watcher polls
/// only when they are not available.
struct SourceSnapshot: Equatable {
    /// One file's metadata: any edit changes its size or times, an atomic save its inode.
    struct Entry: Equatable {
        var size: Int64
        var modified: timespec
        var changed: timespec
        var inode: UInt64
        var device: UInt64

        static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.size == rhs.size && lhs.inode == rhs.inode && lhs.device == rhs.device
                && lhs.modified.tv_sec == rhs.modified.tv_sec
                && lhs.modified.tv_nsec == rhs.modified.tv_nsec
                && lhs.changed.tv_sec == rhs.changed.tv_sec
                && lhs.changed.tv_nsec == rhs.changed.tv_nsec
        }
    }

    /// Each file's metadata by full path.
    private(set) var files: [String: Entry] = [:]
    /// Whether every file was last changed long enough ago for its time to be trusted. A file
    /// system's clock ticks coarsely (a jiffy on Linux, 1 or 2 s on HFS+ and FAT): a second
    /// edit of the same size within the tick of a snapshot would look unchanged, so while any
    /// file is this recent the watcher rebuilds, which compares contents.
    private(set) var isSettled = true

    /// How recent a change leaves a snapshot unsettled: the coarsest common tick (FAT's 2 s).
    static let settlingTime: Double = 2

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.files == rhs.files }

    /// The snapshot of what `configuration`'s build reads: its sources, theme, snippets and
    /// symbol graphs.
    init(of configuration: SiteConfiguration) {
        self.init(folders: configuration.watchedFolders, excluding: [configuration.output])
    }

    /// The snapshot of the files under `folders`, leaving out hidden ones and those under
    /// `excluding` (the output, when it lies in a source).
    init(folders: [URL], excluding: [URL]) {
        // Real paths on both sides: an output named through a link into a source is inside it
        // (row 5 of round three: the watcher saw each build's output as an edit, forever).
        let excluded = excluding.map { RealPath.of($0).path + "/" }
        let settledBefore = Date().timeIntervalSince1970 - Self.settlingTime
        for folder in folders {
            let root = RealPath.of(folder).path
            // The enumerator walks with a stack of its own: no recursion here.
            guard let walk = FileManager.default.enumerator(atPath: root) else { continue }
            while let path = walk.nextObject() as? String {
                let full = root + "/" + path
                if path.split(separator: "/").contains(where: { $0.hasPrefix(".") })
                    || excluded.contains(where: { (full + "/").hasPrefix($0) })
                {
                    walk.skipDescendants()
                    continue
                }
                // `stat` follows a link: the build reads what the link leads to.
                var info = stat()
                guard stat(full, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
                let entry = Entry(info)
                files[full] = entry
                // Only an edit of the contents can hide in a tick; it sets the modification time.
                let modified = Double(entry.modified.tv_sec) + Double(entry.modified.tv_nsec) / 1e9
                if modified >= settledBefore { isSettled = false }
            }
        }
    }
}

extension SourceSnapshot.Entry {
    /// The metadata of the file at `url` (a link followed); nil when there is none.
    init?(of url: URL) {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        self.init(info)
    }

    fileprivate init(_ info: stat) {
        size = Int64(info.st_size)
        inode = UInt64(info.st_ino)
        device = UInt64(info.st_dev)
        #if canImport(Darwin)
            modified = info.st_mtimespec
            changed = info.st_ctimespec
        #else
            modified = info.st_mtim
            changed = info.st_ctim
        #endif
    }
}
