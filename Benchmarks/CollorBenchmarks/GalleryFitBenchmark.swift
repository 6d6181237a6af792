import Collor
import CollorGallery
import CollorHTML
import Foundation
import SampleGalleries

/// What the fit check costs in recording a gallery: the Pantone sample over N colours (every
/// swatch declares its hex code). Recording checks each state with the boxes its page was
/// written with (`PageState.textFitProblems`), so it measures nothing twice; `re-measure ms` is
/// what checking apart (`TextFitProblem.problems(in:)`, each view built once more) would add,
/// run on the first state's layouts, times the number of states.
enum GalleryFitBenchmark {
    static func run(sizes: [Int]) {
        print(
            "Gallery fit check: the Pantone sample over N colours; recording checks with its own"
                + " boxes\n")
        let table = Table(widths: [8, 8, 12, 14, 12])
        print(table.row(["N", "states", "record ms", "re-measure ms", "re-measure %"]))
        var worst = 0.0
        for count in sizes {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "collor-gallery-fit-\(count)")
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let colors = (0..<count).map { "\"" + hex($0) + "\"" }.joined(separator: ",\n")
            try? ("{\"colors\": [\n" + colors + "\n]}\n").write(
                to: folder.appendingPathComponent("pantone-metallic.json"), atomically: true,
                encoding: .utf8)
            let gallery = PantoneGallery(dataFolder: folder)
            var states = 0
            let record = Measurement.medianMilliseconds(runs: 5) {
                states = (try? gallery.record())?.timeline.steps.count ?? 0
            }
            guard states > 0, let layouts = try? firstLayouts(of: gallery) else {
                print(table.row(["\(count)", "refused"]))
                continue
            }
            var found = 0
            let once = Measurement.medianMilliseconds(runs: 5) {
                found = layouts.reduce(0) { $0 + TextFitProblem.problems(in: $1).count }
            }
            let check = once * Double(states)
            let share = 100 * check / record
            worst = max(worst, share)
            print(
                table.row([
                    "\(count)", "\(states)", Table.number(record, 1), Table.number(check, 1),
                    Table.number(share, 1) + (found == 0 ? "" : " (\(found) clipped)"),
                ]))
        }
        print(
            "a separate check would add up to \(Table.number(worst, 1))% of recording; the "
                + "recording's own check re-measures nothing")
    }

    /// The gallery's first state laid out at each of its widths.
    private static func firstLayouts(of gallery: PantoneGallery) throws -> [FlowLayout] {
        let model = try gallery.makeModel()
        model.computeIndices()
        return try gallery.widths.map { width in
            let layout = try gallery.makeLayout(
                CollectionView(width: width, height: gallery.viewportHeight), model: model)
            try layout.prepare()
            return layout
        }
    }

    private static func hex(_ index: Int) -> String {
        let value = (index &* 2_654_435_761) & 0xFF_FFFF
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 6 - digits.count) + digits
    }
}
