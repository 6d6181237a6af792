import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory collor build` (or `serve`, which also needs
/// `--allow-network-connections local`): asks SwiftPM for the symbol graphs of the package's
/// library targets, then runs the `collor` tool in the package root with them.
@main
struct CollorPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "collor")
        var forwarded = arguments
        let wantsGraphs =
            ["build", "serve"].contains(arguments.first ?? "")
            && !arguments.contains("--symbol-graphs") && !arguments.contains("--help")
        if wantsGraphs {
            let options = PackageManager.SymbolGraphOptions(
                minimumAccessLevel: .public, includeSynthesized: false, includeSPI: false)
            for target in context.package.targets {
                guard let module = target as? SourceModuleTarget, module.kind == .generic else {
                    continue
                }
                let result = try packageManager.getSymbolGraph(for: target, options: options)
                forwarded += ["--symbol-graphs", result.directoryURL.path]
            }
        }
        if ["build", "serve"].contains(arguments.first ?? "")
            && !arguments.contains("--package-path")
        {
            forwarded += ["--package-path", context.package.directoryURL.path]
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = forwarded
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error(
                "collor \(arguments.first ?? "") failed (exit \(process.terminationStatus))")
            throw CollorPluginError.failed(process.terminationStatus)
        }
    }
}

/// The tool's failure, so `swift package` exits non-zero.
enum CollorPluginError: Error, CustomStringConvertible {
    case failed(Int32)

    var description: String {
        switch self {
        case .failed(let status): return "collor exited with status \(status)"
        }
    }
}
