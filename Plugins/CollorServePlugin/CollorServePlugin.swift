import PackagePlugin

/// `swift package --allow-writing-to-package-directory --allow-network-connections local
/// collor-serve`: `collor serve` with the symbol graphs from SwiftPM. A verb of its own, because
/// the permission to listen on a port would otherwise be asked of every `collor build`.
@main
struct CollorServePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try PluginRunner.run(
            ["serve"] + arguments, context: context, packageManager: packageManager)
    }
}
