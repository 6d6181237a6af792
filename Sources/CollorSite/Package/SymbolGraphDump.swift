import Foundation

/// Runs `swift package dump-symbol-graph --skip-synthesized-members` in a package and finds the
/// folder it wrote.
///
/// The command can exit 1 while still writing the library graphs (it also tries synthesized test
/// modules), so success is judged by the files: the folder it names on its last lines, or else
/// the build folder's `symbolgraph/`, must hold at least one `*.symbols.json`.
enum SymbolGraphDump {
    /// What follows `swift package`.
    static let arguments = ["dump-symbol-graph", "--skip-synthesized-members"]

    /// The folder of symbol graphs. `log` hears what is run.
    static func run(in root: URL, log: (String) -> Void) throws(SiteError) -> URL {
        log("Dumping symbol graphs: swift package " + arguments.joined(separator: " "))
        let status: Int32
        let output: Data
        do {
            (status, output) = try SwiftPackageCommand.run(arguments, in: root, withErrors: true)
        } catch {
            throw SiteError(
                file: root.path,
                reason: .configuration(
                    .missingSymbolGraph(
                        module: "*",
                        detail: "could not run swift package dump-symbol-graph: \(error)")))
        }
        let text = String(decoding: output, as: UTF8.self)
        let candidates = [folder(namedIn: text)].compactMap { $0 } + buildFolders(in: root)
        if let folder = candidates.first(where: hasGraphs) { return folder }
        let tail = text.split(separator: "\n").suffix(12).joined(separator: "\n")
        throw SiteError(
            file: root.path,
            reason: .configuration(
                .missingSymbolGraph(
                    module: "*",
                    detail:
                        "swift package dump-symbol-graph wrote none (exit \(status)):\n"
                        + tail)))
    }

    /// The path after "Files written to" in the command's output.
    static func folder(namedIn output: String) -> URL? {
        for line in output.split(separator: "\n").reversed() {
            guard let range = line.range(of: "Files written to ") else { continue }
            let path = line[range.upperBound...].trimmingCharacters(in: .whitespaces)
            return path.isEmpty ? nil : URL(fileURLWithPath: path, isDirectory: true)
        }
        return nil
    }

    /// `.build/<triple>/symbolgraph` folders, sorted.
    static func buildFolders(in root: URL) -> [URL] {
        let build = root.appendingPathComponent(".build")
        let triples = (try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []
        return triples.sorted().map {
            build.appendingPathComponent($0).appendingPathComponent("symbolgraph")
        }
    }

    static func hasGraphs(_ folder: URL) -> Bool {
        !SymbolGraphFiles.modules(in: [folder]).isEmpty
    }
}
