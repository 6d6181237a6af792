import Collor
import CollorTestSupport
import Foundation

// Diff benchmark (issue: model, updater and diff). Run with `make bench`: a release build.
// Every number is measured in this run: Collor's diff, the standard library's CollectionDifference
// with inferringMoves() on the same data, and a floor of one Dictionary build over the old keys plus
// one lookup per new key.

/// Collor's keyed diff of one section: match by key, then the core with reloads by version.
func collorDiff(_ workload: Workload) -> SectionedChangeset? {
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

/// The floor: what any keyed diff must at least do.
func floor(_ workload: Workload) -> Int {
    var positions = [String: Int](minimumCapacity: workload.old.count)
    for (index, item) in workload.old.enumerated() { positions[item.key] = index }
    var found = 0
    for item in workload.new where positions[item.key] != nil { found += 1 }
    return found
}

/// The model-level `diff()`: descriptors with uids, in one section, rebuilt by `reloadData()`.
final class BenchmarkData: CollectionData {
    var items: [Item]
    init(_ items: [Item]) {
        self.items = items
        super.init()
        reloadData()
    }
    override func reloadData() {
        super.reloadData()
        let section = TestSection().uid("all")
        section.cells = items.map { TestCell(content: $0.version).uid($0.key) }
        sections = [section]
    }
}

func format(_ value: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", value) }
func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(width - text.count, 0)) + text
}

let sizes =
    CommandLine.arguments.count > 1
    ? CommandLine.arguments.dropFirst().compactMap { Int($0) }
    : [1_000, 10_000, 100_000, 1_000_000]
print(
    "Collor diff benchmark: mixed change (10% deleted, 10% inserted, 5% moved, 5% reloaded), String uids, one section"
)
print(
    "times are medians in ms; ratio = CollectionDifference / Collor; floor = Dictionary build + lookups\n"
)
print(
    [
        pad("N", 9), pad("collor", 10), pad("stdlib", 10), pad("ratio", 8), pad("floor", 9),
        pad("x floor", 8), pad("moves", 8), pad("stdlib moves", 13), pad("model diff()", 13),
    ].joined(separator: " "))

var targets: [String] = []
for count in sizes {
    let workload = Workload(count: count)
    let runs = count <= 10_000 ? 21 : (count <= 100_000 ? 7 : 3)
    var changeset: SectionedChangeset?
    let collorTime = Measurement.medianMilliseconds(runs: runs) { changeset = collorDiff(workload) }
    var sink = 0
    let floorTime = Measurement.medianMilliseconds(runs: runs) { sink &+= floor(workload) }

    var stdlibText = "skipped"
    var stdlibMovesText = "-"
    var stdlibTime: Double?
    if count <= 10_000 {
        var moves = 0
        stdlibTime = Measurement.medianMilliseconds(runs: count <= 1_000 ? 21 : 3) {
            let difference = workload.new.difference(from: workload.old).inferringMoves()
            moves =
                difference.insertions.filter {
                    if case .insert(_, _, let from) = $0 {
                        return from != nil
                    } else {
                        return false
                    }
                }.count
        }
        stdlibText = format(stdlibTime ?? 0)
        stdlibMovesText = String(moves)
    }

    let model = BenchmarkData(workload.old)
    model.items = workload.new
    let start = DispatchTime.now().uptimeNanoseconds
    let modelResult = try? model.update { try $0.diff() }
    let modelTime = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6

    let moves = changeset?.movedItems.count ?? -1
    let ratio = stdlibTime.map { format($0 / collorTime, 1) } ?? "-"
    print(
        [
            pad(String(count), 9), pad(format(collorTime), 10), pad(stdlibText, 10), pad(ratio, 8),
            pad(format(floorTime), 9), pad(format(collorTime / floorTime), 8),
            pad(String(moves), 8),
            pad(stdlibMovesText, 13), pad(format(modelTime, 1), 13),
        ].joined(separator: " "))
    if modelResult?.movedIndexPaths.count != moves {
        print("  warning: model diff() found \(modelResult?.movedIndexPaths.count ?? -1) moves")
    }
    if sink == 42 { print("") }

    switch count {
    case 10_000:
        if let stdlibTime {
            targets.append(
                "10k: >= 50x faster than CollectionDifference: \(format(stdlibTime / collorTime, 1))x \(stdlibTime / collorTime >= 50 ? "PASS" : "MISS")"
            )
        }
    case 100_000:
        targets.append(
            "100k: < 50 ms: \(format(collorTime)) ms \(collorTime < 50 ? "PASS" : "MISS"); <= 1.5x floor: \(format(collorTime / floorTime))x \(collorTime / floorTime <= 1.5 ? "PASS" : "MISS")"
        )
    case 1_000_000:
        targets.append(
            "1M: < 700 ms: \(format(collorTime)) ms \(collorTime < 700 ? "PASS" : "MISS"); <= 1.5x floor: \(format(collorTime / floorTime))x \(collorTime / floorTime <= 1.5 ? "PASS" : "MISS")"
        )
        if let peak = Measurement.peakMegabytesAbove({ changeset = collorDiff(workload) }) {
            targets.append(
                "1M: peak memory above the input < 200 MB: \(format(peak, 1)) MB \(peak < 200 ? "PASS" : "MISS")"
            )
        }
    default:
        break
    }
}
print(
    "\nminimal moves: the 5% moved items, and nothing that only shifted; stdlib counts remove/insert pairs it could pair"
)
if !targets.isEmpty { print("\ntargets:\n  " + targets.joined(separator: "\n  ")) }

if ProcessInfo.processInfo.environment["COLLOR_BENCH_PARTS"] != nil {
    let workload = Workload(count: 100_000)
    let matchTime = Measurement.medianMilliseconds(runs: 21) {
        _ = try? KeyMatching.origins(of: workload.new, in: workload.old)
    }
    let origins = (try? KeyMatching.origins(of: workload.new, in: workload.old)) ?? []
    let matching = SectionedMatching(
        oldSectionStarts: [0, workload.old.count], newSectionStarts: [0, workload.new.count],
        newSectionOrigins: [0], newItemOrigins: origins)
    let coreTime = Measurement.medianMilliseconds(runs: 21) {
        _ = try? SectionedDiff.changeset(for: matching)
    }
    let f = Measurement.medianMilliseconds(runs: 21) { _ = floor(workload) }
    print(
        "parts at 100k: match \(format(matchTime)) ms, core \(format(coreTime)) ms, floor \(format(f))"
    )
}
