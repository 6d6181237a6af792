import CollorHTML
import CollorMarkdown
import Foundation

/// A package's documentation site: what `collor build` finds in a package root, from its
/// `collor.yml` and its layout, with the command line's overrides on top.
///
/// - Docs: `--source`, else `docs:` in `collor.yml`, else each target's catalog (any `*.docc`
///   folder in the folder the manifest gives the target, `path:` or SwiftPM's default), else
///   `Docs/` or `docs/` when it holds markdown. The first markdown folder is the site's root;
///   each catalog's articles go under its module's name, the module of the target that holds
///   it (`Sources/Other/Docs.docc` of `.target(name: "Kit", path: "Sources/Other")` documents
///   `Kit`, as swift-docc-plugin hands it to docc).
/// - Symbol graphs: the `--symbol-graphs` folders, else `swift package dump-symbol-graph` is run
///   in a package (a folder with `Package.swift`), or its last dump reused while nothing that
///   feeds it changed (`PackageDumpCache`); a plain folder of docs gets no API reference.
///   `modules:` lists the modules to document; without it, in a package, the modules its library
///   and executable products export (`PackageProducts`), so test and test-support targets get no
///   API pages; outside a package, every module found.
/// - Strict: `--strict` or `strict: true` turns every warning into an error.
/// - Title: `title:`, else the package's name.
public struct PackageSite: Sendable {
    /// What the command line sets; nil or empty leaves the decision to `collor.yml` and discovery.
    public struct Options: Sendable {
        /// The package root.
        public var root: URL
        /// A docs folder or catalog (`--source`), instead of `docs:` and discovery.
        public var source: String?
        /// The output folder (`--output`).
        public var output: String?
        /// The site's public address (`--base-url`).
        public var baseURL: String?
        /// Folders of `*.symbols.json` (`--symbol-graphs`); empty runs the dump in a package.
        public var symbolGraphs: [String]
        /// Every warning fails the build (`--strict`), whatever `strict:` says.
        public var strict: Bool
        /// The build report lists every page's sections and links (`--report`).
        public var recordsPages = false
        /// Code blocks' info strings are read as DocC's code-block annotations
        /// (`--enable-experimental-code-block-annotations`), whatever `collor.yml` says.
        public var codeBlockAnnotations = false
        /// The platforms the documentation is built for (`--platform`, docc's option); those
        /// in beta mark the symbols introduced in their version or later.
        public var platforms: [PlatformArgument] = []
        /// A JSON file of the manifest's targets (`--package-targets`), which the plugins write:
        /// each target's folder holds its catalogs, known without running `swift package`.
        public var packageTargets: String?

        /// Options for the package at `root`.
        public init(
            root: URL, source: String? = nil, output: String? = nil, baseURL: String? = nil,
            symbolGraphs: [String] = [], strict: Bool = false
        ) {
            self.root = root
            self.source = source
            self.output = output
            self.baseURL = baseURL
            self.symbolGraphs = symbolGraphs
            self.strict = strict
        }
    }

    /// The configuration to build with.
    public var configuration: SiteConfiguration
    /// Problems that do not stop the build (unknown keys, no docs found).
    public var warnings: [SiteError]

    /// Reads `collor.yml` and the package's layout. `dumpSymbolGraphs` runs only when `options`
    /// names no symbol graph folder and `root` holds a `Package.swift`; by default it runs
    /// `swift package dump-symbol-graph`. `readProducts` gives the modules the package's products
    /// export, when `root` holds a `Package.swift` and `collor.yml` has no `modules:`; by default
    /// it runs `swift package dump-package`, and when that fails every module is documented,
    /// with a warning. `readTargets` gives the manifest's targets, whose folders hold the
    /// catalogs; by default it reads `options.packageTargets`, else runs `swift package
    /// dump-package` unless symbol graphs are given or `dumpSymbolGraphs` or `readProducts`
    /// stands in for SwiftPM, and without targets catalogs are looked for in `Sources/*/`, each
    /// documenting its folder's name.
    ///
    /// - Throws: `SiteError` naming `collor.yml`'s line, column and key for a bad value, a
    ///   missing docs folder or theme, or a listed module without a symbol graph.
    public init(
        options: Options, galleries: any GalleryEmbedding = GalleryPlaceholder(),
        log: (String) -> Void = { _ in },
        dumpSymbolGraphs: ((URL) throws(SiteError) -> URL)? = nil,
        readProducts: ((URL) throws(SiteError) -> Set<String>)? = nil
    ) throws(SiteError) {
        try self.init(
            options: options, galleries: galleries, log: log, dumpSymbolGraphs: dumpSymbolGraphs,
            readProducts: readProducts, readTargets: nil)
    }

