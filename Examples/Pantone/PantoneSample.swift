import Collor
import CollorHTML
import Foundation

/// The Pantone gallery: colours are added after a chosen swatch and selected swatches removed,
/// with the updater's `append(cells:after:)` and `remove(cells:)`.
public struct PantoneSample: GallerySample {
    /// Written as `pantone.html`.
    public var name: String { "pantone" }
    /// The gallery's title.
    public var title: String { "Pantone" }
    /// What the gallery shows, for the index.
    public var summary: String {
        "A three-column grid of metallic colours. Steps add the next unused colour after a chosen swatch with append(cells:after:) and remove a selected swatch with remove(cells:)."
    }
    /// The data and descriptors, shown with the gallery.
    public var sourceFiles: [String] {
        ["Pantone/PantoneData.swift", "Pantone/PantoneDescriptors.swift"]
    }

    /// Creates the sample; `record()` runs its scenario.
    public init() {}

    /// Six steps on a seeded random swatch each: every third removes it, the others add after it.
    public func record() throws -> GalleryRecording {
        let data = try PantoneData()
        let layout = FlowLayout(
            collectionView: CollectionView(width: 420, height: 800), collectionData: data)
        let options = PageOptions(title: title, extraCSS: Self.css)
        let recorder = try TimelineRecorder(layout: layout, options: options)
        var random = SeededRandom(seed: 1964)
        for step in 0..<6 {
            let cells = data.sections[0].cells
            guard !cells.isEmpty else { break }
            let chosen = cells[Int.random(in: 0..<cells.count, using: &random)]
            let hex = (chosen.getAdapter() as? ColorAdapter)?.color.hex ?? "?"
            if step % 3 == 2 {
                try recorder.record("remove(cells:) \(hex)") {
                    try data.remove(chosen, updater: $0)
                }
            } else {
                let next = data.unused.first?.hex ?? "?"
                try recorder.record("append(cells:after:) \(next) after \(hex)") {
                    try data.add(after: chosen, updater: $0)
                }
            }
        }
        return GalleryRecording(recorder)
    }

    static let css = """
        .pantone-swatch{position:absolute;inset:0;display:flex;align-items:flex-end;padding:6px}
        .pantone-code{font-size:12px;line-height:14px;color:#fff;background:rgba(0,0,0,.35);padding:1px 4px;border-radius:2px}

        """
}
