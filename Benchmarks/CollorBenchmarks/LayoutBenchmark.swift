import Collor
import CollorTestSupport
import Foundation

/// The flow-layout benchmark: N cells of varied sizes in sections of 1,000, laid out in a 1,024
/// point wide viewport; time per run and per cell, and peak memory above the model.
enum LayoutBenchmark {
    /// A cell whose size comes from its position, so lines hold one to four cells of mixed heights.
    final class VariedCell: CollectionCellDescribable {
        let cellStorage = CellStorage()
        let size: CGSize
        init(_ index: Int) {
            size = CGSize(
                width: CGFloat(200 + (index * 37) % 300), height: CGFloat(40 + (index * 13) % 60))
        }
        func getAdapter() -> CollectionAdapter { TestAdapter(content: 0) }
        func size(_ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable)
            -> CGSize
        {
            size
        }
    }

    final class InsetSection: CollectionSectionDescribable {
        let sectionStorage = SectionStorage()
        func sectionInset(_ collectionView: CollectionView) -> EdgeInsets { EdgeInsets(all: 8) }
    }

    static func makeData(cells: Int) -> CollectionData {
        let data = CollectionData()
        data.sections = stride(from: 0, to: cells, by: 1_000).map { start in
            let section = InsetSection().uid("S\(start)")
            section.cells = (start..<min(start + 1_000, cells)).map { VariedCell($0).uid("c\($0)") }
            return section
        }
        data.computeIndices()
        return data
    }

    static func run(sizes: [Int]) {
        print(
            "Flow layout: cells of varied sizes (1 to 4 a line), sections of 1,000, 1,024 pt wide\n"
        )
        let table = Table(widths: [9, 10, 10, 12, 14])
        print(table.row(["N", "ms", "ns/cell", "cells/s", "peak MB above"]))
        var targets: [String] = []
        for count in sizes {
            let data = makeData(cells: count)
            let layout = FlowLayout(
                collectionView: CollectionView(width: 1_024, height: 768), collectionData: data)
            // Peak first, on the layout's first pass: later passes reuse freed memory.
            let peak = Measurement.peakMegabytesAbove { try? layout.prepare() }
            let runs = count <= 100_000 ? 7 : 3
            var failed = false
            let time = Measurement.medianMilliseconds(runs: runs) {
                do { try layout.prepare() } catch { failed = true }
            }
            let perCell = time * 1e6 / Double(max(count, 1))
            print(
                table.row([
                    String(count), Table.number(time), Table.number(perCell, 1),
                    Table.number(Double(count) / time * 1_000, 0),
                    peak.map { Table.number($0, 1) } ?? "-",
                ]))
            if failed { print("  warning: prepare() failed") }
            if count == 1_000_000 {
                targets.append(
                    "1M cells: < 500 ms: \(Table.number(time)) ms \(Table.verdict(time < 500))")
                if let peak {
                    targets.append(
                        "1M cells: peak memory above the model < 300 MB: \(Table.number(peak, 1)) MB \(Table.verdict(peak < 300))"
                    )
                }
            }
        }
        if !targets.isEmpty { print("targets:\n  " + targets.joined(separator: "\n  ")) }
    }
}
