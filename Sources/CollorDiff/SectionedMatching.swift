/// Which element of the old data each element of the new data is, for sections and for the items
/// in them: the input of `SectionedDiff`.
///
/// Items are numbered flat, section after section; `oldSectionStarts[s]` is the flat number of the
/// first item of old section `s`, and its last entry is the total item count (so it has one entry
/// more than there are sections). An origin of `-1` means "new here": inserted.
public struct SectionedMatching: Sendable {
    /// Flat start of each old section, plus the old item count at the end.
    public var oldSectionStarts: [Int]
    /// Flat start of each new section, plus the new item count at the end.
    public var newSectionStarts: [Int]
    /// For each new section, the old section it is, or `-1`.
    public var newSectionOrigins: [Int]
    /// For each new item (flat), the old item (flat) it is, or `-1`.
    public var newItemOrigins: [Int]

    /// Creates a matching; `SectionedDiff` checks that it is consistent.
    public init(
        oldSectionStarts: [Int], newSectionStarts: [Int], newSectionOrigins: [Int],
        newItemOrigins: [Int]
    ) {
        self.oldSectionStarts = oldSectionStarts
        self.newSectionStarts = newSectionStarts
        self.newSectionOrigins = newSectionOrigins
        self.newItemOrigins = newItemOrigins
    }

    /// Flat starts for sections of the given sizes: `[0, c0, c0 + c1, ...]`.
    ///
    /// - Complexity: O(s) for s sections.
    @inlinable
    public static func starts(counts: some Sequence<Int>) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(counts.underestimatedCount + 1)
        var total = 0
        for count in counts {
            total += count
            starts.append(total)
        }
        return starts
    }
}
