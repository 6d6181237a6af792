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
        /// A problem of `collor.yml`, the command's options or what they name.
        case configuration(ConfigurationProblem)
        /// A source that cannot be read or decoded.
        case input(InputProblem)
        /// A problem of the output folder.
        case output(OutputProblem)
        /// Code in languages other than Swift could not be highlighted (Pygments is missing or
        /// did not start): it is shown plain (a warning that even a strict build allows).
        case highlighting(String)
        /// A block in a language other than Swift is shown plain: it goes over its lexer's
        /// bound (`Pygments.bounds`), or Pygments failed on it (a warning).
        case codeShownPlain(language: String, String)
        /// A rule of the site's names and links (an article named as a symbol, a link to a
        /// tutorial that no catalog has).
        case links(LinkProblem)
        /// A doc comment's Parameters or Return Value that does not fit its symbol's signature,
        /// as DocC checks them.
        case documentation(DocumentationProblem)
        /// A gallery's warning, as its recording reports it (a declared text its view clips, a
        /// source that cannot be read), after the gallery's title.
        case gallery(String)
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

    /// The site's form of a page's diagnostic: a problem of the site's own rules that the page
    /// raised (`MarkdownDiagnostic.Reason.host`) is the site's again.
    public init(_ diagnostic: MarkdownDiagnostic) {
        var reason = Reason.markdown(diagnostic.reason)
        var column = diagnostic.column
        if case .host(let problem) = diagnostic.reason, let link = problem.base as? LinkProblem {
            reason = .links(link)
            // The renderer placed it at the link's path; DocC at the component that failed.
            if case .unresolved(_, let offset, _, _) = link, column > 0 { column += offset }
        }
        self.init(
            file: diagnostic.file, line: diagnostic.line, column: column, reason: reason)
    }

    /// `file:line:column: message`, the form compilers use, so editors can jump to it.
    public var description: String {
        "\(location): \(message)"
    }

    /// `file:line:column`, leaving out what is 0.
    public var location: String {
        MarkdownDiagnostic.location(file: file, line: line, column: column)
    }

    /// Whether a strict build fails on this problem when it is a warning: all but a missing
    /// highlighter, which is the machine's, not the docs'.
    public var failsStrictBuild: Bool {
        switch reason {
        case .markdown(let reason): return reason.failsStrictBuild
        // A machine without Pygments is not a mistake in the docs: its blocks stay plain.
        case .highlighting: return false
        default: return true
        }
    }

    /// The reason in words.
    public var message: String {
        switch reason {
        case .markdown(let reason): return reason.message
        case .configuration(let problem): return problem.message
        case .input(let problem): return problem.message
        case .output(let problem): return problem.message
        case .highlighting(let detail): return detail
        case .codeShownPlain(let language, let detail):
            return "\(language) code shown without highlighting: \(detail)"
        case .links(let problem): return problem.message
        case .documentation(let problem): return problem.message
        case .gallery(let message): return message
        }
    }
}
