import Collor
import CollorGallery
import Foundation

/// Collor's Pantone sample: a grid of metallic colours. It starts with the first half of the
/// colours; adding takes the first unused colour, removing returns a colour to the unused ones.
public final class PantoneData: CollectionData {
    struct File: Decodable {
        var colors: [String]
    }

    /// The colours not shown, in the order `add(after:updater:)` takes them.
    public private(set) var unused: [Color] = []
    let section = PantoneSection()

    /// Loads `Data/pantone-metallic.json`.
    public init(folder: URL? = nil) throws {
        let file = try SampleData.decode(
            File.self, from: "pantone-metallic.json", in: folder ?? SampleData.folder)
        var colors: [Color] = []
        for (index, hex) in file.colors.enumerated() {
            guard let color = try? Color(hex: hex) else {
                throw GalleryError.badData(
                    file: "Examples/Galleries/Data/pantone-metallic.json", line: 1, column: 1,
                    reason: "colors[\(index)] \"\(hex)\" is not a hex colour")
            }
            colors.append(color)
        }
        let half = colors.count / 2
        unused = Array(colors[half...])
        super.init()
        section.uid("metallic")
        section.cells = colors[..<half].map(Self.cell(for:))
        sections = [section]
        computeIndices()
    }

    static func cell(for color: Color) -> ColorDescriptor {
        ColorDescriptor(adapter: ColorAdapter(color: color)).uid(color.hex)
    }

    /// Inserts the first unused colour after `cell`.
    public func add(after cell: CollectionCellDescribable, updater: CollectionUpdater) throws {
        guard let color = unused.first else { return }
        // Only once the updater took the cell: a failed update leaves the colour unused.
        try updater.append(cells: [Self.cell(for: color)], after: cell)
        unused.removeFirst()
    }

    /// Removes `cell` and returns its colour to the unused ones.
    public func remove(_ cell: CollectionCellDescribable, updater: CollectionUpdater) throws {
        try updater.remove(cells: [cell])
        if let color = (cell.getAdapter() as? ColorAdapter)?.color { unused.append(color) }
    }
}
