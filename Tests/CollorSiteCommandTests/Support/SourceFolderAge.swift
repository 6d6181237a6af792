import Foundation

/// Ages the files of a folder, so that the watcher trusts their times at once (a file changed in
/// the last seconds is compared by content too).
enum SourceFolderAge {
    /// Sets every file's modification time under `folder` to an hour ago.
    static func makeOld(_ folder: URL) throws {
        let old = Date(timeIntervalSinceNow: -3600)
        let files = FileManager.default.enumerator(atPath: folder.path)
        while let path = files?.nextObject() as? String {
            try FileManager.default.setAttributes(
                [.modificationDate: old], ofItemAtPath: folder.appendingPathComponent(path).path)
        }
    }
}
