import CollorHTML
import Foundation

/// A source file shown beside a gallery, under its name.
///
/// Pass the text in, or name files beside the gallery's own source with
/// `files(_:besideFile:)`: their path is fixed when the gallery is compiled, so the source is
/// found wherever the site is built from, as long as the package's sources are on the machine
/// (a file that cannot be read is a warning, and the page is written without it).
public struct GallerySource: Sendable, Equatable {
    /// The name shown above the source (`RosterData.swift`).
    public var name: String
    /// Where the text is.
    public var content: Content

    /// Where a source's text comes from.
    public enum Content: Sendable, Equatable {
        /// The text itself.
        case text(String)
        /// A file, read when the page is written.
        case file(URL)
    }

    /// A source whose text is given.
    public init(name: String, text: String) {
        self.name = name
        self.content = .text(text)
    }

    /// A source read from `url` when the page is written.
    public init(name: String, url: URL) {
        self.name = name
        self.content = .file(url)
    }

    /// The files `names` (paths relative to the folder of the Swift file that calls this), shown
    /// under those names.
    ///
    /// ```swift
    /// var sources: [GallerySource] { .files(["RosterData.swift", "RosterViews.swift"]) }
    /// ```
    public static func files(_ names: [String], besideFile file: String = #filePath)
        -> [GallerySource]
    {
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        return names.map { GallerySource(name: $0, url: folder.appendingPathComponent($0)) }
    }

    /// The text, or `nil` when the file cannot be read as UTF-8.
    public func text() -> String? {
        switch content {
        case .text(let text): return text
        case .file(let url):
            return (try? InputFile.read(url)).flatMap { String(validating: $0, as: UTF8.self) }
        }
    }
}

extension Array where Element == GallerySource {
    /// The files `names` beside the calling Swift file; see `GallerySource.files(_:besideFile:)`.
    public static func files(_ names: [String], besideFile file: String = #filePath)
        -> [GallerySource]
    {
        GallerySource.files(names, besideFile: file)
    }
}
