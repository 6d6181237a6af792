import Foundation

extension SiteSources {
    /// `previous` with the files at `paths` (full paths, as file events name them) read again,
    /// and nothing else looked at: a rebuild after one save reads one file, not the folders.
    /// Nil when a path may change what the sources hold other than a known file's content (a
    /// new or removed file, a folder, a link): then the sources are read whole. Hidden files
    /// and the output's own are not the build's and change nothing.
    static func reread(
        _ paths: Set<String>, in previous: SiteSources, configuration: SiteConfiguration
    ) throws(SiteError) -> (sources: SiteSources, pages: Set<String>)? {
        let output = configuration.output.standardizedFileURL.path
        // A save names one file or a few: each is looked for in the last read, rather than a
        // map of every file made for it (one edit of a 10,000-page site paid for 10,000).
        let known: (String) -> Known? =
            paths.count <= Self.pathsLookedUp
            ? { lookUp($0, in: previous) } : { [map = knownFiles(of: previous)] in map[$0] }
        var sources = previous
        var pages = Set<String>()
        for path in paths.sorted() {
            if path.split(separator: "/").contains(where: { $0.hasPrefix(".") })
                || path == output || path.hasPrefix(output + "/")
            {
                continue
            }
            var info = stat()
            guard let file = known(path), lstat(path, &info) == 0,
                info.st_mode & S_IFMT == S_IFREG
            else { return nil }
            let url = URL(fileURLWithPath: path)
            sources.stamps[path] = FileStamp(info)
            switch file {
            case .page(let sitePath):
                guard let root = folder(holding: path, in: configuration) else { return nil }
                sources.markdown[sitePath] = String(
                    decoding: try read(url, under: root), as: UTF8.self)
                pages.insert(sitePath)
            case .data(let sitePath):
                guard let root = folder(holding: path, in: configuration) else { return nil }
                sources.data[sitePath] = try read(url, under: root)
            case .staticFile(let sitePath):
                sources.staticFiles[sitePath] = try FileContent.file(at: url)
            case .snippet(let name):
                sources.snippets[name] = try? FileContent.file(at: url)
            }
        }
        return (sources, pages)
    }

    /// How many changed paths `reread` looks up one by one; more get a map of every file.
    private static let pathsLookedUp = 16

    /// What the full path `full` was read as, found as `knownFiles(of:)` would find it.
    private static func lookUp(_ full: String, in previous: SiteSources) -> Known? {
        if let name = previous.snippets.first(where: { $0.value.sourcePath == full })?.key {
            return .snippet(name)
        }
        if let site = previous.staticFiles.first(where: { $0.value.sourcePath == full })?.key {
            return .staticFile(site)
        }
        guard let site = previous.fullPaths.first(where: { $0.value == full })?.key else {
            return nil
        }
        return previous.markdown[site] != nil ? .page(site) : .data(site)
    }

    /// What each full path of the last read was read as.
    private static func knownFiles(of previous: SiteSources) -> [String: Known] {
        var known: [String: Known] = [:]
        for (sitePath, full) in previous.fullPaths {
            known[full] = previous.markdown[sitePath] != nil ? .page(sitePath) : .data(sitePath)
        }
        for (sitePath, content) in previous.staticFiles {
            if let full = content.sourcePath { known[full] = .staticFile(sitePath) }
        }
        for (name, content) in previous.snippets {
            if let full = content.sourcePath { known[full] = .snippet(name) }
        }
        return known
    }

    /// What a full path of the last read was read as.
    private enum Known {
        case page(String)
        case data(String)
        case staticFile(String)
        case snippet(String)
    }

    /// The source folder that holds the file at `path`: the one with the longest path.
    private static func folder(holding path: String, in configuration: SiteConfiguration) -> URL? {
        configuration.sources.map(\.folder).filter { path.hasPrefix($0.path + "/") }
            .max { $0.path.count < $1.path.count }
    }
}
