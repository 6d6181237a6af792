import Collor
import CollorDiff
import CollorTestSupport

/// One element of a benchmark list: a uid and a content version (a changed version is a reload).
struct Item: Hashable, DifferenceIdentifiable {
    var key: String
    var version: Int
    var differenceIdentifier: String { key }
}

/// An old list of N items and a new one with the mixed change: 10% deleted, 10% inserted,
/// 5% moved, 5% reloaded, at seeded random positions.
struct Workload {
    let old: [Item]
    let new: [Item]

    init(count: Int, seed: UInt64 = 42) {
        var rng = SplitMix64(seed: seed)
        let old = (0..<count).map { Item(key: "uid-\($0)", version: 0) }
        var new = old
        // 5% reloaded: bump the version.
        for _ in 0..<(count / 20) {
            new[Int.random(in: 0..<new.count, using: &rng)].version = 1
        }
        // 10% deleted.
        var keep = [Bool](repeating: true, count: new.count)
        var deleted = 0
        while deleted < count / 10 {
            let index = Int.random(in: 0..<new.count, using: &rng)
            if keep[index] {
                keep[index] = false
                deleted += 1
            }
        }
        new = zip(new, keep).filter(\.1).map(\.0)
        // 5% moved: take items out, put them back at random places.
        var moving: [Item] = []
        var taken = [Bool](repeating: false, count: new.count)
        while moving.count < count / 20 {
            let index = Int.random(in: 0..<new.count, using: &rng)
            if !taken[index] {
                taken[index] = true
                moving.append(new[index])
            }
        }
        new = zip(new, taken).filter { !$0.1 }.map(\.0)
        // 10% inserted, and the moved ones back, at random positions: build by merging sorted slots.
        var additions = moving + (0..<(count / 10)).map { Item(key: "new-\($0)", version: 0) }
        additions.shuffle(using: &rng)
        let slots = additions.map { _ in Int.random(in: 0...new.count, using: &rng) }.sorted()
        var merged: [Item] = []
        merged.reserveCapacity(new.count + additions.count)
        var next = 0
        for (slot, item) in zip(slots, additions) {
            while next < slot {
                merged.append(new[next])
                next += 1
            }
            merged.append(item)
        }
        merged.append(contentsOf: new[next...])
        self.old = old
        self.new = merged
    }
}
