import ArgumentParser
import CollorGallery
import CollorSite
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
        // Written like a site: into a folder collor owns (absent, empty or a previous output),
        // swapped in whole, never over a folder of the user's; a failed gallery leaves the
        // previous output as it was.
        let writer = GalleryWriter(folder: URL(fileURLWithPath: out, isDirectory: true))
        let rendering = writer.render(chosen)
        let report = rendering.report
        for warning in report.warnings { printError("warning: \(warning)") }
        for failure in report.failures { printError("error: \(failure)") }
        guard report.failures.isEmpty else {
            printError("error: nothing written into \(out)")
            throw ExitCode.failure
        }
        do {
            try OutputFolder(writer.folder).replace(with: rendering.files)
        } catch {
            printError("error: \(error)")
            throw ExitCode.failure
        }
        for page in report.written { printOutput("wrote \(out)/\(page)") }
    }
}
