import ArgumentParser
import CollorGallery
import CollorSite
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
    /// The command's name, help and subcommands: named after the executable that runs (a site
    /// executable is not `collor`), with its own version and this package's.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: identity.name,
            abstract: "Build and preview the documentation site of a Swift package.",
            discussion: """
                Run in a package root: the docs are found (collor.yml's docs:, Sources/*/*.docc, \
                or Docs/), the symbol graphs dumped, and the site written to _site/.
                """,
            version: identity.version,
            subcommands: [BuildCommand.self, ServeCommand.self, GalleryCommand.self]
        )
    }

    /// The galleries of this run: what gallery blocks embed and `gallery` writes.
    @TaskLocal static var galleries: [any Gallery] = []

    /// The name and version this run shows in help, errors and `--version`.
    @TaskLocal static var identity = Identity(name: nil, version: nil)

    /// Creates the command (ArgumentParser's requirement).
    public init() {}

    /// Parses the process's arguments and runs the subcommand with `galleries` embedded; exits the
    /// process with the command's status.
    ///
    /// - Parameters:
    ///   - commandName: The name help and errors show; by default the running executable's file
    ///     name (`collor`, or a site executable's own, `MySite`).
    ///   - version: The site executable's own version, shown by `--version` beside Collor's.
    ///   - galleries: The galleries the site shows, each on its page, and that its pages embed.
    public static func main(
        galleries: [any Gallery], commandName: String? = nil, version: String? = nil
    ) async {
        await $identity.withValue(Identity(name: commandName, version: version)) {
            await $galleries.withValue(galleries) {
                await Self.mainWithDocumentedStatuses()
            }
        }
    }
}

/// The galleries recorded and ready to embed, with their failures printed (their warnings are
/// the site's: `PackageSite` adds them to each build's).
func liveGalleries() -> LiveGalleries {
    let live = LiveGalleries(SiteCommand.galleries)
    for message in live.failures { printError("error: gallery \(message)") }
    return live
}

/// Writes an error's line to the command's one stream (`CommandOutput`).
func printError(_ message: String) {
    CommandOutput.line(message)
}

/// Writes a line of progress to the command's one stream (`CommandOutput`), in order with the
/// diagnostics.
func printOutput(_ message: String) {
    CommandOutput.line(message)
}
