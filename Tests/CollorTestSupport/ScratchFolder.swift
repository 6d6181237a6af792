import Foundation
import Synchronization

/// A fresh folder under the temporary directory: removed by `remove()` when one test owns it, or
/// at the test process's exit when a suite shares it (`untilExit`), so no run leaves files behind.
public struct ScratchFolder: Sendable {
    public let url: URL

    /// Creates the folder, named after `name` (the calling function by default) and a UUID.
    public init(_ name: String = #function) {
        let safe = name.filter { $0.isLetter || $0.isNumber }
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("collor-tests-\(safe)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A folder for what a whole suite shares (a built site), removed when the process exits:
    /// a static fixture has no teardown of its own.
    public static func untilExit(_ name: String) -> ScratchFolder {
        let folder = ScratchFolder(name)
        ExitCleanup.removeAtExit(folder.url)
        return folder
    }

    public func remove() { try? FileManager.default.removeItem(at: url) }
}

/// The folders to remove at exit, behind one `atexit` handler installed on first use.
private enum ExitCleanup {
    static let folders = Mutex<[URL]>([])
    static let installed: Void = {
        atexit {
            for folder in ExitCleanup.folders.withLock({ $0 }) {
                try? FileManager.default.removeItem(at: folder)
            }
        }
    }()

    static func removeAtExit(_ folder: URL) {
        installed
        folders.withLock { $0.append(folder) }
    }
}
