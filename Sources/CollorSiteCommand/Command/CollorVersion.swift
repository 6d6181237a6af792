/// This package's version, the one place it is written: `collor --version` and a site
/// executable's `--version` print it. CHANGELOG.md says what bumps it (semantic versioning).
public enum CollorVersion {
    /// The version of this release.
    public static let current = "0.1.0"
}
