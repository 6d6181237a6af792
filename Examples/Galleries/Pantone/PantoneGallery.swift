import Collor
import CollorGallery
import Foundation

/// The Pantone gallery: a grid of colours; steps add the next colour after a chosen swatch or
/// remove a swatch, with the updater's explicit calls.
public struct PantoneGallery: Gallery {
    /// Written as `pantone.html`.
    public var name: String { "pantone" }
    /// The gallery's title.
    public var title: String { "Pantone" }
    /// What the gallery shows, for the index.
    public var summary: String {
        "A three-column grid of metallic colours. Steps add the next unused colour after a chosen swatch with append(cells:after:) and remove a selected swatch with remove(cells:)."
    }
    /// The data and descriptors, shown with the gallery.
    public var sources: [GallerySource] {
        .files(["PantoneData.swift", "PantoneDescriptors.swift"])
    }

    /// Where the palette is read from; nil for the sample's own data.
    public var dataFolder: URL?

    /// Creates the gallery over the palette in `dataFolder` (a benchmark's larger palette), or
    /// over the sample's own.
    public init(dataFolder: URL? = nil) { self.dataFolder = dataFolder }

    /// The first colours of the palette.
    public func makeModel() throws -> PantoneData { try PantoneData(folder: dataFolder) }

    /// Six seeded steps: two adds after a random swatch, then the removal of one.
    public func play(_ scenario: GalleryScenario<Self>) throws {
        let data = scenario.model
        var random = SeededRandom(seed: 1964)
        for step in 0..<6 {
            let cells = data.sections[0].cells
            guard !cells.isEmpty else { break }
            let chosen = cells[Int.random(in: 0..<cells.count, using: &random)]
            let hex = (chosen.getAdapter() as? ColorAdapter)?.color.hex ?? "?"
            if step % 3 == 2 {
                try scenario.record("remove(cells:) \(hex)") {
                    try data.remove(chosen, updater: $0)
                }
            } else {
                let next = data.unused.first?.hex ?? "?"
                try scenario.record("append(cells:after:) \(next) after \(hex)") {
                    try data.add(after: chosen, updater: $0)
                }
            }
        }
    }

    /// The swatches and their codes.
    public var css: String {
        """
        .pantone-swatch{position:absolute;inset:0}
        .pantone-code{position:relative;z-index:1;color:#fff;background:rgba(0,0,0,.35)}

        """
    }
}
