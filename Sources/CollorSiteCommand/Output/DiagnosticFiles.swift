import CollorSite
import Foundation

/// Finds the file a diagnostic names, as a path relative to the working folder (the repository's
/// root in CI), for an annotation a pull request shows in place. A diagnostic names a page by its
/// docs folder and path (`Kit.docc/Kit.md`, `Site/index.md`), a configuration problem by
/// `collor.yml` or an option (`--base-url`), a symbol's by an absolute path.
struct DiagnosticFiles {
    /// The docs folders of the build.
    var sources: [URL]
    var root: URL
    var workingFolder = FileManager.default.currentDirectoryPath

    /// The path of the file `name` stands for, when it is a file inside the working folder.
    func path(of name: String) -> String? {
        var candidates: [URL] = []
        if name.hasPrefix("/") {
            candidates.append(URL(fileURLWithPath: name))
        } else if !name.hasPrefix("-") {
            for folder in sources where name.hasPrefix(folder.lastPathComponent + "/") {
                candidates.append(folder.deletingLastPathComponent().appendingPathComponent(name))
            }
            candidates.append(root.appendingPathComponent(name))
        }
        let base = URL(fileURLWithPath: workingFolder).standardizedFileURL.path + "/"
        for candidate in candidates {
            let path = candidate.standardizedFileURL.path
            var isFolder: ObjCBool = false
            guard path.hasPrefix(base),
                FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
                !isFolder.boolValue
            else { continue }
            return String(path.dropFirst(base.count))
        }
        return nil
    }
}
