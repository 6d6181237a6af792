import Foundation
import PackagePlugin

/// What both plugins do: ask SwiftPM for the symbol graphs of the library targets the package's
/// products export, then build and run the package's site executable (`SiteExecutable`, so that
/// its galleries appear), else the `collor` tool, in the package root with them. Shared by
/// symbolic links in `Plugins/CollorServePlugin/`, because a plugin cannot depend on a library
/// target.
enum PluginRunner {
    static func run(
        _ arguments: [String], context: PluginContext, packageManager: PackageManager
    ) throws {
        var arguments = arguments
        let site = try SiteExecutable.choose(in: context.package, arguments: &arguments)
        let tool = try build(site, packageManager: packageManager)
        let subcommand = arguments.first ?? ""
        var forwarded = arguments
        let buildsSite = ["build", "serve"].contains(subcommand)
        if buildsSite && !arguments.contains("--symbol-graphs") && !arguments.contains("--help") {
            let options = PackageManager.SymbolGraphOptions(
                minimumAccessLevel: .public, includeSynthesized: false, includeSPI: false)
            // The targets the package's library and executable products export: a
            // test-support target gets no API pages (every library target when no product
            // names one).
            let exported = Set(
                context.package.products.filter { $0 is LibraryProduct || $0 is ExecutableProduct }
                    .flatMap { $0.targets.map(\.id) })
            for target in context.package.targets {
                guard let module = target as? SourceModuleTarget, module.kind == .generic,
                    exported.isEmpty || exported.contains(target.id)
                else {
                    continue
                }
                let result = try packageManager.getSymbolGraph(for: target, options: options)
                forwarded += ["--symbol-graphs", result.directoryURL.path]
            }
        }
        if buildsSite && !arguments.contains("--package-targets") && !arguments.contains("--help") {
            forwarded += [
                "--package-targets", try writeTargets(of: context.package, in: context).path,
            ]
        }
        if buildsSite && !arguments.contains("--package-path") {
            forwarded += ["--package-path", context.package.directoryURL.path]
        }
        if subcommand == "serve" && !arguments.contains("--help") {
            // The server ends when this process does, even when it is killed and forwards
            // nothing (SwiftPM answers Ctrl-C by ending the plugin).
            forwarded += ["--parent-pid", "\(ProcessInfo.processInfo.processIdentifier)"]
        }
        let process = Process()
        process.executableURL = tool
        process.arguments = forwarded
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        // After the start, so that the tool does not inherit the ignored signals.
        let forwarding = forwardSignals(to: process)
        process.waitUntilExit()
        forwarding.forEach { $0.cancel() }
        let stopped = [SIGINT, SIGTERM].contains(process.terminationStatus)
        // Ctrl-C or a TERM stops the tool, as asked: not a failure to report.
        if process.terminationReason == .uncaughtSignal && stopped { return }
        guard process.terminationStatus == 0 else {
            Diagnostics.error(
                "\(site ?? "collor") \(subcommand) failed (exit \(process.terminationStatus))")
            throw PluginFailure(status: process.terminationStatus)
        }
    }

    /// Writes the package's targets, each with its kind and folder, in the shape of `swift
    /// package dump-package`'s JSON, for the tool to find each target's catalogs: the tool may
    /// not run `dump-package` itself, because SwiftPM holds its lock while this plugin runs.
    private static func writeTargets(of package: Package, in context: PluginContext) throws
        -> URL
    {
        let root = package.directoryURL.standardizedFileURL.path
        var targets: [[String: String]] = []
        for target in package.targets {
            guard let module = target as? SourceModuleTarget else { continue }
            let type: String
            switch module.kind {
            case .generic: type = "regular"
            case .executable: type = "executable"
            case .test: type = "test"
            case .macro: type = "macro"
            case .snippet: type = "snippet"
            @unknown default: continue
            }
            guard
                let folder = (target as? SwiftSourceModuleTarget)?.directoryURL
                    ?? (target as? ClangSourceModuleTarget)?.directoryURL
            else { continue }
            var path = folder.standardizedFileURL.path
            if path.hasPrefix(root + "/") { path = String(path.dropFirst(root.count + 1)) }
            targets.append(["name": target.name, "type": type, "path": path])
        }
        try FileManager.default.createDirectory(
            at: context.pluginWorkDirectoryURL, withIntermediateDirectories: true)
        let file = context.pluginWorkDirectoryURL.appendingPathComponent("package-targets.json")
        let data = try JSONSerialization.data(
            withJSONObject: ["targets": targets], options: [.sortedKeys, .prettyPrinted])
        try data.write(to: file)
        return file
    }

    /// Builds the site executable `name`, else the `collor` tool (debug, as `swift run` would)
    /// and returns its path. Built here, in the package's own build, not declared as the
    /// plugin's tool: SwiftPM builds a plugin's tools and every module under them a second time
    /// for the host (`-tool` modules), minutes of compiling on the first run for a binary that
    /// `swift build` has all the modules of already.
    private static func build(_ name: String?, packageManager: PackageManager) throws -> URL {
        if let name {
            print("Building \(name), the package's site executable (its galleries appear)")
        } else {
            print("Building collor")
        }
        let product = name ?? "collor"
        let result = try packageManager.build(
            .product(product), parameters: PackageManager.BuildParameters(configuration: .debug))
        guard result.succeeded,
            let executable = result.builtArtifacts.first(where: { $0.kind == .executable })
        else {
            print(result.logText)
            throw PluginUsageError(
                message: name == nil
                    ? "building the collor tool failed"
                    : "building the site executable \(product) failed")
        }
        return executable.url
    }

    /// Sources that pass SIGINT and SIGTERM on to `process`: the tool runs in this process's
    /// group, which the terminal's Ctrl-C may not reach.
    private static func forwardSignals(to process: Process) -> [any DispatchSourceSignal] {
        [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                if process.isRunning { kill(process.processIdentifier, number) }
            }
            source.resume()
            return source
        }
    }
}

/// The tool's failure, so `swift package` exits non-zero.
struct PluginFailure: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "collor exited with status \(status)" }
}
