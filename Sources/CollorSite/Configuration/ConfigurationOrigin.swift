import CollorHTML
import CollorMarkdown
import Foundation

/// The file a configuration was read from, its bytes as read, and how to read it again: a
/// rebuild reads the configuration again when the file's bytes changed, so that an edit of
/// `collor.yml` shows while serving, without a restart.
package struct ConfigurationOrigin: Sendable {
    /// The configuration file (`collor.yml`); it need not exist (one created later is read).
    package let file: URL
    /// The file's bytes when the configuration was read; nil when there was no file.
    let contents: [UInt8]?
    /// Makes the configuration again from the file as it now is, and what else it reads.
    let read: @Sendable () throws(SiteError) -> SiteConfiguration

    /// The origin of a configuration read from `file` (whose bytes are taken now) by `read`.
    package init(
        file: URL, read: @escaping @Sendable () throws(SiteError) -> SiteConfiguration
    ) {
        self.init(file: file, contents: Self.contents(of: file), read: read)
    }

    /// The origin of a configuration read from `contents`, the bytes of `file` taken before it
    /// was read (an edit made while it was read is then seen as a change).
    init(
        file: URL, contents: [UInt8]?,
        read: @escaping @Sendable () throws(SiteError) -> SiteConfiguration
    ) {
        self.file = file
        self.contents = contents
        self.read = read
    }

    /// Whether the file's bytes are not those the configuration was read from (it was edited,
    /// created or removed since).
    var changed: Bool { Self.contents(of: file) != contents }

    /// The file's bytes; nil when it is missing, or too large for the YAML reader (reading it
    /// again reports that).
    static func contents(of file: URL) -> [UInt8]? {
        try? InputFile.read(file, limit: BoundedYAML.maximumBytes)
    }
}
