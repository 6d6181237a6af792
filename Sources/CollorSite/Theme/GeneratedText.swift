import CollorHTML
import Foundation

/// Titles and paths as a generated page's blocks hold them: shown as written, on one line.
enum GeneratedText {
    /// `text` on one line: its line breaks as spaces (a title in a list, a description).
    static func line(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }

    /// `text` on one line without spaces or tabs at its ends, as a heading shows it.
    static func trimmedLine(_ text: String) -> String {
        line(text).trimmingCharacters(in: CharacterSet(charactersIn: " \t"))
    }

    /// `text` on one line without spaces or tabs at its end, as the end of a paragraph shows it.
    static func lineEnd(_ text: String) -> String {
        var result = line(text)
        while result.last == " " || result.last == "\t" { result.removeLast() }
        return result
    }

    /// A link's destination: percent-encoded by the one encoder (`URLPath.encoded(_:)`), so that
    /// a path holds nothing that reads as something else (`%`, `#`, `?`, a scheme's `:`); the
    /// link resolver decodes it.
    static func destination(_ path: String) -> String { URLPath.encoded(path) }
}
