import Foundation

/// Runs `swift package …` in a package to its end, for what only SwiftPM knows: the symbol
/// graphs it dumps, the products its manifest declares (and `swift --version`, which their
/// cache's key holds).
enum SwiftPackageCommand {
    /// The command's exit status and standard output; its errors go into the output when
    /// `withErrors`, else are dropped.
    ///
    /// - Throws: Foundation's error when `swift` cannot be started.
    static func run(_ arguments: [String], in root: URL, withErrors: Bool) throws -> (
        status: Int32, output: Data
    ) {
        try swift(["package"] + arguments, in: root, withErrors: withErrors)
    }

    /// Stands in for starting `swift` in the task that sets it: a test proves with it which
    /// commands a build would start (under the plugins, none may: SwiftPM holds its lock).
    @TaskLocal static var standIn: (@Sendable ([String]) -> (status: Int32, output: Data))?

    /// `swift` with `arguments` (`--version`), as `run`.
    static func swift(_ arguments: [String], in root: URL, withErrors: Bool) throws -> (
        status: Int32, output: Data
    ) {
        if let standIn { return standIn(arguments) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = root
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = withErrors ? pipe : FileHandle.nullDevice
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}
