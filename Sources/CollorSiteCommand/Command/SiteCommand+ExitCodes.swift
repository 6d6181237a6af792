import ArgumentParser
import Foundation

/// The command's exit statuses, which scripts and CI read: 0 when it did what it was asked,
/// 1 when a build failed (an error, or a warning under `--strict`) or the server could not run,
/// 2 for a usage error (an unknown option, a bad value, a missing argument), as most Unix tools
/// (ArgumentParser alone would exit 64, `EX_USAGE`).
extension SiteCommand {
    /// The status of a usage error.
    static let usageStatus: Int32 = 2

    /// ArgumentParser's `main`, with a usage error's status made 2: parses the process's
    /// arguments, runs the subcommand, and exits with its status.
    static func mainWithDocumentedStatuses() async {
        do {
            var command = try parseAsRoot()
            if var asynchronous = command as? AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(usageStatus)
        }
    }
}
