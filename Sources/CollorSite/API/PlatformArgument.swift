import Foundation

/// One `--platform name=X,version=Y[,beta=true]`, docc's option: a platform the documentation
/// is built for, with its version, and whether that version is a beta.
public struct PlatformArgument: Equatable, Sendable {
    /// The platform as DocC shows it (`macOS` for `macosx` too).
    public var name: String
    /// The version (`15.0`).
    public var version: String
    /// `beta=true`: symbols introduced in this version or later are marked beta.
    public var isBeta: Bool

    /// Reads the option's value as docc does: comma-separated `key=value` pairs.
    ///
    /// - Throws: `SiteError` naming `--platform` for a pair that is not `name`, `version` or
    ///   `beta`, a `beta` that is not `true` or `false`, or a missing name or version.
    public init(_ text: String) throws(SiteError) {
        var name: String?
        var version: String?
        var isBeta = false
        for pair in text.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            switch (parts.first, parts.count == 2 ? parts[1] : nil) {
            case ("name", let value?) where !value.isEmpty: name = value
            case ("version", let value?) where !value.isEmpty: version = value
            case ("beta", "true"): isBeta = true
            case ("beta", "false"): isBeta = false
            default: throw Self.invalid(text, "'\(pair)' is not name=, version= or beta=true|false")
            }
        }
        guard let name, let version else {
            throw Self.invalid(text, "it needs a name= and a version=")
        }
        self.name = SymbolAvailability.displayName(name)
        self.version = version
        self.isBeta = isBeta
    }

    /// The platforms of `arguments` that are in beta, by name, with their versions.
    public static func betaPlatforms(_ arguments: [PlatformArgument]) -> [String: String] {
        var platforms: [String: String] = [:]
        for argument in arguments where argument.isBeta {
            platforms[argument.name] = argument.version
        }
        return platforms
    }

    private static func invalid(_ text: String, _ detail: String) -> SiteError {
        SiteError(
            file: "--platform",
            reason: .configuration(
                .invalidValue(
                    key: "platform",
                    "'\(text)': \(detail) (docc's syntax: name=macOS,version=15.0,beta=true)")))
    }
}
