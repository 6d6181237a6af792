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

/// `message` with every control character but the line break and tab written as `\u{1B}`:
/// titles, file names and symbol names come from input, and an escape sequence in them must
/// not reach the terminal.
func terminalSafe(_ message: String) -> String {
    guard message.unicodeScalars.contains(where: isUnsafeInTerminal) else { return message }
    var result = ""
    for scalar in message.unicodeScalars {
        if isUnsafeInTerminal(scalar) {
            result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
    return result
}

private func isUnsafeInTerminal(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value < 0x20 && scalar != "\n" && scalar != "\t")
        || (0x7F...0x9F).contains(scalar.value)
}
