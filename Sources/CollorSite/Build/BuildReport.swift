import Foundation

/// What a build did: counted for the CLI's summary and the tests.
public struct BuildReport: Sendable {
    /// Pages in the site (guides, API reference, galleries, 404, search).
    public var pages: Int
    /// Galleries embedded (placeholders until the galleries module lands).
    public var galleries: Int
    /// Pages rendered by this build (all of them for a full build, fewer for a rebuild).
    public var renderedPages: [String]
    /// Files written to the output folder by this build.
    public var writtenFiles: [String]
    /// Problems that do not fail the build.
    public var warnings: [SiteError]
    /// Problems that failed the build; when not empty, the output was left as it was.
    public var errors: [SiteError]
    /// Wall-clock time of the build.
    public var duration: Duration

    /// True when the build wrote its output.
    public var succeeded: Bool { errors.isEmpty }
}
