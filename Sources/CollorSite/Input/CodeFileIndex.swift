/// Finds the files a tutorial's `@Code(file:)` names, as DocC does: by file name, wherever it
/// lies in the catalog (`Resources/`, `_Resources/`, a tutorial's own folder), preferring the
/// tutorial's own catalog.
struct CodeFileIndex: Sendable {
    /// File name → root-relative paths, sorted.
    private var byName: [String: [String]] = [:]

    /// The index of `files`, root-relative site paths.
    init(files: some Sequence<String>) {
        for path in files {
            byName[RelativePath.fileName(of: path), default: []].append(path)
        }
        for key in byName.keys { byName[key]?.sort() }
    }

    /// The file `name` stands for, from the page at `sourcePath`; nil when there is none.
    func path(named name: String, from sourcePath: String) -> String? {
        guard let paths = byName[RelativePath.fileName(of: name)] else { return nil }
        let catalog = sourcePath.split(separator: "/").first.map { $0 + "/" } ?? ""
        return paths.first { $0.hasPrefix(catalog) } ?? paths.first
    }
}
