import Collor
import Foundation

/// An `UpdateCollectionResult` in short text, for exact assertions: positions are written
/// `section.item`, moves `from>to`, and each list keeps the result's order.
public struct ChangeSummary: Equatable, CustomStringConvertible {
    public var inserted: [String] = []
    public var deleted: [String] = []
    public var moved: [String] = []
    public var reloaded: [String] = []
    public var insertedSections: [Int] = []
    public var deletedSections: [Int] = []
    public var movedSections: [String] = []
    public var reloadedSections: [Int] = []

    public init(
        inserted: [String] = [], deleted: [String] = [], moved: [String] = [],
        reloaded: [String] = [],
        insertedSections: [Int] = [], deletedSections: [Int] = [], movedSections: [String] = [],
        reloadedSections: [Int] = []
    ) {
        self.inserted = inserted
        self.deleted = deleted
        self.moved = moved
        self.reloaded = reloaded
        self.insertedSections = insertedSections
        self.deletedSections = deletedSections
        self.movedSections = movedSections
        self.reloadedSections = reloadedSections
    }

    public init(_ result: UpdateCollectionResult) {
        func text(_ path: IndexPath) -> String { "\(path.section).\(path.item)" }
        inserted = result.insertedIndexPaths.map(text)
        deleted = result.deletedIndexPaths.map(text)
        moved = result.movedIndexPaths.map { "\(text($0.from))>\(text($0.to))" }
        reloaded = result.reloadedIndexPaths.map(text)
        insertedSections = Array(result.insertedSectionsIndexSet)
        deletedSections = Array(result.deletedSectionsIndexSet)
        movedSections = result.movedSectionIndexes.map { "\($0.from)>\($0.to)" }
        reloadedSections = Array(result.reloadedSectionsIndexSet)
    }

    public var description: String {
        var parts: [String] = []
        if !inserted.isEmpty { parts.append("inserted: \(inserted)") }
        if !deleted.isEmpty { parts.append("deleted: \(deleted)") }
        if !moved.isEmpty { parts.append("moved: \(moved)") }
        if !reloaded.isEmpty { parts.append("reloaded: \(reloaded)") }
        if !insertedSections.isEmpty { parts.append("insertedSections: \(insertedSections)") }
        if !deletedSections.isEmpty { parts.append("deletedSections: \(deletedSections)") }
        if !movedSections.isEmpty { parts.append("movedSections: \(movedSections)") }
        if !reloadedSections.isEmpty { parts.append("reloadedSections: \(reloadedSections)") }
        return parts.isEmpty ? "no change" : parts.joined(separator: "; ")
    }
}

/// Diffs `old` into `new` with `diff()`, checks the result against both states (validation and
/// replay), and returns it with the data.
public func diffAndCheck(_ old: ModelSpec, _ new: ModelSpec) throws -> (
    result: UpdateCollectionResult, data: SpecData
) {
    let data = SpecData(old)
    let before = data.snapshot()
    data.spec = new
    let result = try data.update { try $0.diff() }
    try result.validate(from: before, to: data.snapshot())
    return (result, data)
}
