import Collor
import CollorDiff
import CollorTestSupport
import Foundation

/// The diff benchmark. Every number is measured in the same run: Collor's diff, the standard
/// library's `CollectionDifference` with `inferringMoves()` on the same data, and a floor of one
/// `Dictionary` build over the old keys plus one lookup per new key.
enum DiffBenchmark {
    /// Collor's keyed diff of one section: match by key, then the core with reloads by version.
    /// Never inlined, so that a profiler can single it out (`--toggle-collect` in callgrind).
    @inline(never)
    static func collorDiff(_ workload: Workload) -> SectionedChangeset? {
        guard let origins = try? KeyMatching.origins(of: workload.new, in: workload.old) else {
            return nil
        }
        let matching = SectionedMatching(
            oldSectionStarts: [0, workload.old.count], newSectionStarts: [0, workload.new.count],
            newSectionOrigins: [0], newItemOrigins: origins)
        let old = workload.old
        let new = workload.new
        return try? SectionedDiff.changeset(for: matching) { old[$0].version != new[$1].version }
    }

    /// What a user pays for the model-level diff: the update, its `reloadData()` included. Never
    /// inlined, so that a profiler can single it out.
    @inline(never)
    static func modelDiff(_ model: BenchmarkData) -> UpdateCollectionResult? {
        try? model.update { try $0.diff() }
    }

    /// The floor: what any keyed diff must at least do.
    static func floor(_ workload: Workload) -> Int {
        var positions = [String: Int](minimumCapacity: workload.old.count)
        for (index, item) in workload.old.enumerated() { positions[item.key] = index }
        var found = 0
        for item in workload.new where positions[item.key] != nil { found += 1 }
        return found
    }

    /// Moves `inferringMoves()` paired: insertions that name where they came from.
    static func stdlibMoves(_ difference: CollectionDifference<Item>) -> Int {
        difference.insertions.reduce(0) { count, change in
            if case .insert(_, _, let associatedWith) = change, associatedWith != nil {
                return count + 1
            }
            return count
        }
    }

