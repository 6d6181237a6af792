import Collor
import CollorTestSupport
import Foundation
import PropertyBased
import Testing

/// A random old/new pair and the seed of one change to the true result between them.
private struct MutationCase: Sendable, CustomStringConvertible {
    var pair: ModelPair
    var seed: UInt64
    var description: String { "\(pair)\nmutation seed: \(seed)" }
}

private let cases = Generator<MutationCase, Shrink.None<MutationCase>> { seeded in
    var rng = SplitMix64(seed: seeded.next())
    return MutationCase(pair: ModelPair.random(using: &rng), seed: rng.next())
}

/// Changes one element of `result`: drops it, moves one of its positions, swaps its descriptor,
/// or adds an explicit reload or a stray change.
private func mutate(
    _ result: UpdateCollectionResult, old: CollectionSnapshot, new: CollectionSnapshot,
    using rng: inout SplitMix64
) -> UpdateCollectionResult {
    var changed = result
    func path(in snapshot: CollectionSnapshot) -> IndexPath {
        let section = Int.random(in: 0...max(snapshot.sections.count, 1), using: &rng)
        let count =
            snapshot.sections.indices.contains(section) ? snapshot.sections[section].cells.count : 1
        return IndexPath(item: Int.random(in: 0...count, using: &rng), section: section)
    }
    func nudge(_ path: IndexPath) -> IndexPath { nudged(path, using: &rng) }
    func cell(of snapshot: CollectionSnapshot) -> CollectionCellDescribable? {
        snapshot.sections.flatMap(\.cells).randomElement(using: &rng)
    }
    func section(of snapshot: CollectionSnapshot) -> CollectionSectionDescribable? {
        snapshot.sections.map(\.descriptor).randomElement(using: &rng)
    }
    switch Int.random(in: 0..<12, using: &rng) {
    case 0 where !changed.insertedCells.isEmpty:
        dropOrNudge(&changed.insertedCells, using: &rng)
    case 1 where !changed.deletedCells.isEmpty:
        dropOrNudge(&changed.deletedCells, using: &rng)
    case 2 where !changed.movedCells.isEmpty:
        let index = Int.random(in: changed.movedCells.indices, using: &rng)
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: changed.movedCells.remove(at: index)
        case 1: changed.movedCells[index].from = nudge(changed.movedCells[index].from)
        default: changed.movedCells[index].to = nudge(changed.movedCells[index].to)
        }
    case 3 where !changed.reloadedCells.isEmpty:
        dropOrNudge(&changed.reloadedCells, using: &rng)
    case 4 where !changed.insertedSections.isEmpty:
        dropOrShift(&changed.insertedSections, using: &rng)
    case 5 where !changed.deletedSections.isEmpty:
        dropOrShift(&changed.deletedSections, using: &rng)
    case 6 where !changed.movedSections.isEmpty:
        let index = Int.random(in: changed.movedSections.indices, using: &rng)
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: changed.movedSections.remove(at: index)
        case 1: changed.movedSections[index].from += Bool.random(using: &rng) ? 1 : -1
        default: changed.movedSections[index].to += Bool.random(using: &rng) ? 1 : -1
        }
    case 7:
        // An explicit reload of a random old position: valid when the cell survives in place.
        if let descriptor = cell(of: new) {
            changed.reloadedCells.append(.init(path(in: old), descriptor))
        }
    case 8:
        if let descriptor = cell(of: new) {
            changed.insertedCells.append(.init(path(in: new), descriptor))
        }
    case 9:
        if let descriptor = cell(of: old) {
            changed.deletedCells.append(.init(path(in: old), descriptor))
        }
    case 10:
        if let descriptor = section(of: old) {
            let index = Int.random(in: 0...old.sections.count, using: &rng)
            if Bool.random(using: &rng) {
                changed.reloadedSections.append(.init(index, descriptor))
            } else {
                changed.deletedSections.append(.init(index, descriptor))
            }
        }
    default:
        // Swap the descriptor of an inserted cell for another new one.
        if !changed.insertedCells.isEmpty, let descriptor = cell(of: new) {
            let index = Int.random(in: changed.insertedCells.indices, using: &rng)
            changed.insertedCells[index].descriptor = descriptor
        }
    }
    return changed
}

/// `path` with its item moved by up to two or its section by one.
private func nudged(_ path: IndexPath, using rng: inout SplitMix64) -> IndexPath {
    Bool.random(using: &rng)
        ? IndexPath(
            item: max(0, path.item + Int.random(in: -2...2, using: &rng)), section: path.section)
        : IndexPath(
            item: path.item, section: max(0, path.section + Int.random(in: -1...1, using: &rng)))
}

/// Drops one cell change or moves its index path.
private func dropOrNudge(
    _ changes: inout [UpdateCollectionResult.CellChange], using rng: inout SplitMix64
) {
    let index = Int.random(in: changes.indices, using: &rng)
    if Bool.random(using: &rng) {
        changes.remove(at: index)
    } else {
        changes[index].indexPath = nudged(changes[index].indexPath, using: &rng)
    }
}

/// Drops one section change or shifts its index by one.
private func dropOrShift(
    _ changes: inout [UpdateCollectionResult.SectionChange], using rng: inout SplitMix64
) {
    let index = Int.random(in: changes.indices, using: &rng)
    if Bool.random(using: &rng) {
        changes.remove(at: index)
    } else {
        changes[index].index += Bool.random(using: &rng) ? 1 : -1
    }
}

@Suite struct ValidationPropertyTests {
    /// The issue's property: a result with one element changed is refused exactly when replaying
    /// it on the old state no longer gives the new state (`Transition` validates with this).
    @Test func aChangedResultIsRefusedExactlyWhenItsReplayIsWrong() async {
        await propertyCheck(count: 5_000, input: cases) { testCase in
            let data = SpecData(testCase.pair.old)
            let before = data.snapshot()
            data.spec = testCase.pair.new
            guard let result = try? data.update({ try $0.diff() }) else {
                Issue.record("diff failed\n\(testCase)")
                return
            }
            let after = data.snapshot()
            var rng = SplitMix64(seed: testCase.seed)
            let changed = mutate(result, old: before, new: after, using: &rng)
            let replaysRight = (try? changed.applied(to: before))?.isEquivalent(to: after) == true
            var refusal: String?
            do {
                try changed.validate(from: before, to: after)
            } catch {
                refusal = "\(error)"
            }
            #expect(
                (refusal == nil) == replaysRight,
                "\(testCase)\nreplays right: \(replaysRight), refusal: \(refusal ?? "none")\n\(ChangeSummary(changed))"
            )
        }
    }
}

@Suite struct ValidationRegressionTests {
    /// Found by the property above: a negative inserted-section index trapped in
    /// `newSectionOrigins` instead of being reported.
    @Test func aNegativeSectionIndexIsAViolationNotATrap() {
        let data = SpecData(ModelSpec(["A": ["a"]]))
        let snapshot = data.snapshot()
        var result = UpdateCollectionResult()
        result.insertedSections = [.init(-1, TestSection())]
        result.deletedSections = [.init(0, data.sections[0])]
        #expect(throws: CollorError.self) { try result.validate(from: snapshot, to: snapshot) }
        #expect(throws: CollorError.self) { try result.applied(to: snapshot) }
    }
}
