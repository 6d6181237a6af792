import Foundation

/// The command's one stream. Progress, notes, warnings, errors and summaries all go to standard
/// error, each line written at once (standard error is not buffered), so whatever captures the
/// command, a pipe, a CI runner reading two pipes, a terminal, holds them in the order they
/// happened. Standard output is left to what a program reads: help and `--version`.
enum CommandOutput {
    /// Writes `message` and a line break, terminal-safe (`terminalSafe(_:)`).
    static func line(_ message: String) {
        FileHandle.standardError.write(Data((terminalSafe(message) + "\n").utf8))
    }
}
