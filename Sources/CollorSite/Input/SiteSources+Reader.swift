import CollorHTML
import Foundation

extension SiteSources {
    /// Reads the files of one `SiteSources.read`, taking from the last read what has not changed
    /// since (`FileStamp`), and keeps each file's stamp for the next.
    struct Reader {
        let previous: SiteSources?
        private(set) var stamps: [String: FileStamp] = [:]
        private let unchanged: [String: Kept]

        /// What the last read found at a full path: a page's text, a data file's bytes or a
        /// static file's digest.
        enum Kept {
            case text(String)
            case bytes([UInt8])
            case file(FileContent)
        }

        init(previous: SiteSources?) {
            self.previous = previous
            var unchanged: [String: Kept] = [:]
            if let previous {
                for (path, text) in previous.markdown {
                    if let full = previous.fullPaths[path] { unchanged[full] = .text(text) }
                }
                for (path, bytes) in previous.data {
                    if let full = previous.fullPaths[path] { unchanged[full] = .bytes(bytes) }
                }
                for content in Array(previous.staticFiles.values) + previous.snippets.values {
                    if let full = content.sourcePath { unchanged[full] = .file(content) }
                }
            }
            self.unchanged = unchanged
        }

        /// The last read's content of `url` when its stamp (`known`, else read here) is the same
        /// and was settled then.
        private mutating func kept(_ url: URL, known: FileStamp?) -> Kept? {
            let stamp = known ?? FileStamp(path: url.path)
            stamps[url.path] = stamp
            guard let stamp, let previous, previous.stamps[url.path] == stamp,
                stamp.isSettled(at: previous.readTime)
            else { return nil }
            return unchanged[url.path]
        }

        mutating func text(_ url: URL, stamp: FileStamp? = nil, under root: URL)
            throws(SiteError) -> String
        {
            if case .text(let text) = kept(url, known: stamp) { return text }
            return String(decoding: try SiteSources.read(url, under: root), as: UTF8.self)
        }

        mutating func bytes(_ url: URL, stamp: FileStamp? = nil, under root: URL)
            throws(SiteError) -> [UInt8]
        {
            if case .bytes(let bytes) = kept(url, known: stamp) { return bytes }
            return try SiteSources.read(url, under: root)
        }

        mutating func file(_ url: URL, stamp: FileStamp? = nil) throws(SiteError) -> FileContent {
            if case .file(let content) = kept(url, known: stamp) { return content }
            return try FileContent.file(at: url)
        }
    }
}
