import Foundation

/// One writer per output folder: an exclusive `flock` on a hidden sibling (`.name.collor-lock`),
/// held by a build from its first write to its swap, and by each of `serve`'s updates. A second
/// writer fails at once with a message that says so, instead of two builds interleaving their
/// files (hostile-input finding 9).
///
/// The lock file is removed when the lock is let go, so nothing is left beside the output; a
/// writer that locked a file some other writer had just removed sees that the path no longer
/// names its file and counts the folder as locked. The kernel releases the lock when the process
/// ends, so a killed build never leaves the folder locked (its file stays, unlocked, and the next
/// build takes it).
final class OutputLock {
    private let descriptor: Int32
    private let path: String

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit {
        // Removed while still held, so no one locks this file after it is gone.
        unlink(path)
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// The lock file of `folder`: beside it, hidden.
    static func path(of folder: URL) -> URL {
        folder.deletingLastPathComponent().appendingPathComponent(
            ".\(folder.lastPathComponent).collor-lock")
    }

    /// Locks `folder`, or throws when another writer holds it.
    static func acquire(_ folder: URL) throws(SiteError) -> OutputLock {
        let lockFile = path(of: folder)
        try? FileManager.default.createDirectory(
            at: lockFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        let descriptor = open(lockFile.path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else {
            throw SiteError(
                file: lockFile.path,
                reason: .output(.io("could not open the lock: \(String(cString: strerror(errno)))"))
            )
        }
        var held = stat()
        var named = stat()
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0, fstat(descriptor, &held) == 0,
            lstat(lockFile.path, &named) == 0, held.st_ino == named.st_ino,
            held.st_dev == named.st_dev
        else {
            close(descriptor)
            throw SiteError(file: folder.path, reason: .output(.locked(lockFile.path)))
        }
        return OutputLock(descriptor: descriptor, path: lockFile.path)
    }
}
