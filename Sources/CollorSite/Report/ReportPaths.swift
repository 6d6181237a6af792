import Foundation

/// Turns the names diagnostics and pages give their files (`Kit.docc/Guide.md`,
/// `Site/index.md`, an absolute `.swift` path) into paths from the package's root, as the
/// build report writes them.
public struct ReportPaths: Sendable {
    /// The package's root folder.
    public var root: URL
    /// The docs folders of the build, whose names start the names of their pages.
    public var sources: [URL]

    /// Paths from `root` for a build of `sources`.
    public init(root: URL, sources: [URL]) {
        self.root = root.standardizedFileURL
        self.sources = sources.map(\.standardizedFileURL)
    }

    /// `name` from the package's root when it names a file under it; otherwise as it is (an
    /// option such as `--base-url`, a generated page, a file outside the package).
    public func path(of name: String) -> String {
        var candidates: [URL] = []
        if name.hasPrefix("/") {
            candidates.append(URL(fileURLWithPath: name).standardizedFileURL)
        } else {
            for folder in sources where name.hasPrefix(folder.lastPathComponent + "/") {
                candidates.append(
                    folder.deletingLastPathComponent().appendingPathComponent(name)
                        .standardizedFileURL)
            }
        }
        // Two docs folders may share a name: the one that holds the file wins.
        let found =
            candidates.first { FileManager.default.fileExists(atPath: $0.path) }
            ?? candidates.first
        guard let found else { return name }
        let base = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return found.path.hasPrefix(base) ? String(found.path.dropFirst(base.count)) : found.path
    }
}
