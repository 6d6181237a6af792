/// The names DocC suggests for a misspelt one (swift-docc's `NearMiss`): each candidate scored by
/// the changes from the written name to it (common runs of three characters or more add, inserted
/// and removed characters take away, the first run weighs 1.75 times), those above zero, best
/// first (ties alphabetically), within a quarter of the best score, at most ten.
///
/// Its cost is bounded as DocC's is, by comparing only the names DocC compares (the children of
/// the place a link stops resolving: a type's members, a module's types), and here also by
/// leaving out names longer than `maximumLength`, for which the difference would cost most.
enum NearMiss {
    /// The longest name compared, in characters.
    static let maximumLength = 256

    /// The best of `candidates` for `written`, as DocC orders and cuts them.
    ///
    /// - Complexity: O(c · n · d) for c candidates of n ≤ `maximumLength` characters that
    ///   differ by d.
    static func bestMatches(for candidates: some Sequence<String>, against written: String)
        -> [String]
    {
        guard written.count <= maximumLength else { return [] }
        var scored: [(name: String, score: Double)] = []
        for candidate in candidates where candidate.count <= maximumLength {
            let value = score(changes(from: written, to: candidate))
            if value > 0 { scored.append((candidate, value)) }
        }
        scored.sort { $0.score == $1.score ? $0.name < $1.name : $0.score > $1.score }
        guard let best = scored.first?.score else { return [] }
        return scored.prefix { best / 4 < $0.score }.prefix(10).map { $0.name }
    }

    /// DocC's solutions for `name` in words: `. Replace 'arange()' with 'arrange()'`, one per
    /// name, or nothing without names.
    static func replacing(_ name: String, with names: [String]) -> String {
        guard !names.isEmpty else { return "" }
        return ". " + names.map { "Replace '\(name)' with '\($0)'" }.joined(separator: "; ")
    }

    enum Change: Equatable {
        case common, remove, insert
    }

    /// The runs of common, removed and inserted characters from `from` to `to`, removals before
    /// insertions at one place, as DocC's `CollectionChanges` makes them from the standard
    /// library's difference.
    static func changes(from: String, to: String) -> [(Change, Int)] {
        let old = Array(from)
        let new = Array(to)
        guard !old.isEmpty else { return [(.insert, new.count)] }
        guard !new.isEmpty else { return [(.remove, old.count)] }
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in new.difference(from: old) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var runs: [(Change, Int)] = []
        func add(_ change: Change) {
            if let last = runs.last, last.0 == change {
                runs[runs.count - 1].1 += 1
            } else {
                runs.append((change, 1))
            }
        }
        var index = 0
        var newIndex = 0
        while index < old.count || newIndex < new.count {
            if index < old.count, removed.contains(index) {
                add(.remove)
                index += 1
            } else if newIndex < new.count, inserted.contains(newIndex) {
                add(.insert)
                newIndex += 1
            } else {
                add(.common)
                index += 1
                newIndex += 1
            }
        }
        return runs
    }

    private static func score(_ runs: [(Change, Int)]) -> Double {
        var total = 0.0
        for (index, run) in runs.enumerated() {
            let value: Double
            switch run.0 {
            case .common: value = run.1 < 3 ? 0 : Double(run.1 * (run.1 + 1) / 2) + 3
            case .insert: value = -Double(run.1) * 1.5
            case .remove: value = -Double(run.1) * 3
            }
            total += index == 0 ? value * 1.75 : value
        }
        return total
    }
}
