/// Paths inside the site: root-relative, `/`-separated, no leading slash (`guide/model.html`).
enum RelativePath {
    /// The folder part of `path` with a trailing slash, or `""` at the root.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    /// `"../"` once per folder of `path`: leads from the page back to the root.
    static func root(from path: String) -> String {
        String(repeating: "../", count: path.count(where: { $0 == "/" }))
    }

    /// `target` as seen from the page at `page`, both root-relative.
    static func link(from page: String, to target: String) -> String {
        let from = directory(of: page).split(separator: "/")
        let to = target.split(separator: "/", omittingEmptySubsequences: false)
        var common = 0
        while common < from.count, common < to.count - 1, from[common] == to[common] { common += 1 }
        let up = String(repeating: "../", count: from.count - common)
        return up + to[common...].joined(separator: "/")
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
