import ArgumentParser
import CollorGallery
import Foundation

/// `collor gallery [NAME] --out DIR`: writes galleries' pages (and, for several, their index and
/// the font) into a folder, without the rest of the site. The `collor` tool has no galleries; a
/// site executable passes its own to `SiteCommand.main(galleries:)`.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Write the galleries' pages into a folder.")

    @Argument(help: "A gallery's name or title, or `all` (the default).")
    var name = "all"

    @Option(name: .shortAndLong, help: "The folder to write into.")
    var out = "_gallery"

    func run() throws {
        let all = SiteCommand.galleries
        guard !all.isEmpty else {
            throw ValidationError(
                "no galleries: run `gallery` from a site executable that passes its galleries to "
                    + "SiteCommand.main(galleries:)")
        }
        let chosen: [any Gallery]
        do {
            chosen = name.lowercased() == "all" ? all : [try all.gallery(named: name)]
        } catch {
            throw ValidationError("\(error)")
        }
        let report: GalleryWriter.Report
        do {
            report = try GalleryWriter(folder: URL(fileURLWithPath: out, isDirectory: true))
                .write(chosen)
        } catch {
            printError("error: cannot write into \(out): \(error.localizedDescription)")
            throw ExitCode.failure
        }
        for warning in report.warnings { printError("warning: \(warning)") }
        for failure in report.failures { printError("error: \(failure)") }
        for page in report.written { print("wrote \(out)/\(page)") }
        if !report.failures.isEmpty { throw ExitCode.failure }
    }
}
