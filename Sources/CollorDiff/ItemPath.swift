/// The position of an item: its section and its index in the section.
///
/// The diff core's own position type: a plain pair of integers, cheaper than `IndexPath` (whose
/// storage Foundation builds from an array, and this module needs no Foundation), and ordered
/// section first.
public struct ItemPath: Hashable, Comparable, Sendable {
    /// The section's index.
    public var section: Int
    /// The item's index in its section.
    public var item: Int

    /// Creates the position of `item` in `section`.
    @inlinable
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// Section first, then item: the order of the changeset's lists.
    @inlinable
    public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
    }
}

extension ItemPath: CustomStringConvertible {
    /// `section.item`, as in `2.5`.
    public var description: String { "\(section).\(item)" }
}
