import CollorHTML
import Foundation

/// Everything read from the sources, pages and data as bytes and static files as a digest of
/// theirs (`FileContent`), so a rebuild can tell what changed by comparing contents (modification
/// times are too coarse on some file systems) without holding a large file.
struct SiteSources: Equatable {
    /// `guide/model.md` → text, by site path (a catalog's pages under its prefix); tutorials
    /// (`.tutorial` files) are pages too, a markdown folder's as a catalog's.
    var markdown: [String: String] = [:]
    /// Files copied as they are (images, and the theme under `theme/`), by reference: their
    /// bytes are read in pieces when the output is written.
    var staticFiles: [String: FileContent] = [:]
    /// The static files of `.docc` catalogs that DocC does not publish (`Info.plist`, `@Code`
    /// files, `theme-settings.json`, `header.html`, any file that is not a resource): readable by
    /// the build, not copied into the site.
    var unpublished: Set<String> = []
    /// `data/*.json`: read by the builder (charts), not copied.
    var data: [String: [UInt8]] = [:]
    /// Site path → the path shown in messages (`Docs/guide/model.md`).
    var origins: [String: String] = [:]
    /// Files left out because reading them would publish what is not the site's: links that lead
    /// out of their folder, special files (warnings, each naming the file).
    var skipped: [SiteError] = []

    /// The stamp of each file read (`FileStamp`), by its full path, and when the read began: a
    /// later read takes a settled file's text or digest from here instead of reading it again.
    var stamps: [String: FileStamp] = [:]
    var readTime = 0
    /// The full path each page and data file was read from, by site path.
    var fullPaths: [String: String] = [:]
    /// The `@Snippet` files (`SiteConfiguration.snippets`), by path in that folder: read by the
    /// pages that show them when they render, and compared here so that an edited snippet renders
    /// those pages again.
    var snippets: [String: FileContent] = [:]
    /// Each catalog's `Info.plist`, by the catalog's prefix (`MyLib/`): read once per read of
    /// the sources; a malformed one is a warning in `skipped`.
    var catalogInfo: [String: CatalogInfo] = [:]

    /// Reads every source of `configuration`, skipping hidden files and the output when it lies
    /// inside a source (a build must not read its own output back). The theme is the built-in one,
    /// file by file replaced or extended by the configuration's theme folder, under `theme/`.
    ///
    /// With `previous` (the last read), a file whose stamp is unchanged and was settled then is
    /// not read again: a rebuild after one edit reads one file, not the site.
    static func read(_ configuration: SiteConfiguration, reusing previous: SiteSources? = nil)
        throws(SiteError) -> SiteSources
    {
        var sources = SiteSources()
        sources.readTime = FileStamp.now()
        var reader = Reader(previous: previous)
        for source in configuration.sources {
            // Decided on real paths: an output named through a link into the docs folder is
            // inside it (row 5 of round three: each build published the last one again).
            let excluded = [configuration.output, configuration.theme].compactMap { url in
                url.flatMap { RealPath.relative($0, in: source.folder) }
            }
            let display = source.folder.lastPathComponent + "/"
            for (path, info) in try listing(in: source.folder, skipped: &sources.skipped) {
                if excluded.contains(where: { path.hasPrefix($0) }) { continue }
                let sitePath = source.prefix + path
                // Swift compares names by Unicode canonical equivalence, the file system by
                // bytes: two names that differ only in normalization (NFC `é`, NFD `e` and an
                // accent) would be one page here, the other lost without a word.
                if let other = sources.origins[sitePath] {
                    throw SiteError(
                        file: display + path,
                        reason: .output(
                            .duplicateOutput(
                                "\(sitePath) (also \(other): the names differ only in their "
                                    + "Unicode normalization; rename one)")))
                }
                // A regular file is opened where it is; a link, at its target.
                let regular = info.st_mode & S_IFMT == S_IFREG
                let url =
                    regular
                    ? source.folder.appendingPathComponent(path)
                    : try target(of: path, in: source.folder)
                let stamp = regular ? FileStamp(info) : nil
                if path.hasSuffix(".md") || path.hasSuffix(".tutorial") {
                    sources.markdown[sitePath] = try reader.text(
                        url, stamp: stamp, under: source.folder)
                } else if source.module == nil && path.hasPrefix("data/") {
                    sources.data[sitePath] = try reader.bytes(
                        url, stamp: stamp, under: source.folder)
                } else {
                    sources.staticFiles[sitePath] = try reader.file(url, stamp: stamp)
                    if source.module != nil && !ResourceIndex.isResource(path) {
                        sources.unpublished.insert(sitePath)
                    }
                }
                sources.origins[sitePath] = display + path
                sources.fullPaths[sitePath] = url.path
            }
            if source.module != nil {
                sources.readInfo(of: source, display: display)
            }
        }
        for (path, bytes) in try BuiltInTheme.files() {
            sources.staticFiles[BuiltInTheme.folder + path] = .bytes(bytes)
        }
        if let theme = configuration.theme {
            for path in try files(in: theme, skipped: &sources.skipped) {
                sources.staticFiles[BuiltInTheme.folder + path] = try reader.file(
                    target(of: path, in: theme))
            }
        }
        if let folder = configuration.snippets,
            FileManager.default.fileExists(atPath: folder.path)
        {
            // Problems with snippets are the pages' to report, when they show one.
            var ignored: [SiteError] = []
            for path in (try? files(in: folder, skipped: &ignored)) ?? [] {
                sources.snippets[path] = try? reader.file(folder.appendingPathComponent(path))
            }
        }
        sources.stamps = reader.stamps
        return sources
    }

