import Collor
import CollorHTML
import Foundation

/// The Alphabet gallery: letters with their countries and a "letter" supplementary view; steps
/// add the next letter, shake the order, and reset.
public struct AlphabetSample: GallerySample {
    /// Written as `alphabet.html`.
    public var name: String { "alphabet" }
    /// The gallery's title.
    public var title: String { "Alphabet" }
    /// What the gallery shows, for the index.
    public var summary: String {
        "Countries by first letter, each section with a \"letter\" supplementary view beside its first country (SupplementaryViewsHandler). Steps add the next letter, shake the order and reset; diff() animates letters and countries together."
    }
    /// The data and descriptors, shown with the gallery.
    public var sourceFiles: [String] {
        ["Alphabet/AlphabetData.swift", "Alphabet/AlphabetDescriptors.swift"]
    }

    /// Creates the sample; `record()` runs its scenario.
    public init() {}

    /// Adds two letters, shakes, then resets, with a `diff()` after each step.
    public func record() throws -> GalleryRecording {
        let data = try AlphabetData()
        let layout = FlowLayout(
            collectionView: CollectionView(width: 420, height: 800), collectionData: data)
        let options = PageOptions(title: title, extraCSS: Self.css)
        let recorder = try TimelineRecorder(layout: layout, options: options)
        var random = SeededRandom(seed: 26)
        data.addNextLetter()
        try recorder.record("add the next letter, diff()") { try $0.diff() }
        data.addNextLetter()
        try recorder.record("add the next letter, diff()") { try $0.diff() }
        data.shake(using: &random)
        try recorder.record("shake, diff()") { try $0.diff() }
        data.reset()
        try recorder.record("reset, diff()") { try $0.diff() }
        return GalleryRecording(recorder)
    }

    static let css = """
        .alphabet-country{margin:0;padding:0 10px;font-size:14px;line-height:28px;white-space:nowrap;background:#fff;border:0;border-radius:14px;box-shadow:inset 0 0 0 1px #c9ced6}
        .alphabet-letter{margin:0;font-size:20px;line-height:34px;text-align:center;font-weight:bold;color:#fff;background:#5b6ee1;border-radius:50%}

        """
}
