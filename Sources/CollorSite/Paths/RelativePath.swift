import CollorHTML

/// Paths inside the site: root-relative, `/`-separated, no leading slash (`guide/model.html`).
enum RelativePath {
    /// The folder part of `path` with a trailing slash, or `""` at the root.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    /// The last component of `path` (`model.md` of `guide/model.md`).
    static func fileName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `path` without the extension of a page's source, `.md` or a catalog's `.tutorial`.
    static func withoutPageExtension(_ path: String) -> String {
        for pageExtension in [".md", ".tutorial"] where path.hasSuffix(pageExtension) {
            return String(path.dropLast(pageExtension.count))
        }
        return path
    }

    /// `"../"` once per folder of `path`: leads from the page back to the root.
    static func root(from path: String) -> String {
        String(repeating: "../", count: path.count(where: { $0 == "/" }))
    }

    /// `target` as seen from the page at `page`, both root-relative: the folders they share are
    /// skipped, and `../` climbs out of each other folder of `page`.
    ///
    /// Compares bytes in place, with no array of components: a sidebar asks this for every link
    /// of every page.
    ///
    /// - Complexity: O(length of the paths).
    static func link(from page: String, to target: String) -> String {
        let from = page.utf8
        let to = target.utf8
        // The end of the longest run of whole folders that both paths start with.
        var shared = to.startIndex
        var (i, j) = (from.startIndex, to.startIndex)
        while i < from.endIndex, j < to.endIndex, from[i] == to[j] {
            if from[i] == UInt8(ascii: "/") { shared = to.index(after: j) }
            i = from.index(after: i)
            j = to.index(after: j)
        }
        let sharedLength = to.distance(from: to.startIndex, to: shared)
        let up = from.dropFirst(sharedLength).count(where: { $0 == UInt8(ascii: "/") })
        var result = String(repeating: "../", count: up)
        result += target[shared...]
        return result
    }

    /// The URL a page at `page` writes to reach the file at `target` (both root-relative, as
    /// written to disk): `link(from:to:)` through the one encoder, `URLPath.encoded(_:)`, so
    /// that no name can form a scheme, a fragment or a query. `fragment` (an anchor) follows a `#`
    /// as it is.
    static func url(from page: String, to target: String, fragment: String? = nil) -> String {
        URLPath.encoded(link(from: page, to: target)) + (fragment.map { "#" + $0 } ?? "")
    }

    /// Resolves `link` written in the page at `page` (both root-relative) to a root-relative path;
    /// nil when it climbs above the root. A leading `/` starts at the root.
    static func resolve(_ link: String, from page: String) -> String? {
        var components: [Substring] =
            link.hasPrefix("/") ? [] : directory(of: page).split(separator: "/")
        for component in link.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                guard !components.isEmpty else { return nil }
                components.removeLast()
            default: components.append(component)
            }
        }
        let joined = components.joined(separator: "/")
        return link.hasSuffix("/") && !joined.isEmpty ? joined + "/" : joined
    }
}
