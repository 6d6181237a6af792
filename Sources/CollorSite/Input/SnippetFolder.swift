import CollorHTML
import Foundation

/// A package's `Snippets` folder, read as DocC reads it for `@Snippet(path:)`: the path is
/// `PackageName/Snippets/Folder/Name`, the file `Snippets/Folder/Name.swift`.
struct SnippetFolder: Sendable {
    let folder: URL

    /// The largest snippet read; a snippet is a few dozen lines.
    static let maximumBytes = 256 * 1024

    /// The snippet's source, or nil when the path leaves the folder, names no file, or the file is
    /// too large or not UTF-8.
    func source(of path: String) -> String? {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let start = components.firstIndex(of: "Snippets") else { return nil }
        let inside = components[(start + 1)...]
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
}
