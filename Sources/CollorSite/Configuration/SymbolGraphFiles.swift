import Foundation

/// Symbol graph files (`swift package dump-symbol-graph`'s output) grouped by module:
/// `Module.symbols.json` and its extension graphs `Module@Other.symbols.json` belong to `Module`.
package enum SymbolGraphFiles {
    /// The module a file belongs to, or nil when the name is not a symbol graph's.
    package static func module(ofFile name: String) -> String? {
        guard name.hasSuffix(".symbols.json") else { return nil }
        let stem = name.dropLast(".symbols.json".count)
        let module = stem.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)[0]
        return module.isEmpty ? nil : String(module)
    }

    /// Every module with a graph in `folders` (not recursive), each with its files sorted.
    package static func modules(in folders: [URL]) -> [String: [URL]] {
        var modules: [String: [URL]] = [:]
        for folder in folders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names {
                guard let module = module(ofFile: name) else { continue }
                modules[module, default: []].append(folder.appendingPathComponent(name))
            }
        }
        return modules.mapValues { $0.sorted { $0.lastPathComponent < $1.lastPathComponent } }
    }

    /// `files` grouped by module, each group sorted.
    static func group(_ files: [URL]) -> [String: [URL]] {
        var modules: [String: [URL]] = [:]
        for file in files {
            guard let module = module(ofFile: file.lastPathComponent) else { continue }
            modules[module, default: []].append(file)
        }
        return modules.mapValues { $0.sorted { $0.lastPathComponent < $1.lastPathComponent } }
    }
}
