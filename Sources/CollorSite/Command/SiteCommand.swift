import ArgumentParser
import Foundation

/// The `collor` command: `build`, `serve` and `gallery` for any package. The `collor` tool is this
/// command with no galleries; a site executable of one's own runs it with its galleries:
///
/// ```swift
/// // Sources/MySite/main.swift
/// import CollorSite
/// await SiteCommand.main(galleries: MyGalleries())
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

    /// What gallery blocks embed in this run.
    @TaskLocal static var galleries: any GalleryEmbedding = GalleryPlaceholder()

    /// Creates the command (ArgumentParser's requirement).
    public init() {}

    /// Parses the process's arguments and runs the subcommand with `galleries` embedded; exits the
    /// process with the command's status.
    public static func main(galleries: any GalleryEmbedding) async {
        await $galleries.withValue(galleries) {
            await Self.main()
        }
    }
}

/// Writes `message` and a line break to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
