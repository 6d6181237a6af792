/// A problem found in a markdown page: where it is, how serious, and why.
///
/// Positions are 1-based; `line` and `column` are 0 when the problem concerns the whole page.
/// The renderer reports what a page's author can fix here; a site wraps these in its own error
/// type with the problems of configuration and output.
public struct MarkdownDiagnostic: Error, Equatable, Sendable, CustomStringConvertible {
    /// Whether the problem fails a build or is only reported: DocC's severity for the same
    /// problem (`Reason.severity`), so that a catalog `docc convert` builds builds here too.
    public enum Severity: Equatable, Sendable {
        /// The page cannot be published: over a limit on input, or front matter that does not
        /// read.
        case error
        /// The page is published with the construct left out, shown plain or linked as written;
        /// a strict build fails on it.
        case warning
    }

    /// Why the page is reported.
    public enum Reason: Equatable, Sendable {
        /// A relative link or image names a page or file that the site does not have.
        case brokenLink(String)
        /// A link names a page that exists but has no heading with that anchor.
        case missingAnchor(String)
        /// A link with a scheme other than http, https or mailto was stripped (the page is not
        /// `unsafe`).
        case strippedLink(String)
        /// Raw HTML was stripped because the page did not opt in with `unsafe: true`.
        case strippedHTML
        /// The YAML front matter could not be read.
        case invalidFrontMatter(String)
        /// A YAML document is malformed or uses what collor refuses (anchors, aliases, complex
        /// keys, deep nesting, too many bytes).
        case invalidYAML(String)
        /// A ```` ```swift ```` block is shown without highlighting, for the reason given.
        case highlightingSkipped(String)
        /// A construct goes over one of the page's `MarkdownLimits` (named in the detail): an
        /// error in a page people write. Text from a symbol graph shows the construct plain with
        /// a warning instead (`highlightingSkipped` for Swift, `nestedTooDeep` for markdown).
        case overLimit(String)
        /// Markdown from a symbol graph nests deeper than `MarkdownLimits.markdownNesting`: what
        /// is deeper is shown as plain text.
        case nestedTooDeep(String)
        /// A page is larger than `MarkdownOptions.maximumPageBytes`; it is not rendered.
        case pageTooLarge(bytes: Int, limit: Int)
        /// A DocC directive that does not parse; it is left out of the page.
        case malformedDirective(String)
        /// A DocC directive that collor does not know; it is left out of the page.
        case unknownDirective(String)
        /// A DocC directive with an argument or a child it does not take, or without a child it
        /// needs: it is shown without what is wrong.
        case invalidDirective(String)
        /// A symbol link (` ``Name`` `) that names no symbol of the build, as in DocC.
        case unresolvedSymbol(String)
        /// A symbol link into a module that is not part of the build: shown as code.
        case externalSymbol(String)
        /// A symbol link whose suffix (`run(_:)-abcde`) picks none of the symbols its name has,
        /// as DocC says: the link, the suffix and the name.
        case notADisambiguation(String, suffix: String, symbol: String)
        /// A symbol link whose suffix (a kind, or parameter types alone) fits several of the
        /// symbols its name has, which DocC resolves to none: the link, the suffix and the name.
        case ambiguousSymbol(String, suffix: String, symbol: String)
        /// An image, video or snippet that names no file of the catalog or package.
        case missingResource(String)
        /// A DocC catalog's article whose first block is not a level-1 heading (docc's
        /// "An article is expected to start with a top-level heading title"): left out, as
        /// docc leaves it out.
        case articleWithoutTitle
        /// A code block's annotation that does not read (an unknown option, a line the block
        /// lacks), in docc's words: the block is shown without it.
        case codeBlockOption(String)
        /// A Topics entry that links a heading of a page (`<doc:Article#Section>`), as written:
        /// docc warns that a section curates nothing, and shows the link.
        case sectionInTopics(String)
        /// A Topics entry whose link resolves to nothing, for `reason`: left out of the page
        /// (and a group left without entries with it), as docc leaves it out.
        indirect case leftOutOfTopics(Reason)
        /// A problem of a rule the page's host owns (the site's, a gallery embedding's), raised
        /// by a reference the page makes and placed here; its identifier and words are the host's.
        case host(AnyHostProblem)
    }