    /// As the public initializer, with `readTargets` standing in for the manifest's targets.
    init(
        options: Options, galleries: any GalleryEmbedding = GalleryPlaceholder(),
        log: (String) -> Void = { _ in },
        dumpSymbolGraphs: ((URL) throws(SiteError) -> URL)? = nil,
        readProducts: ((URL) throws(SiteError) -> Set<String>)? = nil,
        readTargets: ((URL) throws(SiteError) -> [PackageTarget])?
    ) throws(SiteError) {
        let root = options.root.standardizedFileURL
        var file = ConfigurationFile()
        var warnings: [SiteError] = []
        let fileURL = root.appendingPathComponent(ConfigurationFile.fileName)
        let fileContents = ConfigurationOrigin.contents(of: fileURL)
        if FileManager.default.fileExists(atPath: fileURL.path) {
            (file, warnings) = try ConfigurationFile.read(fileURL)
        }
        let locate = Locator(root: root, file: file)
        let output: URL
        if let path = options.output {
            output = locate.url(path)
        } else {
            output = try locate.inside(locate.url(file.output ?? "_site"), key: "output")
        }
        // SwiftPM's answers, reused while nothing that feeds them changed (`PackageDumpCache`).
        var cache: PackageDumpCache?
        if options.symbolGraphs.isEmpty, Self.isPackage(root),
            dumpSymbolGraphs == nil || (readProducts == nil && file.modules == nil)
        {
            cache = PackageDumpCache(root: root, output: output)
        }
        var targets: [PackageTarget]?
        if Self.readsCatalogs(options: options, file: file, locate: locate) {
            if let readTargets, Self.isPackage(root) {
                targets = try? readTargets(root)
            } else if let path = options.packageTargets {
                // Given, it is read in any folder: a catalog outside its package (a check, a
                // generated package) still documents the module the file names.
                targets = try PackageTarget.read(file: locate.url(path), root: root)
            } else if Self.isPackage(root), dumpSymbolGraphs == nil, readProducts == nil,
                options.symbolGraphs.isEmpty
            {
                // Given symbol graphs mean SwiftPM ran already, and may be running us (the
                // plugins hold its lock: `dump-package` would wait for it forever, so they give
                // the targets); then, and without targets, catalogs are found by their folders.
                // A failed dump-package is warned about when the products are read.
                var dump = cache ?? PackageDumpCache(root: root, output: output)
                targets = try? dump.targets()
                cache = dump
            }
        }
        let sources = try Self.sources(
            options: options, file: file, locate: locate, targets: targets)
        if sources.isEmpty {
            warnings.append(
                SiteError(
                    file: root.path,
                    reason: .configuration(
                        .missingDocumentation(
                            "no documentation found (no 'docs:' in collor.yml, no Sources/*/*.docc "
                                + "catalog, no Docs/ or docs/ folder with markdown): only the API "
                                + "reference is built"))))
        }
        var theme: URL?
        if let path = file.theme {
            theme = try locate.folder(path, key: "theme")
        } else if let first = sources.first(where: { $0.module == nil }) {
            let own = first.folder.appendingPathComponent("theme")
            theme = Self.isFolder(own) ? own : nil
        }
        if let theme, Locator.contains(theme, output) || Locator.contains(output, theme) {
            let detail =
                "the theme and the output may not hold each other (theme \(theme.path), output "
                + "\(output.path)): each build would copy the site into the next"
            guard file.theme != nil else {
                throw SiteError(
                    file: "--output", reason: .configuration(.invalidValue(key: "output", detail)))
            }
            throw file.error(key: "theme", .configuration(.invalidValue(key: "theme", detail)))
        }
        let folders: [URL]
        if options.symbolGraphs.isEmpty && !Self.isPackage(root) {
            // A plain folder of markdown has no modules: nothing to dump, and no API reference.
            folders = []
        } else if options.symbolGraphs.isEmpty {
            if let dumpSymbolGraphs {
                folders = [try dumpSymbolGraphs(root)]
            } else if var dump = cache {
                folders = [try dump.graphs(log: log)]
                cache = dump
            } else {
                folders = [try SymbolGraphDump.run(in: root, log: log)]
            }
        } else {
            folders = options.symbolGraphs.map { locate.url($0) }
        }
        // The graphs of every target of the package, which the build dumped: by default only
        // the modules its products export get pages. Graphs a user names (`--symbol-graphs`,
        // the plugin's) are the modules they chose, and reading the products would cost a
        // SwiftPM process (0.5 s, 80 MB) on every build.
        var exported: Set<String>?
        if file.modules == nil, options.symbolGraphs.isEmpty, !folders.isEmpty, Self.isPackage(root)
        {
            do throws(SiteError) {
                if let readProducts {
                    exported = try readProducts(root)
                } else if var dump = cache {
                    exported = try dump.products()
                } else {
                    exported = try PackageProducts.read(root: root)
                }
            } catch {
                warnings.append(error)
            }
        }
        let graphs = try Self.symbolGraphs(in: folders, file: file, exported: exported)
        if sources.isEmpty && graphs.isEmpty {
            throw SiteError(
                file: root.path,
                reason: .configuration(
                    .missingDocumentation(
                        folders.isEmpty
                            ? "nothing to document: no docs, and no Package.swift whose symbol "
                                + "graphs to dump"
                            : "nothing to document: no docs and no symbol graph in "
                                + folders.map(\.path).joined(separator: ", "))))
        }
        if let baseURL = options.baseURL, !ConfigurationFile.isHTTPURL(baseURL) {
            throw SiteError(
                file: "--base-url",
                reason: .configuration(
                    .invalidValue(
                        key: "base_url",
                        "expected an http:// or https:// address, found '\(baseURL)'")))
        }
        configuration = SiteConfiguration(
            sources: sources,
            output: output,
            siteTitle: file.title ?? PackageName.read(root: root), theme: theme,
            baseURL: options.baseURL ?? file.baseURL, symbolGraphs: graphs,
            galleries: galleries, navigation: file.navigation ?? [])
        let snippets = root.appendingPathComponent("Snippets")
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: snippets.path, isDirectory: &isFolder),
            isFolder.boolValue
        {
            configuration.snippets = snippets
        }
        configuration.strict = options.strict || file.strict == true
        configuration.codeBlockAnnotations =
            options.codeBlockAnnotations || file.codeBlockAnnotations == true
        configuration.betaPlatforms = PlatformArgument.betaPlatforms(options.platforms)
        configuration.recordsPages = options.recordsPages
        // A gallery's warnings are the build's, so that a strict build fails on them too.
        if let live = galleries as? LiveGalleries {
            warnings += live.warnings.map { SiteError(file: "galleries", reason: .gallery($0)) }
        }
        configuration.warnings = warnings
        // Read again as it was read now, when `collor.yml` changes while serving; a caller's
        // own SwiftPM stand-ins are not kept, and such a configuration is not read again.
        if dumpSymbolGraphs == nil && readProducts == nil {
            configuration.origin = ConfigurationOrigin(file: fileURL, contents: fileContents) {
                () throws(SiteError) in
                try PackageSite(options: options, galleries: galleries).configuration
            }
        }
        self.warnings = warnings
    }

    /// Whether the sources hold a catalog, or are discovered: then the manifest's targets tell
    /// each catalog's module.
    private static func readsCatalogs(
        options: Options, file: ConfigurationFile, locate: Locator
    ) -> Bool {
        if let source = options.source { return locate.url(source).pathExtension == "docc" }
        if let docs = file.docs { return docs.contains { locate.url($0).pathExtension == "docc" } }
        return true
    }

    private static func sources(
        options: Options, file: ConfigurationFile, locate: Locator, targets: [PackageTarget]?
    ) throws(SiteError) -> [SiteSource] {
        var folders: [URL] = []
        if let source = options.source {
            folders = [try locate.folder(source, key: nil)]
        } else if let docs = file.docs {
            for path in docs { folders.append(try locate.folder(path, key: "docs")) }
        } else {
            folders = discover(root: locate.root, targets: targets)
        }
        var result: [SiteSource] = []
        var hasRoot = false
        for folder in folders {
            if folder.pathExtension == "docc" {
                result.append(
                    .catalog(
                        folder,
                        module: module(ofCatalog: folder, root: locate.root, targets: targets)))
            } else if !hasRoot {
                result.append(SiteSource(folder: folder))
                hasRoot = true
            } else {
                result.append(SiteSource(folder: folder, prefix: folder.lastPathComponent))
            }
        }
        return result
    }

    /// Each target's catalogs, else `Docs/` or `docs/` when it holds markdown. Without the
    /// manifest's targets, the catalogs in `Sources/*/`.
    static func discover(root: URL, targets: [PackageTarget]? = nil) -> [URL] {
        if let targets {
            let catalogs = Self.catalogs(of: targets, root: root)
            return catalogs.isEmpty ? markdownFolder(root: root) : catalogs
        }
        let sourcesFolder = root.appendingPathComponent("Sources")
        let targets =
            (try? FileManager.default.contentsOfDirectory(atPath: sourcesFolder.path)) ?? []
        var catalogs: [URL] = []
        for target in targets.sorted() where !target.hasPrefix(".") {
            let folder = sourcesFolder.appendingPathComponent(target)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".docc") {
                let catalog = folder.appendingPathComponent(name)
                if isFolder(catalog) { catalogs.append(catalog) }
            }
        }
        return catalogs.isEmpty ? markdownFolder(root: root) : catalogs
    }

    /// `Docs/` or `docs/` when it holds markdown.
    private static func markdownFolder(root: URL) -> [URL] {
        for name in ["Docs", "docs"] {
            let folder = root.appendingPathComponent(name)
            if isFolder(folder), holdsMarkdown(folder) { return [folder] }
        }
        return []
    }

    /// The `*.docc` folders in the folders of the documented targets, at any depth (SwiftPM
    /// takes a catalog anywhere in its target), a catalog in nested targets' folders counting
    /// for the innermost; ordered by path.
    static func catalogs(of targets: [PackageTarget], root: URL) -> [URL] {
        var found: Set<[String]> = []
        for target in targets where target.isDocumented {
            let folder = target.folder(root: root).standardizedFileURL
            guard
                let walk = FileManager.default.enumerator(
                    at: folder, includingPropertiesForKeys: [.isDirectoryKey],
                    options: [.skipsHiddenFiles])
            else { continue }
            for case let url as URL in walk where url.pathExtension == "docc" {
                walk.skipDescendants()
                if isFolder(url) { found.insert(url.standardizedFileURL.pathComponents) }
            }
        }
        return found.sorted { $0.lexicographicallyPrecedes($1) }.map {
            URL(fileURLWithPath: NSString.path(withComponents: $0), isDirectory: true)
        }
    }

    /// The module of the target whose folder holds `catalog` (the innermost); without targets,
    /// or outside them: `Sources/MyLib/Anything.docc` documents `MyLib`; a catalog elsewhere,
    /// its own stem.
    static func module(ofCatalog catalog: URL, root: URL, targets: [PackageTarget]? = nil)
        -> String
    {
        let path = RealPath.of(catalog).pathComponents
        let owner = (targets ?? []).filter(\.isDocumented).map { target in
            (target, RealPath.of(target.folder(root: root)).pathComponents)
        }
        .filter { path.starts(with: $0.1) }
        .max { $0.1.count < $1.1.count }
        if let owner { return owner.0.module }
        let parent = catalog.deletingLastPathComponent()
        if parent.deletingLastPathComponent().standardizedFileURL.path
            == root.appendingPathComponent("Sources").standardizedFileURL.path
        {
            return parent.lastPathComponent
        }
        return catalog.deletingPathExtension().lastPathComponent
    }

    /// The graphs of the modules `modules:` lists, else of those in `exported` (nil: all).
    private static func symbolGraphs(
        in folders: [URL], file: ConfigurationFile, exported: Set<String>?
    ) throws(SiteError) -> [URL] {
        let modules = SymbolGraphFiles.modules(in: folders)
        guard let wanted = file.modules else {
            return modules.keys.sorted()
                .filter { exported?.contains($0) ?? true }
                .flatMap { modules[$0] ?? [] }
        }
        var graphs: [URL] = []
        for module in wanted {
            guard let files = modules[module] else {
                let found = modules.keys.sorted().joined(separator: ", ")
                throw file.error(
                    key: "modules",
                    .configuration(
                        .missingSymbolGraph(
                            module: module,
                            detail: "'modules' lists it, but "
                                + folders.map(\.path).joined(separator: ", ")
                                + " holds graphs of \(found.isEmpty ? "no module" : found)")))
            }
            graphs += files
        }
        return graphs
    }

    /// Whether `root` is a Swift package: it holds a `Package.swift`.
    static func isPackage(_ root: URL) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path)
    }

    static func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }

    private static func holdsMarkdown(_ folder: URL) -> Bool {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else {
            return false
        }
        for case let path as String in enumerator where path.hasSuffix(".md") { return true }
        return false
    }
}

