import CollorMarkdown
import Foundation

/// An error (or, in a build report, a warning) of the documentation site: where it happened and why.
///
/// Positions are 1-based; `line` and `column` are 0 when the problem concerns a whole file
/// (an unreadable file, an output folder that does not belong to `collor build`).
public struct SiteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Why the build failed or warned.
    public enum Reason: Equatable, Sendable {
        /// A page's problem, as the markdown renderer reports it (a broken link, bad front
        /// matter, an unknown directive).
        case markdown(MarkdownDiagnostic.Reason)
        /// Two sources would write the same output file.
        case duplicateOutput(String)
        /// The output folder is not empty and was not written by `collor build`.
        case outputNotOwned
        /// A previous output holds files that `collor build` did not write; nothing is deleted.
        case foreignFiles([String])
        /// A symbol graph or data file could not be decoded.
        case invalidData(String)
        /// Reading or writing a file failed.
        case io(String)
        /// A YAML document is malformed or uses what collor refuses (anchors, aliases, complex
        /// keys, deep nesting, too many bytes).
        case invalidYAML(String)
        /// A `collor.yml` key has a value of the wrong type or an unusable value.
        case invalidConfiguration(key: String, String)
        /// A `collor.yml` key that collor does not know (a warning).
        case unknownKey(String, known: [String])
        /// No documentation was found where the package or the configuration says it is.
        case missingDocumentation(String)
        /// A module to document has no symbol graph.
        case missingSymbolGraph(module: String, detail: String)
        /// A file's path, made from input, would leave the output folder or pass through a
        /// symbolic link: nothing is written there.
        case unsafeOutputPath(String, String)
        /// A temporary or retired sibling of the output, left by an interrupted build, holds
        /// what collor did not write (listed); it is kept, and the build stops.
        case leftoverKept([String])
    }

    /// The file concerned, relative to the site's source folder when it is inside it.
    public var file: String
    /// 1-based line, or 0 for the whole file.
    public var line: Int
    /// 1-based column in bytes, or 0 for the whole line or file.
    public var column: Int
    /// What went wrong.
    public var reason: Reason

    /// Creates an error at a position in a file.
    public init(file: String, line: Int = 0, column: Int = 0, reason: Reason) {
        self.file = file
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// The site's form of a page's diagnostic.
    public init(_ diagnostic: MarkdownDiagnostic) {
        self.init(
            file: diagnostic.file, line: diagnostic.line, column: diagnostic.column,
            reason: .markdown(diagnostic.reason))
    }

    /// `file:line:column: message`, the form compilers use, so editors can jump to it.
    public var description: String {
        "\(location): \(message)"
    }

    /// `file:line:column`, leaving out what is 0.
    public var location: String {
        var location = file
        if line > 0 { location += ":\(line)" }
        if column > 0 { location += ":\(column)" }
        return location
    }

    /// The reason in words.
    public var message: String {
        switch reason {
        case .markdown(let reason):
            return reason.message
        case .duplicateOutput(let path):
            return "two sources write '\(path)'"
        case .outputNotOwned:
            return "refusing to write: the folder is not empty and is not an output of collor build"
        case .foreignFiles(let files):
            return "refusing to replace: the previous output holds files collor did not write: "
                + files.joined(separator: ", ")
        case .invalidData(let detail):
            return "invalid data: \(detail)"
        case .io(let detail):
            return detail
        case .invalidYAML(let detail):
            return "invalid YAML: \(detail)"
        case .invalidConfiguration(let key, let detail):
            return "'\(key)': \(detail)"
        case .unknownKey(let key, let known):
            return "unknown key '\(key)' is ignored (known: \(known.joined(separator: ", ")))"
        case .missingDocumentation(let detail):
            return detail
        case .missingSymbolGraph(let module, let detail):
            return "no symbol graph for module '\(module)': \(detail)"
        case .unsafeOutputPath(let path, let problem):
            return "refusing to write '\(path)': it has \(problem)"
        case .leftoverKept(let entries):
            guard !entries.isEmpty else {
                return "kept this leftover of an earlier build: it has no valid marker, so it may "
                    + "be yours; remove it yourself if it is not"
            }
            return "kept this leftover of an earlier build: it holds what collor did not write ("
                + entries.joined(separator: ", ") + "); remove it yourself if it is not yours"
        }
    }
}
