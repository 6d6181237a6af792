/// The position of an item: its section and its index in the section.
///
/// The diff core's own position type: a plain pair of integers, cheaper than `IndexPath` (whose
/// storage Foundation builds from an array), and ordered section first.
public struct ItemPath: Hashable, Comparable, Sendable {
    public var section: Int
    public var item: Int

    @inlinable
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    @inlinable
    public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
    }
}

extension ItemPath: CustomStringConvertible {
    public var description: String { "\(section).\(item)" }
}
