import CollorHTML
import Foundation

/// What a package's symbol graphs and products depend on, as lines: the package's path, the
/// compiler (`swift --version`), the dump's arguments, and every file under the root with its
/// size and modification time (`Package.swift`, `Package.resolved` and the sources among them).
///
/// Left out, as the compiler does not read them: hidden files and folders (`.build`, `.git`,
/// `.swiftpm`), `_site` and the output folder, DocC catalogs (`*.docc`) and `collor.yml`, so
/// that editing an article does not cost a new dump.
enum PackageDumpKey {
    /// The key of the package at `root` as it is now; nil when `swift --version` does not run.
    static func make(root: URL, output: URL) -> [String]? {
        guard let compiler = swiftVersion(in: root) else { return nil }
        let base = RealPath.of(root).path
        return ["root " + base, "swift " + compiler]
            + ["arguments " + SymbolGraphDump.arguments.joined(separator: " ")]
            + files(root: base, skipping: RealPath.of(output).path)
    }

    /// `swift --version`'s output on one line.
    static func swiftVersion(in root: URL) -> String? {
        guard
            let (status, output) = try? SwiftPackageCommand.swift(
                ["--version"], in: root, withErrors: true),
            status == 0
        else { return nil }
        return String(decoding: output, as: UTF8.self).split(whereSeparator: \.isNewline)
            .joined(separator: " ")
    }

    /// `file PATH SIZE MTIME` for each file under `root`, sorted; a folder is walked with a
    /// stack, not recursion, and a symbolic link is not followed into a folder.
    static func files(root: String, skipping output: String) -> [String] {
        var lines: [String] = []
        var folders = [""]
        while let folder = folders.popLast() {
            let path = folder.isEmpty ? root : root + "/" + folder
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            for name in names where !isLeftOut(name, in: folder) {
                let relative = folder.isEmpty ? name : folder + "/" + name
                let full = root + "/" + relative
                var info = stat()
                guard lstat(full, &info) == 0 else { continue }
                let kind = info.st_mode & S_IFMT
                if kind == S_IFDIR {
                    if full != output { folders.append(relative) }
                } else if kind == S_IFLNK {
                    let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: full))
                    var resolved = stat()
                    if stat(full, &resolved) == 0, resolved.st_mode & S_IFMT == S_IFREG {
                        lines.append(line(relative, resolved))
                    } else {
                        lines.append("link \(relative) \(target ?? "")")
                    }
                } else if kind == S_IFREG {
                    lines.append(line(relative, info))
                }
            }
        }
        return lines.sorted()
    }

    private static func line(_ path: String, _ info: stat) -> String {
        "file \(path) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }

    private static func isLeftOut(_ name: String, in folder: String) -> Bool {
        if name.hasPrefix(".") || name.hasSuffix(".docc") { return true }
        return folder.isEmpty && (name == "_site" || name == ConfigurationFile.fileName)
    }
}
