import Foundation

/// The structure of a `CollectionData` at one moment: which section and cell descriptors stand
/// where. Taking one is O(sections), as cell arrays are shared copy-on-write.
///
/// Snapshots let you check an `UpdateCollectionResult` against the states before and after an
/// update (`validate(from:to:)`), and replay it (`applied(to:)`).
public struct CollectionSnapshot {
    /// One section and its cells.
    public struct Section {
        /// The section's descriptor.
        public var descriptor: CollectionSectionDescribable
        /// The section's cell descriptors, in order.
        public var cells: [CollectionCellDescribable]

        /// Creates a section of the snapshot from its descriptor and its cells.
        package init(descriptor: CollectionSectionDescribable, cells: [CollectionCellDescribable]) {
            self.descriptor = descriptor
            self.cells = cells
        }
    }

    /// The sections, in order.
    public var sections: [Section]

    /// Creates a snapshot of `sections`, as `CollectionData.snapshot()` does.
    package init(sections: [Section]) {
        self.sections = sections
    }

    /// The number of cells in all sections.
    package var cellCount: Int { sections.reduce(0) { $0 + $1.cells.count } }

    /// Whether both snapshots hold the same descriptors at the same positions. Two descriptors are
    /// the same when they are one object, or when both have a uid and the uids are equal (as after
    /// `diff()`, which rebuilds descriptors).
    package func isEquivalent(to other: CollectionSnapshot) -> Bool {
        firstDifference(from: other) == nil
    }

    /// Where this snapshot and `other` first differ, in words, or `nil` when they are equivalent.
    package func firstDifference(from other: CollectionSnapshot) -> String? {
        guard sections.count == other.sections.count else {
            return "\(sections.count) sections instead of \(other.sections.count)"
        }
        for (index, (mine, theirs)) in zip(sections, other.sections).enumerated() {
            guard Self.same(mine.descriptor, theirs.descriptor) else {
                return
                    "section \(index) is \(Self.name(mine.descriptor)) instead of \(Self.name(theirs.descriptor))"
            }
            guard mine.cells.count == theirs.cells.count else {
                return
                    "section \(index) has \(mine.cells.count) cells instead of \(theirs.cells.count)"
            }
            for (item, (cell, expected)) in zip(mine.cells, theirs.cells).enumerated()
            where !Self.same(cell, expected) {
                return
                    "section \(index) item \(item) is \(Self.name(cell)) instead of \(Self.name(expected))"
            }
        }
        return nil
    }

    static func same(_ lhs: CollorIdentifiable, _ rhs: CollorIdentifiable) -> Bool {
        if lhs === rhs { return true }
        guard let left = lhs._uid, let right = rhs._uid else { return false }
        return left == right
    }

    /// A descriptor in a result's listing: its uid quoted, or its type in angle brackets.
    static func label(_ descriptor: CollorIdentifiable) -> String {
        descriptor._uid.map { "\"\($0)\"" } ?? "<\(type(of: descriptor))>"
    }

    static func name(_ descriptor: CollorIdentifiable) -> String {
        descriptor._uid.map { "uid \"\($0)\"" } ?? "a \(type(of: descriptor)) without uid"
    }
}

extension CollectionData {
    /// The current structure: sections and their cells.
    public func snapshot() -> CollectionSnapshot {
        CollectionSnapshot(
            sections: sections.map { .init(descriptor: $0, cells: $0.sectionStorage.cells) })
    }
}
