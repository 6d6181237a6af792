import Foundation

extension FontMetrics {
    /// The font file that `dejaVuSans` was generated from, shipped as this module's resource beside
    /// its licence, so that the font, its metrics and their generator stay in one place.
    ///
    /// `package`: users reach it as `Theme.fontFile` in `CollorHTML`, which writes the pages.
    package static var dejaVuSansFile: URL? {
        Bundle.module.url(forResource: "DejaVuSans", withExtension: "ttf", subdirectory: "Fonts")
    }
}
