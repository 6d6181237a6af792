import ArgumentParser

/// `collor`: builds Collor's documentation site and example galleries. The entry point: `@main`
/// rather than a `main.swift`, because top-level `CollorCommand.main()` resolves to the synchronous
/// overload, which cannot run the async `collor serve`.
@main
struct CollorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "collor",
        abstract:
            "Render Collor collection models to positioned HTML pages and build the documentation site.",
        version: "0.1.0",
        subcommands: [BuildCommand.self, ServeCommand.self, GalleryCommand.self]
    )
}
