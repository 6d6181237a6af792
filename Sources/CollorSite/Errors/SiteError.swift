import Foundation

/// An error (or, in a build report, a warning) of the documentation site: where it happened and why.
///
/// Positions are 1-based; `line` and `column` are 0 when the problem concerns a whole file
/// (an unreadable file, an output folder that does not belong to `collor build`).
public struct SiteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Why the build failed or warned.
    public enum Reason: Equatable, Sendable {
        /// A relative link or image names a page or file that the site does not have.
        case brokenLink(String)
        /// A link names a page that exists but has no heading with that anchor.
        case missingAnchor(String)
        /// A link with a scheme other than http, https or mailto was stripped (the page is not `unsafe`).
        case strippedLink(String)
        /// Raw HTML was stripped because the page did not opt in with `unsafe: true`.
        case strippedHTML
        /// A `gallery` block names a sample that the site builder was not given.
        case unknownGallery(String, known: [String])
        /// The YAML front matter could not be read.
        case invalidFrontMatter(String)
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
        /// A ```` ```swift ```` block is shown without highlighting (a warning), for the reason
        /// given.
        case highlightingSkipped(String)
        /// A markdown page is larger than `MarkdownOptions.maximumPageBytes`; it is not rendered.
        case pageTooLarge(bytes: Int, limit: Int)
        /// A DocC directive that does not parse (a warning); it is left out of the page.
        case malformedDirective(String)
        /// A DocC directive that collor does not know (a warning); it is left out of the page.
        case unknownDirective(String)
        /// A symbol link (` ``Name`` `) that names no symbol of the build (a warning, as in DocC).
        case unresolvedSymbol(String)
        /// A symbol link into a module that is not part of the build (a warning): shown as code.
        case externalSymbol(String)
        /// An image, video or snippet that names no file of the catalog or package (a warning).
        case missingResource(String)
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
        case .brokenLink(let target):
            return "broken link '\(target)': no such page or file in the site"
        case .missingAnchor(let target):
            return "broken link '\(target)': the page has no heading with that anchor"
        case .strippedLink(let target):
            return "link '\(target)' stripped: only http(s), mailto and relative links are allowed"
                + " unless the page sets 'unsafe: true'"
        case .strippedHTML:
            return "raw HTML stripped: the page does not set 'unsafe: true'"
        case .unknownGallery(let name, let known):
            guard !known.isEmpty else {
                return "unknown gallery '\(name)': this build was given no galleries (a site "
                    + "executable passes its own to SiteCommand.main(galleries:))"
            }
            return "unknown gallery '\(name)' (known: \(known.joined(separator: ", ")))"
        case .invalidFrontMatter(let detail):
            return "invalid front matter: \(detail)"
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
        case .highlightingSkipped(let detail):
            return "Swift code shown without highlighting: \(detail)"
        case .pageTooLarge(let bytes, let limit):
            return "page is \(bytes) bytes, more than the limit of \(limit) bytes: split it into"
                + " several pages"
        case .malformedDirective(let detail):
            return "malformed directive, left out: \(detail)"
        case .unknownDirective(let name):
            return "unknown directive @\(name), left out"
        case .unresolvedSymbol(let link):
            return
                "symbol link ``\(link)`` names no symbol of the documented modules: shown as code"
        case .externalSymbol(let link):
            return "symbol link ``\(link)`` is not in the documented modules (another module's?): "
                + "shown as code"
        case .missingResource(let name):
            return "nothing named \(name) in the catalog or the package's Snippets folder: left out"
        }
    }
}