    /// The page concerned, as the caller named it (`MarkdownContext.file`).
    public var file: String
    /// 1-based line, or 0 for the whole page.
    public var line: Int
    /// 1-based column in bytes, or 0 for the whole line or page.
    public var column: Int
    /// Whether the problem fails a build.
    public var severity: Severity
    /// What went wrong.
    public var reason: Reason

    /// A diagnostic at a position in a page; `severity` defaults to the reason's
    /// (`Reason.severity`).
    public init(
        file: String, line: Int = 0, column: Int = 0, severity: Severity? = nil,
        reason: Reason
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity ?? reason.severity
        self.reason = reason
    }

    /// `file:line:column: message`, the form compilers use, so editors can jump to it.
    public var description: String { "\(location): \(message)" }

    /// The reason in words.
    public var message: String { reason.message }

    /// `file:line:column`, leaving out what is 0.
    public var location: String { Self.location(file: file, line: line, column: column) }

    /// `file:line:column`, leaving out what is 0: the form every diagnostic of the package
    /// (the site's too) names its place in.
    package static func location(file: String, line: Int, column: Int) -> String {
        var location = file
        if line > 0 { location += ":\(line)" }
        if column > 0 { location += ":\(column)" }
        return location
    }
}

extension MarkdownDiagnostic.Reason {
    /// The reason in words.
    public var message: String {
        switch self {
        case .brokenLink(let target):
            return "broken link '\(target)': no such page or file in the site"
        case .missingAnchor(let target):
            return "broken link '\(target)': the page has no heading with that anchor"
        case .strippedLink(let target):
            return "link '\(target)' stripped: only http(s), mailto and relative links are allowed"
                + " unless the page sets 'unsafe: true'"
        case .strippedHTML:
            return "raw HTML stripped: the page does not set 'unsafe: true'"
        case .invalidFrontMatter(let detail):
            return "invalid front matter: \(detail)"
        case .invalidYAML(let detail):
            return "invalid YAML: \(detail)"
        case .highlightingSkipped(let detail):
            return "Swift code shown without highlighting: \(detail)"
        case .overLimit(let detail):
            return "over a limit on input: \(detail)"
        case .nestedTooDeep(let detail):
            return "shown as plain text: \(detail)"
        case .pageTooLarge(let bytes, let limit):
            return "page is \(bytes) bytes, more than the limit of \(limit) bytes: split it into"
                + " several pages"
        case .malformedDirective(let detail):
            return "malformed directive, left out: \(detail)"
        case .unknownDirective(let name):
            return "unknown directive @\(name), left out"
        case .invalidDirective(let detail):
            return "directive shown without what is wrong: \(detail)"
        case .unresolvedSymbol(let link):
            return
                "symbol link ``\(link)`` names no symbol of the documented modules: shown as code"
        case .externalSymbol(let link):
            return "symbol link ``\(link)`` is not in the documented modules (another module's?): "
                + "shown as code"
        case .notADisambiguation(let link, let suffix, let symbol):
            return "symbol link ``\(link)``: '\(suffix)' isn't a disambiguation for '\(symbol)'"
                + ": shown as code"
        case .ambiguousSymbol(let link, let suffix, let symbol):
            return "symbol link ``\(link)``: '\(suffix)' fits more than one '\(symbol)'"
                + " (add a hash or the other types to pick one): shown as code"
        case .articleWithoutTitle:
            return "an article is expected to start with a top-level heading title: write "
                + "`# Title` first; left out, as docc leaves it out"
        case .missingResource(let name):
            return "nothing named \(name) in the catalog or the package's Snippets folder: left out"
        case .leftOutOfTopics(let reason):
            let problem = reason.message
            let shown = ": shown as code"
            return (problem.hasSuffix(shown) ? String(problem.dropLast(shown.count)) : problem)
                + ": left out of the Topics, as docc leaves it out"
        case .sectionInTopics(let link):
            return "the content section link '\(link)' isn't allowed in a Topics link group, "
                + "as in docc: a heading curates nothing (link its page instead)"
        case .codeBlockOption(let detail):
            return "code block shown without an annotation: \(detail)"
        case .host(let problem):
            return problem.base.message
        }
    }
}
