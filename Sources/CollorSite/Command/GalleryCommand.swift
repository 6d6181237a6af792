import ArgumentParser
import Foundation

/// `collor gallery [NAME] --out DIR`: writes the galleries' own files (their pages, index and
/// font) into a folder, without the rest of the site. The `collor` tool has no galleries; a site
/// executable passes its own to `SiteCommand.main(galleries:)`.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Write the galleries' pages into a folder.")

    @Argument(help: "A gallery's name to check before writing, or `all` (the default).")
    var name = "all"

    @Option(name: .shortAndLong, help: "The folder to write into.")
    var out = "_gallery"

    func run() throws {
        let galleries = SiteCommand.galleries
        guard
            name.lowercased() == "all"
                || galleries.names.contains(where: {
                    $0.lowercased() == name.lowercased()
                })
        else {
            let known = galleries.names.isEmpty ? "none" : galleries.names.joined(separator: ", ")
            throw ValidationError("unknown gallery '\(name)' (known: \(known))")
        }
        let folder = URL(fileURLWithPath: out, isDirectory: true)
        for (path, bytes) in galleries.files().sorted(by: { $0.key < $1.key }) {
            let file = folder.appendingPathComponent(path)
            do {
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(bytes).write(to: file, options: .atomic)
            } catch {
                printError("error: cannot write \(file.path): \(error.localizedDescription)")
                throw ExitCode.failure
            }
            print("wrote \(out)/\(path)")
        }
    }
}
