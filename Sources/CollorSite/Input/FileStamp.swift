import Foundation

/// What `lstat` says of a source file: enough to tell that it has not changed since it was read
/// without reading it again. A stamp is trusted only for a file that had not been modified for
/// `settleTime` when it was read: file times tick coarsely (a kernel's clock tick), so a file
/// written twice within one tick, at the same size, would keep its stamp; once settled, any later
/// write gives it a later time.
struct FileStamp: Equatable, Sendable {
    var size: Int
    var inode: UInt64
    var device: UInt64
    /// Modification and status-change times, in nanoseconds since 1970.
    var modified: Int
    var changed: Int

    /// How long a file must have been left alone before its stamp stands for its content.
    static let settleNanoseconds = 200_000_000

    /// The stamp of the file at `path` (without following a link), nil when it cannot be read.
    init?(path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    init(_ info: stat) {
        size = Int(info.st_size)
        inode = UInt64(info.st_ino)
        device = UInt64(info.st_dev)
        modified = Int(info.st_mtim.tv_sec) &* 1_000_000_000 &+ Int(info.st_mtim.tv_nsec)
        changed = Int(info.st_ctim.tv_sec) &* 1_000_000_000 &+ Int(info.st_ctim.tv_nsec)
    }

    /// Whether the file had been left alone for `settleNanoseconds` at `time` (nanoseconds since
    /// 1970, `FileStamp.now()`).
    func isSettled(at time: Int) -> Bool {
        max(modified, changed) &+ Self.settleNanoseconds < time
    }

    /// The wall clock in nanoseconds since 1970, as file times count.
    static func now() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int(time.tv_sec) &* 1_000_000_000 &+ Int(time.tv_nsec)
    }
}
