import CollorSite
import Foundation

/// Maps a request path to a file inside the served folder, or to nothing.
///
/// The raw (percent-encoded) path is decoded once; any `..` segment, backslash or NUL is refused
/// before touching the file system, and the file's real path (symlinks resolved) must still be
/// inside the folder's real path, so neither encoded traversal nor a symlink leads out.
enum SafePath {
    /// What a request path names under the served folder.
    enum Lookup: Equatable {
        /// A regular file inside the folder (a folder's `index.html` for a path ending in `/`).
        case file(URL)
        /// A folder asked for without its trailing slash: redirect, so relative links work.
        case folderWithoutSlash
    }

    /// The regular file that `requestPath` names under `root` (`/` and folders mean `index.html`).
    static func resolve(_ requestPath: String, in root: URL) -> URL? {
        switch lookUp(requestPath, in: root) {
        case .file(let url): return url
        case .folderWithoutSlash, nil: return nil
        }
    }

    /// What `requestPath` names under `root`, or `nil` when nothing inside it.
    static func lookUp(_ requestPath: String, in root: URL) -> Lookup? {
        let path = requestPath.split(separator: "?", maxSplits: 1).first.map(String.init) ?? ""
        guard let decoded = path.removingPercentEncoding else { return nil }
        if decoded.contains("\0") || decoded.contains("\\") { return nil }
        let segments = decoded.split(separator: "/", omittingEmptySubsequences: true)
        if segments.contains(where: { $0 == ".." }) { return nil }
        let clean = segments.filter { $0 != "." }
        guard let rootReal = realPath(root.path) else { return nil }
        var candidate = URL(fileURLWithPath: rootReal)
        for segment in clean { candidate.appendPathComponent(String(segment)) }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
            isDirectory.boolValue
        {
            if !clean.isEmpty && !decoded.hasSuffix("/") {
                // Only a folder that is really inside the root is worth a redirect.
                guard let real = realPath(candidate.path), real.hasPrefix(rootReal + "/") else {
                    return nil
                }
                return .folderWithoutSlash
            }
            candidate.appendPathComponent("index.html")
        }
        guard let real = realPath(candidate.path), real.hasPrefix(rootReal + "/") else {
            return nil
        }
        // Only a regular file is served: a FIFO or a device would block or never end.
        var info = stat()
        guard stat(real, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return .file(URL(fileURLWithPath: real))
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The content type of a served file.
    static func contentType(of url: URL) -> String {
        switch url.pathExtension.lowercased() {
        case "html": return "text/html; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "js": return "text/javascript; charset=utf-8"
        case "json": return "application/json"
        case "svg": return "image/svg+xml"
        case "xml": return "application/xml"
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "woff2": return "font/woff2"
        default: return "application/octet-stream"
        }
    }
}
