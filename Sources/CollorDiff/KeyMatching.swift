/// Matches new elements to old ones by key: the step that turns keys (uids) into the origins that
/// `SectionedDiff` reads.
public enum KeyMatching {
    /// Keys that are not unique on one side.
    public struct DuplicateKeys: Error, Equatable, Sendable {
        /// Groups of old positions that share a key, each ascending, ordered by first position.
        public var old: [[Int]]
        /// Groups of new positions that share a key, each ascending, ordered by first position.
        public var new: [[Int]]

        /// Creates the report of the duplicate groups on each side.
        public init(old: [[Int]], new: [[Int]]) {
            self.old = old
            self.new = new
        }
    }

    /// For each element of `new`, the position in `old` of the element with the same key, or `-1`.
    ///
    /// One dictionary is built over `old` and each new key costs one hash and probe, which also
    /// claims the entry: a second claim of the same key is a duplicate. Duplicates are reported, all
    /// of them, by a second pass that runs only when there are some.
    ///
    /// - Throws: `DuplicateKeys` when a key appears twice in `old` or twice in `new`.
    /// - Complexity: O(n + m) expected, for n old and m new elements.
    @inlinable
    public static func origins<Element: DifferenceIdentifiable>(
        of new: [Element], in old: [Element]
    ) throws(DuplicateKeys) -> [Int] {
        // Room for the new keys that are not in `old`, so that claiming them rarely rehashes.
        var positions = [Element.DifferenceIdentifier: Int](
            minimumCapacity: old.count + new.count / 8)
        var duplicated = false
        for index in old.indices
        where positions.updateValue(index, forKey: old[index].differenceIdentifier) != nil {
            duplicated = true
        }
        var origins = [Int](repeating: -1, count: new.count)
        if !duplicated {
            // Entries: an old position not yet claimed (>= 0), or claimed (-1). A key absent from
            // `old` is added as unclaimed (Int.min) and claimed at once.
            for index in new.indices {
                let claim = Self.claim(
                    &positions[new[index].differenceIdentifier, default: Int.min])
                if claim >= 0 {
                    origins[index] = claim
                } else if claim == Self.alreadyClaimed {
                    duplicated = true
                }
            }
        }
        if duplicated {
            throw DuplicateKeys(old: duplicateGroups(in: old), new: duplicateGroups(in: new))
        }
        return origins
    }

    /// What `claim(_:)` returns for an entry claimed before: a duplicate key. `package` for the
    /// model's own matching (`DiffKeys` in `Collor`), which claims uids in the same table.
    @usableFromInline package static let alreadyClaimed = -2

    /// Claims a dictionary entry: returns the old position it held, `-1` for a key new in this
    /// list, or `alreadyClaimed`.
    @inlinable @inline(__always)
    package static func claim(_ entry: inout Int) -> Int {
        let value = entry
        entry = -1
        if value >= 0 { return value }
        return value == Int.min ? -1 : alreadyClaimed
    }

    /// Groups of positions that share a key, ordered by first position.
    ///
    /// - Complexity: O(n) expected.
    @inlinable
    public static func duplicateGroups<Element: DifferenceIdentifiable>(in elements: [Element])
        -> [[Int]]
    {
        var groups: [Element.DifferenceIdentifier: [Int]] = [:]
        var order: [Element.DifferenceIdentifier] = []
        for index in elements.indices {
            let key = elements[index].differenceIdentifier
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(index)
        }
        return order.compactMap { key in
            guard let group = groups[key], group.count > 1 else { return nil }
            return group
        }
    }
}
