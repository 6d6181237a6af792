import Foundation

/// Everything read from the source folder, as bytes, so a rebuild can tell what changed by
/// comparing contents (modification times are too coarse on some file systems).
struct SiteSources: Equatable {
    /// `guide/model.md` → text.
    var markdown: [String: String] = [:]
    /// Files copied as they are (images, the theme under `theme/`).
    var staticFiles: [String: [UInt8]] = [:]
    /// `data/*.json`: read by the builder (charts), not copied.
    var data: [String: [UInt8]] = [:]

    /// Reads `source`, skipping hidden files and `output` when it lies inside `source` (a build
    /// must not read its own output back); the theme folder's files land under `theme/`.
    static func read(source: URL, theme: URL, output: URL) throws(SiteError) -> SiteSources {
        var sources = SiteSources()
        let sourcePath = source.standardizedFileURL.path + "/"
        let outputPath = output.standardizedFileURL.path
        let excluded =
            outputPath.hasPrefix(sourcePath)
            ? String(outputPath.dropFirst(sourcePath.count)) + "/" : nil
        let themeIsInside =
            theme.standardizedFileURL.path
            == source.appendingPathComponent("theme").standardizedFileURL.path
        for path in try files(in: source) {
            if themeIsInside && path.hasPrefix("theme/") { continue }
            if let excluded, path.hasPrefix(excluded) { continue }
            let bytes = try read(source.appendingPathComponent(path))
            if path.hasSuffix(".md") {
                sources.markdown[path] = String(decoding: bytes, as: UTF8.self)
            } else if path.hasPrefix("data/") {
                sources.data[path] = bytes
            } else {
                sources.staticFiles[path] = bytes
            }
        }
        for path in try files(in: theme) {
            sources.staticFiles["theme/" + path] = try read(theme.appendingPathComponent(path))
        }
        return sources
    }

    /// Root-relative paths of the regular files under `folder`, sorted, hidden ones left out.
    private static func files(in folder: URL) throws(SiteError) -> [String] {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: folder.path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else {
            throw SiteError(file: folder.path, reason: .io("no such folder"))
        }
        var result: [String] = []
        guard let enumerator = fileManager.enumerator(atPath: folder.path) else { return [] }
        for case let path as String in enumerator {
            if path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            var isFolder: ObjCBool = false
            let exists = fileManager.fileExists(
                atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder)
            if exists && !isFolder.boolValue { result.append(path) }
        }
        return result.sorted()
    }

    private static func read(_ url: URL) throws(SiteError) -> [UInt8] {
        do {
            return Array(try Data(contentsOf: url))
        } catch {
            throw SiteError(file: url.path, reason: .io("could not read: \(error)"))
        }
    }
}
