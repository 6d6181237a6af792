import PackagePlugin

/// `swift package --allow-writing-to-package-directory collor build`: the site into `_site/`,
/// with the symbol graphs from SwiftPM. Any `collor` subcommand and option can follow the verb.
@main
struct CollorPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try PluginRunner.run(arguments, context: context, packageManager: packageManager)
    }
}
