import Collor
import CollorHTML
import CollorTestSupport
import Foundation

/// The rendering benchmark: pages of N label cells written to a file, against a baseline that
/// writes the same bytes from pre-built strings, and a 100k-cell transition.
enum RenderBenchmark {
    static func makeLayout(cells: Int) throws -> FlowLayout {
        let data = CollectionData()
        data.sections = stride(from: 0, to: cells, by: 1_000).map { start in
            let section = TestSection().uid("S\(start)")
            section.cells = (start..<min(start + 1_000, cells)).map { index in
                let cell = LabelDescriptor(adapter: LabelAdapter(text: "Cell \(index) & <label>"))
                    .uid("c\(index)")
                cell.width = CGFloat(150 + (index * 37) % 200)
                return cell
            }
            return section
        }
        data.computeIndices()
        let layout = FlowLayout(
            collectionView: CollectionView(width: 1_024, height: 768), collectionData: data)
        try layout.prepare()
        return layout
    }

    static func run(sizes: [Int]) {
        print(
            "Rendering: pages of label cells written to a file; baseline = the same bytes from pre-built strings\n"
        )
        let table = Table(widths: [9, 10, 10, 12, 10, 10, 10, 12])
        print(table.row(["N", "MB", "ms", "cells/s", "MB/s", "base ms", "x base", "peak MB"]))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "collor-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var targets: [String] = []
        for count in sizes {
            guard let layout = try? makeLayout(cells: count) else {
                print("  could not lay out \(count) cells")
                continue
            }
            let path = folder.appendingPathComponent("page.html").path
            let renderer = PageRenderer(options: PageOptions(fontURL: nil))
            let peak = Measurement.peakMegabytesAbove {
                try? renderer.writePage(layout, toFile: path)
            }
            let runs = count <= 100_000 ? 5 : 3
            let time = Measurement.medianMilliseconds(runs: runs) {
                try? renderer.writePage(layout, toFile: path)
            }
            var status = stat()
            let bytes = stat(path, &status) == 0 ? Int(status.st_size) : 0
            let baseline = baselineMilliseconds(
                bytes: bytes, chunks: count, path: folder.appendingPathComponent("base.html").path)
            let megabytes = Double(bytes) / 1e6
            let cellsPerSecond = Double(count) / time * 1_000
            let megabytesPerSecond = megabytes / time * 1_000
            print(
                table.row([
                    String(count), Table.number(megabytes, 1), Table.number(time, 1),
                    Table.number(cellsPerSecond, 0),
                    Table.number(megabytesPerSecond, 1), Table.number(baseline, 1),
                    Table.number(time / baseline),
                    peak.map { Table.number($0, 1) } ?? "-",
                ]))
            if count == 1_000_000 {
                targets.append(
                    "1M cells: >= 1M cells/s: \(Table.number(cellsPerSecond, 0)) \(Table.verdict(cellsPerSecond >= 1e6))"
                )
                targets.append(
                    "1M cells: >= 100 MB/s: \(Table.number(megabytesPerSecond, 1)) \(Table.verdict(megabytesPerSecond >= 100))"
                )
                if let peak {
                    targets.append(
                        "1M cells: the page (\(Table.number(megabytes, 0)) MB) is not held twice: peak \(Table.number(peak, 1)) MB \(Table.verdict(peak < megabytes * 2))"
                    )
                }
            }
        }
        if let transitionTime = transitionMilliseconds(cells: 100_000) {
            print(
                "\n100k-cell transition (10% deleted, 5% reloaded, the rest shifted: update, layout, two states, pairing, page): "
                    + "\(Table.number(transitionTime, 1)) ms")
        }
        if !targets.isEmpty { print("targets:\n  " + targets.joined(separator: "\n  ")) }
    }

    /// Writes `bytes` bytes to a file in `chunks` pre-built strings, through 64 KB buffers as the
    /// renderer does.
    static func baselineMilliseconds(bytes: Int, chunks: Int, path: String) -> Double {
        let size = max(bytes / max(chunks, 1), 1)
        let piece = String(repeating: "x", count: size)
        let pieces = Array(repeating: piece, count: chunks)
        return Measurement.medianMilliseconds(runs: 3) {
            guard let file = try? FileOutput(path: path) else { return }
            var buffer: [UInt8] = []
            buffer.reserveCapacity(1 << 16)
            for piece in pieces {
                buffer.append(contentsOf: piece.utf8)
                if buffer.count >= 1 << 16 {
                    try? file.write(buffer)
                    buffer.removeAll(keepingCapacity: true)
                }
            }
            try? file.write(buffer)
            try? file.finish()
        }
    }

    /// Renders the state, deletes every tenth cell and reloads every twentieth (one update), lays
    /// out again, renders the new state and writes the transition page: the median of three runs,
    /// in milliseconds.
    static func transitionMilliseconds(cells: Int) -> Double? {
        var times: [Double] = []
        for _ in 0..<3 {
            // Building the data and its first layout is not part of the transition.
            guard let layout = try? makeLayout(cells: cells) else { return nil }
            let data = layout.collectionData
            let all = data.sections.flatMap(\.cells)
            let removed = stride(from: 0, to: all.count, by: 10).map { all[$0] }
            let reloaded = stride(from: 5, to: all.count, by: 20).map { all[$0] }
            let start = DispatchTime.now().uptimeNanoseconds
            do {
                let before = try PageState(layout: layout)
                let result = try data.update { updater in
                    try updater.remove(cells: removed)
                    try updater.reload(cells: reloaded)
                }
                try layout.prepare()
                let transition = try Transition(
                    from: before, to: try PageState(layout: layout), result: result)
                _ = TransitionRenderer(options: PageOptions(fontURL: nil)).page(transition)
            } catch {
                return nil
            }
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        return times.sorted()[times.count / 2]
    }
}
