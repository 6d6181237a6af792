import CollorHTML
import Foundation

/// A target of a package's manifest, as `swift package dump-package` gives it: its module and
/// the folder of its sources. A DocC catalog documents the module of the target whose folder
/// holds it (as swift-docc-plugin hands it to `docc convert`), whatever the folders are named
/// and wherever `path:` puts them.
struct PackageTarget: Codable, Equatable, Sendable {
    /// The target's name.
    var name: String
    /// `regular`, `executable`, `test`, `macro`, `plugin`, `system`, `binary`.
    var type: String
    /// The folder of its sources, relative to the package root: the manifest's `path:`, else
    /// SwiftPM's default (`Sources/<name>`; `Tests/<name>` for a test target). A plugin's list
    /// may give it absolute, for a folder outside the package.
    var path: String

    /// The folder of its sources, `path` resolved against the package root.
    func folder(root: URL) -> URL {
        path.hasPrefix("/")
            ? URL(fileURLWithPath: path, isDirectory: true)
            : root.appendingPathComponent(path, isDirectory: true)
    }

    /// The module the target builds, as its symbol graph names it: the name with each character
    /// that cannot be in an identifier replaced by `_` (SwiftPM's `c99name`).
    var module: String {
        var result = String(
            name.unicodeScalars.map { scalar -> Character in
                scalar == "_" || CharacterSet.alphanumerics.contains(scalar)
                    ? Character(scalar) : "_"
            })
        if let first = result.unicodeScalars.first, CharacterSet.decimalDigits.contains(first) {
            result = "_" + result
        }
        return result
    }

    /// Whether its catalog is documented: test, plugin, system and binary targets have no
    /// module of their own to document.
    var isDocumented: Bool { ["regular", "executable", "macro"].contains(type) }

    /// The targets of the package at `root`.
    ///
    /// - Throws: `SiteError` when `swift package dump-package` cannot run or its output does not
    ///   read.
    static func read(root: URL) throws(SiteError) -> [PackageTarget] {
        try targets(manifestJSON: PackageProducts.manifest(root: root), root: root)
    }

    /// The targets listed in `file`, which the plugins write (`--package-targets`) from what
    /// SwiftPM tells them, in the shape of `swift package dump-package`'s JSON: under the
    /// plugins SwiftPM holds its lock, and `dump-package` would wait for it forever.
    ///
    /// - Throws: `SiteError` naming `file` when it does not read.
    static func read(file: URL, root: URL) throws(SiteError) -> [PackageTarget] {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(file)
        } catch {
            throw SiteError(
                file: file.path,
                reason: .input(
                    .io("the package's targets (--package-targets) do not read: \(error)")))
        }
        return try targets(manifestJSON: Data(bytes), root: root, source: file)
    }

    /// The targets a manifest dump declares, each with its folder (SwiftPM's default when the
    /// manifest gives no `path:`, looked for under `root`). `source` is the file the JSON was
    /// read from, nil for `swift package dump-package`'s output.
    static func targets(manifestJSON: Data, root: URL, source: URL? = nil) throws(SiteError)
        -> [PackageTarget]
    {
        let manifest: Manifest
        do {
            manifest = try JSONDecoder().decode(Manifest.self, from: manifestJSON)
        } catch {
            throw SiteError(
                file: (source ?? root.appendingPathComponent("Package.swift")).path,
                reason: .input(
                    .io(
                        "\(source == nil ? "swift package dump-package wrote" : "it holds") "
                            + "what does not read as a package's targets: \(error)")))
        }
        return manifest.targets.map { target in
            PackageTarget(
                name: target.name, type: target.type,
                path: target.path ?? defaultPath(of: target.name, type: target.type, root: root))
        }
    }

    /// SwiftPM's folder for a target without `path:`: `<name>` in the first of its predefined
    /// folders that exists.
    private static func defaultPath(of name: String, type: String, root: URL) -> String {
        let parents: [String] =
            switch type {
            case "test": ["Tests", "Sources", "Source", "src", "srcs"]
            case "plugin": ["Plugins"]
            default: ["Sources", "Source", "src", "srcs"]
            }
        let parent =
            parents.first { PackageSite.isFolder(root.appendingPathComponent($0)) }
            ?? parents[0]
        return parent + "/" + name
    }

    /// The parts of `swift package dump-package`'s JSON read here.
    private struct Manifest: Decodable {
        struct Target: Decodable {
            var name: String
            var type: String
            var path: String?
        }
        var targets: [Target]
    }
}
