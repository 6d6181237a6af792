import CollorHTML
import Foundation

/// A package's `Snippets` folder, read as DocC reads it for `@Snippet(path:)`: the file
/// `Snippets/Folder/Name.swift` is `Folder/Name`, and, as DocC 6.2.1 and later read it, also
/// `Snippets/Folder/Name` or `PackageName/Snippets/Folder/Name` (DocC's `SnippetResolver`).
struct SnippetFolder: Sendable {
    let folder: URL

    /// The largest snippet read; a snippet is a few dozen lines.
    static let maximumBytes = 256 * 1024

    /// The snippet's source, or nil when the path leaves the folder, names no file, or the file is
    /// too large or not UTF-8.
    func source(of path: String) -> String? {
        let inside = Self.relativePath(path)
        guard !inside.isEmpty,
            inside.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && !$0.contains("\0") })
        else { return nil }
        var url = folder
        for component in inside { url.appendPathComponent(String(component)) }
        url.appendPathExtension("swift")
        // Not through a link out of the package's Snippets folder (a `Snippets` linked to `/`
        // would read any `.swift` file).
        let snippets =
            folder.deletingLastPathComponent().resolvingSymlinksInPath()
            .appendingPathComponent(folder.lastPathComponent).path + "/"
        // The resolved path is opened without following links and checked once opened: a file
        // swapped for a link after the check above is refused, not read.
        let resolved = url.resolvingSymlinksInPath()
        guard resolved.path.hasPrefix(snippets),
            let bytes = try? InputFile.read(
                resolved, under: URL(fileURLWithPath: snippets), limit: Self.maximumBytes)
        else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }

    /// The path's components inside the `Snippets` folder, as DocC finds them: a `Snippets`
    /// among the first two components, with something after it, and what precedes it are
    /// dropped (`Snippets/Snippets/Name` is `Name`: a package may be named `Snippets`); empty
    /// components are skipped.
    static func relativePath(_ path: String) -> ArraySlice<Substring> {
        let components = path.split(separator: "/")[...]
        guard let prefix = components.prefix(2).lastIndex(of: "Snippets"),
            prefix + 1 < components.endIndex
        else { return components }
        return components[(prefix + 1)...]
    }
}