/// Resolves paths of `collor.yml` and the command line against the package root, with errors that
/// point at the key that named them.
private struct Locator {
    var root: URL
    var file: ConfigurationFile

    func url(_ path: String) -> URL {
        path.hasPrefix("/")
            ? URL(fileURLWithPath: path).standardizedFileURL
            : root.appendingPathComponent(path).standardizedFileURL
    }

    /// `url` with its symbolic links resolved, which must lie inside the package: `collor.yml`
    /// is part of the package, so what it names may not publish files from elsewhere (paths on
    /// the command line are the user's own choice). `key` is the key that named it.
    func inside(_ url: URL, key: String) throws(SiteError) -> URL {
        let resolved = Self.resolved(url)
        guard Self.contains(Self.resolved(root), resolved) else {
            throw file.error(
                key: key,
                .configuration(
                    .invalidValue(
                        key: key,
                        "\(resolved.path) is outside the package (\(root.path)): name a folder "
                            + "inside it, or pass the path on the command line")))
        }
        return resolved
    }

    /// Whether `inner` is `outer` or lies under it, both resolved.
    static func contains(_ outer: URL, _ inner: URL) -> Bool { RealPath.contains(outer, inner) }

    /// `url` with its symbolic links resolved (see `RealPath.of(_:)`).
    static func resolved(_ url: URL) -> URL { RealPath.of(url) }

    /// `path` as a folder that exists, its links resolved; `key` is the `collor.yml` key that
    /// named it (and then it must lie inside the package), nil for the command line's `--source`.
    func folder(_ path: String, key: String?) throws(SiteError) -> URL {
        let folder = url(path)
        if let key, PackageSite.isFolder(folder) { return try inside(folder, key: key) }
        guard PackageSite.isFolder(folder) else {
            guard let key else {
                throw SiteError(
                    file: "--source",
                    reason: .configuration(.missingDocumentation("no folder at \(folder.path)")))
            }
            throw file.error(
                key: key, .configuration(.invalidValue(key: key, "no folder at \(folder.path)")))
        }
        return Self.resolved(folder)
    }
}
