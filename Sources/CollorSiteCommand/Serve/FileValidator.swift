import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What identifies one version of a served file, for conditional requests: a strong `ETag` made
/// of the file's inode, size and modification time (a rebuild replaces a file by renaming a new
/// one into place, so each version has its own), and its `Last-Modified` date.
struct FileValidator: Equatable {
    /// The quoted entity tag.
    let etag: String
    /// The modification time in whole seconds since 1970, as `Last-Modified` has it.
    let modified: Int

    /// The validator of the open file `descriptor`, or `nil` when `fstat` fails.
    init?(descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        #if canImport(Darwin)
            let time = info.st_mtimespec
        #else
            let time = info.st_mtim
        #endif
        self.init(
            inode: UInt64(info.st_ino), size: Int(info.st_size), seconds: Int(time.tv_sec),
            nanoseconds: Int(time.tv_nsec))
    }

    init(inode: UInt64, size: Int, seconds: Int, nanoseconds: Int) {
        let parts = [Int(truncatingIfNeeded: inode), size, seconds, nanoseconds]
        etag =
            "\"" + parts.map { String(UInt(bitPattern: $0), radix: 16) }.joined(separator: "-")
            + "\""
        modified = seconds
    }

    /// `Last-Modified`'s value: the IMF-fixdate of `modified`.
    var lastModified: String { HTTPDate.format(modified) }

    /// Whether `If-None-Match` (`value`: a list of tags, or `*`) names this version. Weak tags
    /// compare by their opaque part, as the weak comparison that `If-None-Match` uses does.
    func matches(ifNoneMatch value: String) -> Bool {
        let tags = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        return tags.contains { $0 == "*" || $0 == etag || $0 == "W/" + etag }
    }

    /// Whether the file is unchanged since `If-Modified-Since`'s `value` (a date this server
    /// cannot read counts as no condition).
    func unmodified(since value: String) -> Bool {
        guard let date = HTTPDate.parse(value) else { return false }
        return modified <= date
    }
}
