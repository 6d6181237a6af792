import Foundation

/// The error thrown by the `Collor` module: updates, diffs, uids, batch-update validation and
/// colours.
///
/// Every case names what is wrong and where (section and item positions, uids), so that the message
/// alone is enough to find the offending descriptor. When an update throws, the collection is left
/// exactly as it was before the update began.
public enum CollorError: Error, Equatable, Sendable {
    /// Some sections or cells lack a uid, or share one. `stage` says which state of the data was
    /// checked (for example "before diff()" or "after diff()"); `problems` lists every offender.
    case invalidUIDs(stage: String, problems: [UIDProblem])
    /// An updater call named a section or cell that is not in the collection.
    case notInCollection(Descriptor)
    /// An updater call inserts a section or cell that is already in the collection.
    case alreadyInCollection(Descriptor)
    /// The same descriptor object stands at more than one position after an update.
    case appearsTwice(Descriptor)
    /// `diff(sections:)` was called on a section that was not built with `reloadSection` or
    /// `reload { builder in }`.
    case sectionWithoutBuilder(section: Int, uid: String?)
    /// An `UpdateCollectionResult` does not describe a valid batch update between two states;
    /// `violations` lists every rule it breaks, with the sections and items each names.
    case invalidBatchUpdate(violations: [BatchUpdateViolation])
    /// A colour string that is not `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`.
    case invalidColor(String)
    /// `update(_:)` was called from inside another update of the same data.
    case nestedUpdate
    /// A descriptor gave a layout a negative or non-finite size, inset, spacing or frame.
    case invalidLayoutValue(LayoutValueProblem)

    /// A bad value a descriptor gave a layout, and where it came from.
    public struct LayoutValueProblem: Equatable, Sendable, CustomStringConvertible {
        /// What the value is: "size", "section inset", "minimum line spacing", ...
        public var what: String
        /// The value as text.
        public var value: String
        /// The section the value belongs to.
        public var section: Int
        /// The item (cell or supplementary view index), when the value belongs to one.
        public var item: Int?
        /// The uid of the descriptor that gave it, when it has one.
        public var uid: String?

        /// Creates the report of `value`, given as `what` at `section` and `item`.
        public init(what: String, value: String, section: Int, item: Int?, uid: String?) {
            self.what = what
            self.value = value
            self.section = section
            self.item = item
            self.uid = uid
        }

        /// What, value and place, as in `size -1.0 x 44.0 at section 0 item 2`.
        public var description: String {
            var place = "section \(section)"
            if let item { place += " item \(item)" }
            if let uid { place += " (uid \"\(uid)\")" }
            return "\(what) \(value) at \(place)"
        }
    }

    /// One offending uid found by a uid check.
    public enum UIDProblem: Equatable, Sendable, CustomStringConvertible {
        /// A section without a uid.
        case missingSectionUID(section: Int)
        /// Several sections with the same uid.
        case duplicateSectionUID(String, sections: [Int])
        /// A cell without a uid.
        case missingCellUID(IndexPath)
        /// Several cells with the same uid.
        case duplicateCellUID(String, indexPaths: [IndexPath])

        /// The problem in words, naming the sections or cells.
        public var description: String {
            switch self {
            case .missingSectionUID(let section):
                return "section \(section) has no uid"
            case .duplicateSectionUID(let uid, let sections):
                let list = sections.map { "section \($0)" }.joined(separator: ", ")
                return "sections share uid \"\(uid)\": \(list)"
            case .missingCellUID(let indexPath):
                return "cell at \(CollorError.describe(indexPath)) has no uid"
            case .duplicateCellUID(let uid, let indexPaths):
                let list = indexPaths.map(CollorError.describe).joined(separator: ", ")
                return "cells share uid \"\(uid)\": \(list)"
            }
        }
    }

    /// Names a descriptor in an error: its kind, uid and position when it has them.
    public struct Descriptor: Equatable, Sendable, CustomStringConvertible {
        /// Whether the descriptor describes a section or a cell.
        public enum Kind: String, Sendable {
            /// A section descriptor, or a cell descriptor.
            case section, cell
        }

        /// Whether it is a section or a cell.
        public var kind: Kind
        /// The descriptor's uid, when it has one.
        public var uid: String?
        /// The section index of a section, or the section and item of a cell, when known.
        public var position: IndexPath?
        /// The descriptor's type name.
        public var typeName: String

        /// Creates the name of a descriptor of `kind` and type `typeName`.
        public init(kind: Kind, uid: String?, position: IndexPath?, typeName: String) {
            self.kind = kind
            self.uid = uid
            self.position = position
            self.typeName = typeName
        }

        /// Kind, type, uid and position: `cell TitleDescriptor uid "title" at section 0 item 1`.
        public var description: String {
            var text = "\(kind.rawValue) \(typeName)"
            if let uid { text += " uid \"\(uid)\"" }
            if let position {
                text +=
                    position.count == 2
                    ? " at \(CollorError.describe(position))" : " at section \(position[0])"
            }
            return text
        }
    }

    static func describe(_ indexPath: IndexPath) -> String {
        guard indexPath.count == 2 else { return "\(Array(indexPath))" }
        return "section \(indexPath[0]) item \(indexPath[1])"
    }
}

extension CollorError: CustomStringConvertible {
    /// A message that names what is wrong and where, enough to find the offending descriptor.
    public var description: String {
        switch self {
        case .invalidUIDs(let stage, let problems):
            let lines = problems.map { "  - \($0)" }.joined(separator: "\n")
            return "Invalid uids \(stage):\n\(lines)"
        case .notInCollection(let descriptor):
            return "The \(descriptor) is not in the collection."
        case .alreadyInCollection(let descriptor):
            return
                "The \(descriptor) is already in the collection; insert a new descriptor instead."
        case .appearsTwice(let descriptor):
            return
                "The \(descriptor) appears at more than one position; a descriptor can stand at one position only."
        case .sectionWithoutBuilder(let section, let uid):
            let name = uid.map { " uid \"\($0)\"" } ?? ""
            return
                "diff(sections:) needs section \(section)\(name) to be built with reloadSection or reload { builder in }."
        case .invalidBatchUpdate(let violations):
            let lines = violations.map { "  - \($0)" }.joined(separator: "\n")
            return "Invalid batch update:\n\(lines)"
        case .nestedUpdate:
            return
                "update(_:) was called inside another update of the same data; make all changes in one update."
        case .invalidColor(let text):
            return "Invalid colour \"\(text)\": expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA."
        case .invalidLayoutValue(let problem):
            return
                "Invalid \(problem): sizes, insets, spacings and frames must be finite and not negative."
        }
    }
}

extension CollorError: LocalizedError {
    /// The same text as `description`, for `localizedDescription`.
    public var errorDescription: String? { description }
}
