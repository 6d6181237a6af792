import ArgumentParser

/// `collor`: builds Collor's documentation site and example galleries.
struct CollorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "collor",
        abstract:
            "Render Collor collection models to positioned HTML pages and build the documentation site.",
        version: "0.1.0",
        subcommands: [GalleryCommand.self]
    )
}
