/// Finds a catalog's images and videos by name, as DocC does: `repeat`, `repeat.png` and
/// `Images/repeat.png` all name `Images/repeat.png` wherever it lies in the catalog; `@2x` and
/// `@3x` variants stand in when there is no plain one, and `~dark` is the dark-mode variant.
struct ResourceIndex: Sendable {
    private struct Entry: Sendable {
        var path: String
        var isDark: Bool
        var scale: Int
    }

    /// Base name (without folder, extension, scale and `~dark`) → files.
    private var byName: [String: [Entry]] = [:]

    private static let mediaExtensions: Set<String> = [
        "png", "jpg", "jpeg", "gif", "svg", "webp", "avif", "mp4", "mov", "m4v", "webm",
        // A tutorial's `projectFiles:`, its project's download.
        "zip",
    ]

    /// Whether the file at `path` is a resource of a catalog, an image, a video or a tutorial's
    /// download, which DocC publishes; any other file of a catalog it reads or leaves alone.
    static func isResource(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return false }
        return mediaExtensions.contains(name[name.index(after: dot)...].lowercased())
    }

    /// The index of `files`, root-relative site paths; files that are not images or videos are
    /// left out.
    init(files: some Sequence<String>) {
        for path in files where Self.isResource(path) {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            guard let dot = name.lastIndex(of: ".") else { continue }
            var base = String(name[..<dot])
            var scale = 1
            for candidate in [2, 3] where base.hasSuffix("@\(candidate)x") {
                scale = candidate
                base.removeLast(3)
            }
            let isDark = base.hasSuffix("~dark")
            if isDark { base.removeLast("~dark".count) }
            byName[base, default: []].append(Entry(path: path, isDark: isDark, scale: scale))
        }
        for key in byName.keys {
            byName[key]?.sort { ($0.scale, $0.path) < ($1.scale, $1.path) }
        }
    }

    /// The light and dark files `name` stands for, preferring the catalog (top folder) of
    /// `sourcePath`; nil when there is none.
    func resource(named name: String, from sourcePath: String) -> (light: String, dark: String?)? {
        var base = name.split(separator: "/").last.map(String.init) ?? name
        if byName[base] == nil, let dot = base.lastIndex(of: ".") {
            base = String(base[..<dot])
            for scale in ["@2x", "@3x"] where base.hasSuffix(scale) { base.removeLast(3) }
            if base.hasSuffix("~dark") { base.removeLast("~dark".count) }
        }
        guard let entries = byName[base] else { return nil }
        let catalog = sourcePath.split(separator: "/").first.map { $0 + "/" } ?? ""
        let local = entries.filter { $0.path.hasPrefix(catalog) }
        let chosen = local.isEmpty ? entries : local
        guard let light = chosen.first(where: { !$0.isDark }) ?? chosen.first else { return nil }
        let dark = chosen.first { $0.isDark && $0.path != light.path }
        return (light.path, dark?.path)
    }
}
