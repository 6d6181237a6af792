import ArgumentParser
import CollorGallery
import Foundation

/// The `collor` command: `build`, `serve` and `gallery` for any package. The `collor` tool is this
/// command with no galleries; a site executable of one's own runs it with its galleries:
///
/// ```swift
/// // Sources/MySite/main.swift
/// import CollorSite
/// import MyPackage
/// await SiteCommand.main(galleries: [RosterGallery()])
/// ```
/// and `swift run MySite build` (or `serve`) in the package root builds the site with them.
public struct SiteCommand: AsyncParsableCommand {
    /// The command's name, help and subcommands.
    public static let configuration = CommandConfiguration(
        commandName: "collor",
        abstract: "Build and preview the documentation site of a Swift package.",
        discussion: """
            Run in a package root: the docs are found (collor.yml's docs:, Sources/*/*.docc, or \
            Docs/), the symbol graphs dumped, and the site written to _site/.
            """,
        version: "0.1.0",
        subcommands: [BuildCommand.self, ServeCommand.self, GalleryCommand.self]
    )

    /// The galleries of this run: what gallery blocks embed and `gallery` writes.
    @TaskLocal static var galleries: [any Gallery] = []

    /// Creates the command (ArgumentParser's requirement).
    public init() {}

    /// Parses the process's arguments and runs the subcommand with `galleries` embedded; exits the
    /// process with the command's status.
    public static func main(galleries: [any Gallery]) async {
        await $galleries.withValue(galleries) {
            await Self.main()
        }
    }
}

/// The galleries recorded and ready to embed, with their warnings and failures printed.
func liveGalleries() -> LiveGalleries {
    let live = LiveGalleries(SiteCommand.galleries)
    for message in live.warnings { print("warning: \(message)") }
    for message in live.failures { printError("error: gallery \(message)") }
    return live
}

/// Writes `message` and a line break to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
