import Collor
import CollorGallery
import Foundation

/// The Alphabet gallery: countries by letter, with a letter beside each section.
public struct AlphabetGallery: Gallery {
    /// Written as `alphabet.html`.
    public var name: String { "alphabet" }
    /// The gallery's title.
    public var title: String { "Alphabet" }
    /// What the gallery shows, for the index.
    public var summary: String {
        "Countries by first letter, each section with a \"letter\" supplementary view beside its first country (SupplementaryViewsHandler). Steps add the next letter, shake the order and reset; diff() animates letters and countries together."
    }
    /// The data and descriptors, shown with the gallery.
    public var sources: [GallerySource] {
        .files(["AlphabetData.swift", "AlphabetDescriptors.swift"])
    }

    /// Creates the gallery.
    public init() {}

    /// The first letters' countries.
    public func makeModel() throws -> AlphabetData { try AlphabetData() }

    /// Two new letters, a seeded shake and a reset, each a `diff()`.
    public func play(_ scenario: GalleryScenario<Self>) throws {
        let data = scenario.model
        var random = SeededRandom(seed: 26)
        data.addNextLetter()
        try scenario.record("add the next letter, diff()") { try $0.diff() }
        data.addNextLetter()
        try scenario.record("add the next letter, diff()") { try $0.diff() }
        data.shake(using: &random)
        try scenario.record("shake, diff()") { try $0.diff() }
        data.reset()
        try scenario.record("reset, diff()") { try $0.diff() }
    }

    // snippet: dark
    /// Light and dark: the page shows the dark one to a reader who prefers dark, and its picker
    /// either to anyone.
    public var variants: [TraitCollection] { [.standard, .dark] }

    /// The countries and letters, light and dark: the page marks the dark variant's collection
    /// with `data-appearance="dark"`.
    public var css: String {
        """
        .alphabet-country{background:#fff;border-radius:14px;box-shadow:inset 0 0 0 1px #c9ced6}
        .alphabet-letter{text-align:center;color:#fff;background:#5b6ee1;border-radius:50%}
        [data-appearance=dark] .alphabet-country{background:#23262d;box-shadow:inset 0 0 0 1px #4a505c}
        [data-appearance=dark] .alphabet-letter{color:#16181c;background:#a9b4ff}

        """
    }
    // end snippet
}
