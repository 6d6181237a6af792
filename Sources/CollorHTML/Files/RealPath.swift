import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Paths as the file system sees them, every symbolic link resolved: whether the output, the
/// theme, `collor.yml` or a source lies inside another is decided on these, never on the strings
/// given (`ln -s docs dl; --output dl/out` puts the output inside the docs folder; judged by its
/// spelling, each build read the last one back: hostile-input round three, row 5).
package enum RealPath {
    /// `url` with the symbolic links of its longest existing ancestor resolved: a path that does
    /// not exist yet is judged by the folder it will be made in.
    package static func of(_ url: URL) -> URL {
        var existing = url.standardizedFileURL.path
        var rest: [String] = []
        while true {
            if let real = resolve(existing) {
                var result = URL(fileURLWithPath: real)
                for component in rest { result.appendPathComponent(component) }
                return result.standardizedFileURL
            }
            let parent = (existing as NSString).deletingLastPathComponent
            // Nothing of it exists (a relative path's root): it is judged as spelled.
            guard parent != existing, !parent.isEmpty else { return url.standardizedFileURL }
            rest.insert((existing as NSString).lastPathComponent, at: 0)
            existing = parent
        }
    }

    /// Whether `inner` is `outer` or lies under it, both resolved.
    package static func contains(_ outer: URL, _ inner: URL) -> Bool {
        let outerPath = of(outer).path
        let innerPath = of(inner).path
        return innerPath == outerPath
            || innerPath.hasPrefix(outerPath == "/" ? "/" : outerPath + "/")
    }

    /// `inner`'s path relative to `outer`, both resolved, with a trailing slash; nil when `inner`
    /// is not strictly inside `outer`.
    package static func relative(_ inner: URL, in outer: URL) -> String? {
        let outerPath = of(outer).path
        let innerPath = of(inner).path
        let prefix = outerPath == "/" ? "/" : outerPath + "/"
        guard innerPath.hasPrefix(prefix) else { return nil }
        return String(innerPath.dropFirst(prefix.count)) + "/"
    }

    private static func resolve(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
