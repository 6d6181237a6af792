import Foundation

/// What a build did: counted for the CLI's summary and the tests.
///
/// Severities are DocC's: a page's problems as `MarkdownDiagnostic.Reason.severity` says (a
/// broken link is a warning). Of the site's own, an unknown key of `collor.yml`, no docs found
/// and a source file left out (a link out of its folder, a FIFO) are warnings; these are errors,
/// strict or not: a configuration error (a wrong value, a missing folder, theme or module), a
/// source or symbol graph that cannot be read, a limit on input, two sources of one output file,
/// and an output folder that is not collor's. A strict build (`SiteConfiguration.strict`) fails
/// on every warning but a missing highlighter.
public struct BuildReport: Sendable {
    /// Pages in the site (guides, API reference, galleries, 404, search).
    public var pages: Int
    /// Galleries embedded in pages other than the galleries' own.
    public var galleries: Int
    /// Galleries' own pages written (`galleries/<name>.html`), counted apart from embeds.
    public var galleryPages = 0
    /// Pages rendered by this build (all of them for a full build, fewer for a rebuild).
    public var renderedPages: [String]
    /// Files written to the output folder by this build.
    public var writtenFiles: [String]
    /// Problems that do not fail the build.
    public var warnings: [SiteError]
    /// Problems that failed the build; when not empty, the output was left as it was. In a
    /// strict build these include the warnings, after the errors (`warningsAsErrors`).
    public var errors: [SiteError]
    /// How many of `errors` are warnings that a strict build turned into errors.
    public var warningsAsErrors = 0
    /// Wall-clock time of the build.
    public var duration: Duration
    /// Whether the build was strict (`SiteConfiguration.strict`).
    public var strict = false
    /// Every page of the site as last built, by output path, with its sections and links
    /// (`PageRecord`); empty when the build stopped before rendering.
    public var pageRecords: [PageRecord] = []
    /// Wall-clock time of each stage of the build that ran, in order (`read`, `render`...).
    public var stageTimes: [(stage: String, time: Duration)] = []

    /// True when the build wrote its output.
    public var succeeded: Bool { errors.isEmpty }

    /// The errors counted, and how many were warnings a strict build turned into errors:
    /// `3 error(s), 2 of them warnings turned into errors by strict mode`.
    public var errorCount: String {
        let count = "\(errors.count) error(s)"
        guard warningsAsErrors > 0 else { return count }
        return count + ", \(warningsAsErrors) of them warnings turned into errors by strict mode"
    }

    /// Links to tutorials that no catalog has, among the warnings (a catalog's tutorials are
    /// pages, which links reach).
    public var tutorialLinks: Int {
        warnings.count { warning in
            guard case .links(.tutorialLink) = warning.reason else { return false }
            return true
        }
    }
}

extension BuildReport {
    /// The report of a build that stopped on `error` before it could report more (an output
    /// folder that is not collor's, a write that failed): nothing was written.
    public init(stoppedBy error: SiteError) {
        self.init(
            pages: 0, galleries: 0, renderedPages: [], writtenFiles: [], warnings: [],
            errors: [error], duration: .zero)
    }
}
