import CollorHTML
import Foundation

/// The theme every site gets without a `theme/` folder: `style.css`, `search.js` and
/// `tutorial.js` (a tutorial's code pane), resources of this module, and the self-hosted font of
/// `CollorHTML` with its licence, all under `theme/`.
/// A site's own theme folder replaces these file by file.
enum BuiltInTheme {
    /// The site folder the theme's files go to.
    static let folder = "theme/"

    /// The theme's files by path inside `theme/`.
    static func files() throws(SiteError) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for name in ["style.css", "search.js", "tutorial.js"] {
            guard
                let url = Bundle.module.url(
                    forResource: name, withExtension: nil, subdirectory: "Theme")
            else {
                throw SiteError(
                    file: name, reason: .input(.io("the built-in theme file is missing")))
            }
            files[name] = try SiteSources.read(url)
        }
        if let font = Theme.fontFile {
            files[font.lastPathComponent] = try SiteSources.read(font)
            let licence = font.deletingLastPathComponent().appendingPathComponent(
                "LICENSE-DejaVu.txt")
            if FileManager.default.fileExists(atPath: licence.path) {
                files[licence.lastPathComponent] = try SiteSources.read(licence)
            }
        }
        return files
    }
}
