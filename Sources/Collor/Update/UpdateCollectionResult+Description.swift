internal import CollorDiff
import Foundation

extension UpdateCollectionResult: CustomStringConvertible {
    /// A one-line summary such as `3 inserted, 1 moved, 2 reloaded; sections: 1 deleted`, or
    /// `no change`. Zero counts are left out; the wording is stable, so captions and logs can use it.
    public var description: String {
        func counts(_ pairs: [(Int, String)]) -> String {
            pairs.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
        }
        let cells = counts([
            (insertedCells.count, "inserted"), (deletedCells.count, "deleted"),
            (movedCells.count, "moved"), (reloadedCells.count, "reloaded"),
        ])
        let sections = counts([
            (insertedSections.count, "inserted"), (deletedSections.count, "deleted"),
            (movedSections.count, "moved"), (reloadedSections.count, "reloaded"),
        ])
        switch (cells.isEmpty, sections.isEmpty) {
        case (true, true): return "no change"
        case (false, true): return cells
        case (true, false): return "sections: \(sections)"
        case (false, false): return "\(cells); sections: \(sections)"
        }
    }
}

extension UpdateCollectionResult: CustomDebugStringConvertible {
    /// Every change, one kind per line, positions written `section.item` and descriptors by uid:
    ///
    /// ```
    /// inserted: 0.3 "x"
    /// moved: 0.4 -> 0.0 "c"
    /// deleted sections: 2 "B"
    /// ```
    ///
    /// `no change` when there is none. Test failures and `debugPrint` show this.
    public var debugDescription: String {
        let lines = [
            ("inserted", insertedCells.map(\.description)),
            ("deleted", deletedCells.map(\.description)),
            ("moved", movedCells.map(\.description)),
            ("reloaded", reloadedCells.map(\.description)),
            ("inserted sections", insertedSections.map(\.description)),
            ("deleted sections", deletedSections.map(\.description)),
            ("moved sections", movedSections.map(\.description)),
            ("reloaded sections", reloadedSections.map(\.description)),
        ].filter { !$0.1.isEmpty }.map { "\($0.0): \($0.1.joined(separator: ", "))" }
        return lines.isEmpty ? "no change" : lines.joined(separator: "\n")
    }

    /// The lines of `debugDescription` that differ from `expected`'s, marked `-` (expected) and `+`
    /// (found): what an assertion message shows when two results are not equal.
    public func differences(from expected: UpdateCollectionResult) -> String {
        let found = debugDescription.split(separator: "\n").map(String.init)
        let wanted = expected.debugDescription.split(separator: "\n").map(String.init)
        let missing = wanted.filter { !found.contains($0) }.map { "- \($0)" }
        let extra = found.filter { !wanted.contains($0) }.map { "+ \($0)" }
        return (missing + extra).joined(separator: "\n")
    }
}

extension UpdateCollectionResult.Change: CustomStringConvertible {
    /// `position "uid"`, as in `0.3 "x"` for a cell or `2 "B"` for a section.
    public var description: String {
        "\(UpdateCollectionResult.text(position)) \(UpdateCollectionResult.label(descriptor))"
    }
}

extension UpdateCollectionResult.Move: CustomStringConvertible {
    /// `from -> to "uid"`, as in `0.4 -> 0.0 "c"` for a cell or `1 -> 0 "B"` for a section.
    public var description: String {
        let from = UpdateCollectionResult.text(from)
        let to = UpdateCollectionResult.text(to)
        return "\(from) -> \(to) \(UpdateCollectionResult.label(descriptor))"
    }
}

extension UpdateCollectionResult {
    /// A position as the descriptions write it: an index path as `section.item`, an index as is.
    static func text(_ position: some Hashable) -> String {
        if let indexPath = position as? IndexPath { return ItemPath(indexPath).description }
        return "\(position)"
    }

    /// A descriptor by its uid, as `CollectionSnapshot.label(_:)` writes it.
    static func label(_ descriptor: some Any) -> String {
        guard let identifiable = descriptor as? any CollorIdentifiable else {
            return "<\(type(of: descriptor))>"
        }
        return CollectionSnapshot.label(identifiable)
    }
}

extension ItemPath {
    /// The position of `indexPath`; a path that is not two indexes long reads as `-1.-1`.
    init(_ indexPath: IndexPath) {
        guard indexPath.count == 2 else {
            self.init(section: -1, item: -1)
            return
        }
        self.init(section: indexPath[0], item: indexPath[1])
    }
}
