import Collor
import CollorTestSupport
import PropertyBased
import Testing

/// Random old/new states: each case prints its seed on failure (`.fixedSeed(...)` reproduces it).
private let modelPairs = Generator<ModelPair, Shrink.None<ModelPair>> { seeded in
    var rng = SplitMix64(seed: seeded.next())
    return ModelPair.random(using: &rng)
}

@Suite struct DiffPropertyTests {
    @Test func diffIsValidReplaysExactlyAndHasTheFewestMoves() async {
        await propertyCheck(count: 10_000, input: modelPairs) { pair in
            let data = SpecData(pair.old)
            let before = data.snapshot()
            data.spec = pair.new
            let result: UpdateCollectionResult
            do {
                result = try data.update { try $0.diff() }
                try result.validate(from: before, to: data.snapshot())
                let replayed = try result.applied(to: before)
                #expect(replayed.isEquivalent(to: data.snapshot()), "\(pair)")
            } catch {
                Issue.record("\(error)\n\(pair)")
                return
            }
            #expect(data.currentSpec == pair.new)
            #expect(
                result.movedIndexPaths.count == pair.minimalCellMoves,
                "\(pair)\n\(ChangeSummary(result))")
            #expect(
                result.movedSectionIndexes.count == pair.minimalSectionMoves,
                "\(pair)\n\(ChangeSummary(result))")
            #expect(
                result.reloadedIndexPaths.count == pair.changedCells,
                "\(pair)\n\(ChangeSummary(result))")
        }
    }

    @Test func diffBackAndForthAreMirrorImages() async {
        await propertyCheck(count: 2_000, input: modelPairs) { pair in
            do {
                let forward = try diffAndCheck(pair.old, pair.new).result
                let backward = try diffAndCheck(pair.new, pair.old).result
                #expect(
                    forward.insertedIndexPaths.count == backward.deletedIndexPaths.count, "\(pair)")
                #expect(
                    forward.insertedSectionsIndexSet.count
                        == backward.deletedSectionsIndexSet.count, "\(pair)")
                #expect(forward.movedIndexPaths.count == backward.movedIndexPaths.count, "\(pair)")
                #expect(
                    forward.movedSectionIndexes.count == backward.movedSectionIndexes.count,
                    "\(pair)")
            } catch {
                Issue.record("\(error)\n\(pair)")
            }
        }
    }
}
