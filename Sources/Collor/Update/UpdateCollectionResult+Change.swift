import Foundation

extension UpdateCollectionResult {
    /// An element an update inserted, deleted or reloaded, at its position: a cell at an index path
    /// (`CellChange`) or a section at an index (`SectionChange`).
    public struct Change<Position: Hashable, Descriptor>: Equatable {
        /// The element's position: new for an insert, old for a delete or a reload.
        public var position: Position
        /// The element's descriptor.
        public var descriptor: Descriptor

        /// Creates the change of `descriptor` at `position`.
        public init(_ position: Position, _ descriptor: Descriptor) {
            self.position = position
            self.descriptor = descriptor
        }

        /// Equal positions, and descriptors with equal uids.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.position == rhs.position && uid(of: lhs.descriptor) == uid(of: rhs.descriptor)
        }
    }

    /// An element an update moved, from its old position to its new one: a cell between index
    /// paths (`CellMove`) or a section between indexes (`SectionMove`).
    public struct Move<Position: Hashable, Descriptor>: Equatable {
        /// The position before the update.
        public var from: Position
        /// The position after the update.
        public var to: Position
        /// The element's descriptor as it was before the update.
        public var descriptor: Descriptor

        /// Creates the move of `descriptor` from `from` to `to`.
        public init(from: Position, to: Position, _ descriptor: Descriptor) {
            self.from = from
            self.to = to
            self.descriptor = descriptor
        }

        /// Equal positions, and descriptors with equal uids.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.from == rhs.from && lhs.to == rhs.to
                && uid(of: lhs.descriptor) == uid(of: rhs.descriptor)
        }
    }

    /// A cell an update inserted, deleted or reloaded, at its index path.
    public typealias CellChange = Change<IndexPath, any CollectionCellDescribable>
    /// A cell an update moved, from its old index path to its new one.
    public typealias CellMove = Move<IndexPath, any CollectionCellDescribable>
    /// A section an update inserted, deleted or reloaded, at its index.
    public typealias SectionChange = Change<Int, any CollectionSectionDescribable>
    /// A section an update moved, from its old index to its new one.
    public typealias SectionMove = Move<Int, any CollectionSectionDescribable>

    /// The uid of a cell or section descriptor (both are `CollorIdentifiable`), which equality
    /// compares: an expected result can be written by hand with new descriptors.
    static func uid(of descriptor: some Any) -> String? {
        (descriptor as? any CollorIdentifiable)?._uid
    }
}

extension UpdateCollectionResult.Change where Position == IndexPath {
    /// The cell's index path: new for an insert, old for a delete or a reload.
    public var indexPath: IndexPath {
        get { position }
        set { position = newValue }
    }
}

extension UpdateCollectionResult.Change where Position == Int {
    /// The section's index: new for an insert, old for a delete or a reload.
    public var index: Int {
        get { position }
        set { position = newValue }
    }
}