    static func run(sizes: [Int]) {
        print(
            "Diff: mixed change (10% deleted, 10% inserted, 5% moved, 5% reloaded), String uids, one section"
        )
        print(
            "medians in ms; stdlib = CollectionDifference + inferringMoves(); floor = Dictionary build + lookups;"
        )
        print(
            "model = `model.update { try $0.diff() }` on descriptors, its reloadData() included\n")
        let table = Table(widths: [9, 10, 10, 8, 9, 8, 8, 13, 10, 9, 8])
        print(
            table.row([
                "N", "collor", "stdlib", "ratio", "floor", "x floor", "moves", "stdlib moves",
                "model", "x collor", "x floor",
            ]))
        var targets: [String] = []
        for count in sizes {
            let workload = Workload(count: count)
            let runs = count <= 10_000 ? 21 : (count <= 100_000 ? 7 : 5)
            var changeset: SectionedChangeset?
            let collorTime = Measurement.medianMilliseconds(runs: runs) {
                changeset = collorDiff(workload)
            }
            var sink = 0
            let floorTime = Measurement.medianMilliseconds(runs: runs) { sink &+= floor(workload) }

            // CollectionDifference is O((N + M) * D); past 10k it would take minutes.
            var stdlibTime: Double?
            var stdlibMoveCount: Int?
            if count <= 10_000 {
                stdlibTime = Measurement.medianMilliseconds(runs: count <= 1_000 ? 21 : 3) {
                    stdlibMoveCount = stdlibMoves(
                        workload.new.difference(from: workload.old).inferringMoves())
                }
            }

            let model = BenchmarkData(workload.old)
            var modelResult: UpdateCollectionResult?
            let modelTime = Measurement.medianMilliseconds(
                runs: runs, setup: { model.reset(to: workload, dropping: &modelResult) }
            ) {
                modelResult = modelDiff(model)
            }

            let moves = changeset?.movedItems.count ?? -1
            let modelMoves = modelResult?.movedIndexPaths.count ?? -1
            let modelRatio = modelTime / collorTime
            print(
                table.row([
                    String(count), Table.number(collorTime),
                    stdlibTime.map { Table.number($0) } ?? "skipped",
                    stdlibTime.map { Table.number($0 / collorTime, 1) } ?? "-",
                    Table.number(floorTime),
                    Table.number(collorTime / floorTime), String(moves),
                    stdlibMoveCount.map(String.init) ?? "-",
                    Table.number(modelTime), Table.number(modelRatio),
                    Table.number(modelTime / floorTime),
                ]))
            if modelMoves != moves || sink < 0 {
                print(
                    "  warning: the model's diff() found \(modelMoves) moves, the pure diff \(moves)"
                )
            }
            let ratio = collorTime / floorTime
            let sameMoves = "moves \(modelMoves) = \(moves) \(Table.verdict(modelMoves == moves))"
            switch count {
            case 10_000:
                if let stdlibTime {
                    let speedup = stdlibTime / collorTime
                    targets.append(
                        "10k: >= 50x faster than CollectionDifference: \(Table.number(speedup, 1))x \(Table.verdict(speedup >= 50))"
                    )
                }
            case 100_000:
                targets.append(
                    "100k: < 50 ms: \(Table.number(collorTime)) ms \(Table.verdict(collorTime < 50)); <= 1.5x floor: \(Table.number(ratio))x \(Table.verdict(ratio <= 1.5))"
                )
                targets.append(
                    "100k: model diff() <= 2x collor: \(Table.number(modelRatio))x \(Table.verdict(modelRatio <= 2)); \(sameMoves)"
                )
            case 1_000_000:
                targets.append(
                    "1M: < 700 ms: \(Table.number(collorTime)) ms \(Table.verdict(collorTime < 700)); <= 1.5x floor: \(Table.number(ratio))x \(Table.verdict(ratio <= 1.5))"
                )
                targets.append(
                    "1M: model diff() <= 2x collor: \(Table.number(modelRatio))x \(Table.verdict(modelRatio <= 2)); \(sameMoves)"
                )
                if let peak = Measurement.peakMegabytesAbove({ changeset = collorDiff(workload) }) {
                    targets.append(
                        "1M: peak memory above the input < 200 MB: \(Table.number(peak, 1)) MB \(Table.verdict(peak < 200))"
                    )
                }
                if let line = modelMemory(workload, model: model, result: &modelResult) {
                    targets.append(line)
                }
            default:
                break
            }
        }
        print("\nmoves: Collor reports the 5% moved items and nothing that only shifted")
        if !targets.isEmpty { print("targets:\n  " + targets.joined(separator: "\n  ")) }
    }

    /// The peak memory of `update { try $0.diff() }` above what the old and new models hold: the
    /// resident set's rise during the update, less the size of the new model (measured by building
    /// one alone), as the old model is resident before the update starts.
    static func modelMemory(
        _ workload: Workload, model: BenchmarkData, result: inout UpdateCollectionResult?
    ) -> String? {
        model.reset(to: workload, dropping: &result)
        guard let empty = Measurement.residentMegabytes() else { return nil }
        var newModel: BenchmarkData? = BenchmarkData(workload.new)
        guard let full = Measurement.residentMegabytes(), newModel != nil else { return nil }
        let newModelSize = full - empty
        newModel = nil
        guard
            let peak = Measurement.peakMegabytesAbove({
                result = modelDiff(model)
            })
        else { return nil }
        let above = peak - newModelSize
        return
            "1M: model diff() peak above the old and new models <= 100 MB: \(Table.number(above, 1)) MB \(Table.verdict(above <= 100)) (new model \(Table.number(newModelSize, 1)) MB)"
    }
}

/// The model-level `diff()`: descriptors with uids, in one section, rebuilt by `reloadData()`.
final class BenchmarkData: CollectionData {
    var items: [Item]

    init(_ items: [Item]) {
        self.items = items
        super.init()
        reloadData()
    }

    /// Puts the model back in its old state, ready to diff into the new one; `result` is released
    /// here too, so that freeing the last run's descriptors is not timed.
    func reset(to workload: Workload, dropping result: inout UpdateCollectionResult?) {
        result = nil
        items = workload.old
        reloadData()
        computeIndices()
        items = workload.new
    }

    override func reloadData() {
        super.reloadData()
        let section = TestSection().uid("all")
        section.cells = items.map { TestCell(content: $0.version).uid($0.key) }
        sections = [section]
    }
}
