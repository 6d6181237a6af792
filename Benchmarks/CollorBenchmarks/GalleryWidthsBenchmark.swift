import CollorGallery
import CollorHTML
import Foundation
import SampleGalleries

/// The bytes of each sample gallery's page laid out at all its widths, against the same page at
/// one width (its 420 px layout, as the galleries were before): sharing what is the same across
/// widths keeps the page at most 2x.
enum GalleryWidthsBenchmark {
    static func run() {
        print("Gallery pages: all widths against one (420 px); target <= 2x\n")
        let table = Table(widths: [10, 26, 12, 12, 8])
        print(table.row(["gallery", "widths", "one KB", "all KB", "x one"]))
        var worst = 0.0
        for gallery in SampleGalleries.all {
            guard let recording = try? gallery.record(),
                let states = recording.states(atWidth: 420),
                let transitions = recording.transitions(atWidth: 420)
            else {
                print("  \(gallery.name): not laid out at 420 px")
                continue
            }
            let captions = recording.timeline.steps.map(\.caption)
            let single = Timeline(
                steps: [Timeline.Step(caption: captions[0], content: .state(states[0]))]
                    + zip(captions.dropFirst(), transitions).map {
                        Timeline.Step(caption: $0, content: .transition($1))
                    })
            func bytes(_ timeline: Timeline) -> Int {
                GalleryPage(title: gallery.title, summary: gallery.summary, timeline: timeline)
                    .page(options: recording.options).utf8.count
            }
            let one = bytes(single)
            let all = bytes(recording.timeline)
            let ratio = Double(all) / Double(one)
            worst = max(worst, ratio)
            print(
                table.row([
                    gallery.name,
                    recording.widths.map { Table.number(Double($0), 0) }.joined(separator: ","),
                    Table.number(Double(one) / 1e3, 1), Table.number(Double(all) / 1e3, 1),
                    Table.number(ratio),
                ]))
        }
        print(
            "targets:\n  every width <= 2x the bytes of one: worst \(Table.number(worst)) \(Table.verdict(worst <= 2))"
        )
    }
}
