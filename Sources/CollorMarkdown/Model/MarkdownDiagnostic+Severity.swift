/// How serious each problem is: DocC's severity for the same problem, because a catalog that
/// `docc convert` builds must build here. What docc accepts without a word or only warns about
/// is a warning (the page is published); what stays an error is collor's own input to a page
/// (front matter) and the limits on hostile input.
///
/// | reason | docc | here |
/// |---|---|---|
/// | `brokenLink`, `missingAnchor` from `<doc:>` | warns (unresolved topic reference) | warning |
/// | `brokenLink`, `missingAnchor` from `[text](page.md)`, `[text](#anchor)`, `./page` | not checked | warning |
/// | `host`: a tutorial no catalog has (the site's rule) | warns | warning |
/// | `unresolvedSymbol`, `externalSymbol`, `notADisambiguation`, `ambiguousSymbol` | warns | warning |
/// | `missingResource` | warns (unresolved resource) | warning |
/// | `articleWithoutTitle` | warns (and leaves the article out) | warning |
/// | `malformedDirective`, `unknownDirective`, `invalidDirective` | warns | warning |
/// | `codeBlockOption` (with code-block annotations on) | warns | warning |
/// | `leftOutOfTopics` | its link's (warns and leaves the entry out) | its link's |
/// | `strippedHTML`, `strippedLink` | drops raw HTML without a word | warning |
/// | `host`: a gallery the embedding lacks (`UnknownGallery`) | shows a code block | warning |
/// | `highlightingSkipped`, `nestedTooDeep` (text of a symbol graph) | no such limit | warning |
/// | `overLimit`, `pageTooLarge` (a page people write) | no such limit | error |
/// | `invalidFrontMatter`, `invalidYAML` | no front matter | error |
extension MarkdownDiagnostic.Reason {
    /// A link that reaches no page, or no heading on its page: what another resolver (a
    /// symbol's) may still answer.
    package var isBrokenLink: Bool {
        switch self {
        case .brokenLink, .missingAnchor: true
        default: false
        }
    }

    /// The severity of this problem wherever it occurs (see the table above).
    public var severity: MarkdownDiagnostic.Severity {
        switch self {
        case .leftOutOfTopics(let reason):
            return reason.severity
        case .overLimit, .pageTooLarge, .invalidFrontMatter, .invalidYAML:
            return .error
        case .brokenLink, .missingAnchor, .strippedLink, .strippedHTML, .host,
            .highlightingSkipped, .nestedTooDeep, .malformedDirective, .unknownDirective,
            .invalidDirective, .codeBlockOption,
            .unresolvedSymbol, .externalSymbol, .notADisambiguation, .ambiguousSymbol,
            .missingResource, .articleWithoutTitle, .sectionInTopics:
            return .warning
        }
    }

    /// Whether a strict build (`--strict`, `strict: true`) fails on this warning: every one, now
    /// that tutorials are built (a link to a tutorial that no catalog has is a mistake of the
    /// page's author, as any broken link).
    public var failsStrictBuild: Bool { true }
}
