import CollorHTML
import Foundation

/// What SwiftPM said of a package at its last dump, the folder of symbol graphs and the modules
/// its products export, reused while nothing that feeds them has changed: a warm `collor build`
/// of an unchanged package runs no `swift package` (each costs seconds).
///
/// The key (`PackageDumpKey`) is checked before each use; the record is stored in
/// `.build/collor/package-dump.json`, beside the graphs, so removing `.build` drops both.
struct PackageDumpCache {
    /// The record's path under the package root.
    static let recordPath = ".build/collor/package-dump.json"

    /// What the last dump found, under the key it was made with.
    struct Record: Codable, Equatable {
        var key: [String]
        /// The folder of symbol graphs, absolute.
        var graphs: String?
        /// The modules the package's products export, sorted.
        var products: [String]?
        /// The manifest's targets, with their folders.
        var targets: [PackageTarget]?
    }

    let root: URL
    /// The key of the package as it is now; nil when it cannot be made (no `swift`): then
    /// nothing is reused or stored.
    let key: [String]?
    private var record: Record?

    /// The cache of the package at `root`, whose site is written to `output`.
    init(root: URL, output: URL) {
        self.root = root
        key = PackageDumpKey.make(root: root, output: output)
        record = Self.read(root.appendingPathComponent(Self.recordPath))
        if record?.key != key { record = nil }
    }

    /// The folder of symbol graphs: the last dump's while the key holds and the folder still has
    /// graphs, else a new dump's (`SymbolGraphDump.run`).
    mutating func graphs(log: (String) -> Void) throws(SiteError) -> URL {
        if let path = record?.graphs {
            let folder = URL(fileURLWithPath: path, isDirectory: true)
            if SymbolGraphDump.hasGraphs(folder) {
                log(
                    "Symbol graphs unchanged since the last dump (\(Self.recordPath)): reusing "
                        + Self.display(folder, root: root))
                return folder
            }
        }
        let folder = try SymbolGraphDump.run(in: root, log: log)
        update { $0.graphs = folder.standardizedFileURL.path }
        return folder
    }

    /// The modules the package's products export: the last answer while the key holds, else
    /// `PackageProducts.read`'s.
    mutating func products() throws(SiteError) -> Set<String> {
        if let products = record?.products { return Set(products) }
        try readManifest()
        return Set(record?.products ?? [])
    }

    /// The manifest's targets: the last answer while the key holds, else `PackageTarget.read`'s.
    mutating func targets() throws(SiteError) -> [PackageTarget] {
        if let targets = record?.targets { return targets }
        try readManifest()
        return record?.targets ?? []
    }

    /// Runs `swift package dump-package` once for both the products and the targets.
    private mutating func readManifest() throws(SiteError) {
        let manifest = try PackageProducts.manifest(root: root)
        let products = try PackageProducts.exported(manifestJSON: manifest, root: root)
        let targets = try PackageTarget.targets(manifestJSON: manifest, root: root)
        update {
            $0.products = products.sorted()
            $0.targets = targets
        }
        if key == nil { record = Record(key: [], products: products.sorted(), targets: targets) }
    }

    /// Changes the record and stores it; a record that cannot be written is only not reused.
    private mutating func update(_ change: (inout Record) -> Void) {
        guard let key else { return }
        var changed = record ?? Record(key: key)
        change(&changed)
        record = changed
        let file = root.appendingPathComponent(Self.recordPath)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        guard let data = try? encoder.encode(changed) else { return }
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: file, options: .atomic)
    }

    private static func read(_ file: URL) -> Record? {
        guard let bytes = try? InputFile.read(file) else { return nil }
        return try? JSONDecoder().decode(Record.self, from: Data(bytes))
    }

    /// `folder` relative to `root` when inside it.
    private static func display(_ folder: URL, root: URL) -> String {
        let base = root.standardizedFileURL.path + "/"
        let path = folder.standardizedFileURL.path
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}