    /// Root-relative paths of the regular files under `folder`, sorted, hidden ones left out.
    ///
    /// A symbolic link is read only when it leads to a regular file inside `folder`: one to
    /// `/etc/passwd` or `/proc/self/environ` would publish it (hostile-input finding 7). Special
    /// files (a FIFO, a device) would block or never end. Each file left out is a warning in
    /// `skipped`.
    static func files(in folder: URL, skipped: inout [SiteError]) throws(SiteError) -> [String] {
        try listing(in: folder, skipped: &skipped).map(\.path)
    }

    /// `files(in:skipped:)` with what `lstat` said of each: a regular file's stamp
    /// (`FileStamp`), or a link's.
    static func listing(in folder: URL, skipped: inout [SiteError]) throws(SiteError)
        -> [(path: String, info: stat)]
    {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else {
            throw SiteError(file: folder.path, reason: .input(.io("no such folder")))
        }
        var result: [(path: String, info: stat)] = []
        let root = folder.resolvingSymlinksInPath().path
        for (path, info) in FolderListing.entries(in: folder.path) {
            // The listing does not follow links: a regular file it lists lies inside `folder`,
            // and only a link needs resolving (a `realpath` for each of 10,000 pages would cost
            // a rebuild more than its page).
            if info.st_mode & S_IFMT == S_IFREG {
                result.append((path, info))
                continue
            }
            let full = folder.appendingPathComponent(path)
            let target = full.resolvingSymlinksInPath().path
            var resolved = stat()
            if !target.hasPrefix(root + "/") {
                skipped.append(
                    SiteError(
                        file: folder.lastPathComponent + "/" + path,
                        reason: .input(.skipped("a link to \(target), outside \(folder.path)"))))
            } else if stat(target, &resolved) != 0 || resolved.st_mode & S_IFMT != S_IFREG {
                if resolved.st_mode & S_IFMT == S_IFDIR { continue }
                skipped.append(
                    SiteError(
                        file: folder.lastPathComponent + "/" + path,
                        reason: .input(
                            .skipped("not a regular file (a FIFO, a device or a socket)"))))
            } else {
                result.append((path, info))
            }
        }
        return result.sorted { $0.path < $1.path }
    }

    /// The bytes of the regular file at `url`, read from one descriptor opened without following
    /// a link and checked once open: a file swapped for a link after `files(in:)` looked at it
    /// is refused, not read (row 8 of round three). Under `root`, no folder below it is followed
    /// either.
    static func read(_ url: URL, under root: URL? = nil) throws(SiteError) -> [UInt8] {
        do throws(InputFileError) {
            return try InputFile.read(url, under: root)
        } catch {
            throw SiteError(file: url.path, reason: .input(.io("could not read: \(error.reason)")))
        }
    }

    /// Where to open `path` (a file `files(in: folder)` listed): the path itself, or for a link
    /// the file it leads to, which must still lie inside `folder`. Opening the target without
    /// following links means a link changed after this look leads nowhere new.
    static func target(of path: String, in folder: URL) throws(SiteError) -> URL {
        let url = folder.appendingPathComponent(path)
        var info = stat()
        guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return url }
        let target = RealPath.of(url)
        guard RealPath.contains(folder, target) else {
            throw SiteError(
                file: folder.lastPathComponent + "/" + path,
                reason: .input(.io("could not read: a link to \(target.path), outside the folder")))
        }
        return target
    }

    /// The files tutorials' `@Code` directives may name: every static file of the sources.
    var codeFiles: CodeFileIndex {
        CodeFileIndex(files: staticFiles.keys.filter { !$0.hasPrefix(BuiltInTheme.folder) })
    }
}

extension SiteSources {
    /// Reads the catalog's `Info.plist` into `catalogInfo`, or warns, naming the file, that it
    /// is not a property list dictionary: docc stops on such a file ("Unable to decode
    /// Info.plist file"); here its keys are left unread and the build goes on.
    fileprivate mutating func readInfo(of source: SiteSource, display: String) {
        guard let file = staticFiles[source.prefix + "Info.plist"] else { return }
        if let bytes = file.readBytes(), let info = CatalogInfo(plist: Data(bytes)) {
            catalogInfo[source.prefix] = info
        } else {
            skipped.append(
                SiteError(
                    file: display + "Info.plist",
                    reason: .input(
                        .skipped(
                            "Info.plist is not a property list dictionary, so none of its keys"
                                + " (CFBundleDisplayName, CDDefaultCodeListingLanguage,"
                                + " CDDefaultModuleKind, CDAppleDefaultAvailability) is read"))))
        }
    }
}
