import CollorHTML
import Foundation

/// What a package's symbol graphs and products depend on, as lines: the package's path, the
/// compiler (`swift --version`), the dump's arguments, and every file under the root with its
/// size and modification time (`Package.swift`, `Package.resolved` and the sources among them),
/// and under each local dependency's folder (`.package(path:)`).
///
/// Left out, as the compiler does not read them: hidden files and folders (`.build`, `.git`,
/// `.swiftpm`), `_site` folders and the output folder, DocC catalogs (`*.docc`) and `collor.yml`, so
/// that editing an article does not cost a new dump.
enum PackageDumpKey {
    /// The key of the package at `root` as it is now; nil when `swift --version` does not run.
    static func make(root: URL, output: URL) -> [String]? {
        guard let compiler = swiftVersion(in: root) else { return nil }
        let base = RealPath.of(root).path
        let skipped = RealPath.of(output).path
        var key = ["root " + base, "swift " + compiler]
        key += ["arguments " + SymbolGraphDump.arguments.joined(separator: " ")]
        key += files(root: base, skipping: skipped)
        // A local dependency's sources feed the graphs too (its types in declarations); its
        // own local dependencies are not followed.
        for dependency in localDependencies(root: root) where dependency != base {
            key.append("dependency " + dependency)
            key += files(root: dependency, skipping: skipped).map { "  " + $0 }
        }
        return key
    }

    /// The folders of the manifest's `.package(path: "…")` dependencies, resolved, sorted; read
    /// from `Package.swift`'s text, so a path the manifest computes is not found.
    static func localDependencies(root: URL) -> [String] {
        let manifest = root.appendingPathComponent("Package.swift")
        guard let bytes = try? InputFile.read(manifest) else { return [] }
        let text = String(decoding: bytes, as: UTF8.self)
        var folders: Set<String> = []
        var rest = text[...]
        while let call = rest.range(of: ".package(") {
            rest = rest[call.upperBound...]
            let arguments = rest.prefix { $0 != ")" }
            guard let label = arguments.range(of: "path:") else { continue }
            let value = arguments[label.upperBound...].drop { $0 == " " || $0 == "\n" }
            guard value.first == "\"" else { continue }
            let path = value.dropFirst().prefix { $0 != "\"" }
            let folder =
                path.hasPrefix("/")
                ? URL(fileURLWithPath: String(path)) : root.appendingPathComponent(String(path))
            folders.insert(RealPath.of(folder).path)
        }
        return folders.sorted()
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
        if name.hasPrefix(".") || name.hasSuffix(".docc") || name == "_site" { return true }
        return folder.isEmpty && name == ConfigurationFile.fileName
    }
}
