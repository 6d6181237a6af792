import Collor
import CollorGallery
import CollorHTML
import Foundation
import SampleGalleries

/// Memory and page bytes per item of a gallery whose data grows: the Pantone sample over a
/// palette of N colours (half shown, six seeded steps, every standard width), as hostile-input
/// round three measured it (row 13: 40,000 colours took 0.9 GB and wrote an 81 MB page).
enum GalleryMemoryBenchmark {
    static func run(sizes: [Int]) {
        print("Gallery memory: the Pantone sample over N colours; target <= 2 KB per item\n")
        let table = Table(widths: [8, 12, 12, 12, 12, 12])
        print(table.row(["N", "decode MB", "record MB", "page MB", "KB/item", "page B/item"]))
        for count in sizes {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "collor-gallery-memory-\(count)")
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let colors = (0..<count).map { "\"" + hex($0) + "\"" }.joined(separator: ",\n")
            let json = "{\"colors\": [\n" + colors + "\n]}\n"
            try? json.write(
                to: folder.appendingPathComponent("pantone-metallic.json"), atomically: true,
                encoding: .utf8)
            let gallery = PantoneGallery(dataFolder: folder)
            let decode = Measurement.peakMegabytesAbove { _ = try? gallery.makeModel() } ?? 0
            var recording: GalleryRecording?
            let record =
                Measurement.peakMegabytesAbove { recording = try? gallery.record() } ?? 0
            guard recording != nil else {
                print(table.row(["\(count)", Table.number(decode, 1), "refused: over the bound"]))
                continue
            }
            var bytes = 0
            let page =
                Measurement.peakMegabytesAbove {
                    guard let recording else { return }
                    bytes =
                        GalleryPage(
                            title: gallery.title, summary: gallery.summary,
                            timeline: recording.timeline
                        )
                        .pageBytes(options: recording.options).count
                } ?? 0
            let peak = max(decode, record + page)
            print(
                table.row([
                    "\(count)", Table.number(decode, 1), Table.number(record, 1),
                    Table.number(page, 1), Table.number(peak * 1024 / Double(count), 2),
                    Table.number(Double(bytes) / Double(count), 0),
                ]))
        }
    }

    private static func hex(_ index: Int) -> String {
        let value = (index &* 2_654_435_761) & 0xFF_FFFF
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 6 - digits.count) + digits
    }
}
