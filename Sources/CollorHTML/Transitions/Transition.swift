import Collor
import Foundation

/// What a transition between two page states does to each element: a plain value that the
/// renderer only reads, and that the `.transition` snapshot strategy prints.
public struct Transition: Equatable, Sendable {
    /// What happens to one element.
    public enum Change: String, Sendable {
        /// Present in both states; `moved` says whether its frame changed.
        case stays
        /// Only in the new state: fades and scales in at its new frame.
        case appears
        /// Only in the old state: fades out where it was.
        case disappears
    }

    /// One element's part in the transition.
    public struct Element: Equatable, Sendable {
        /// Whether the element stays, appears or disappears.
        public var change: Change
        /// The element as it was (for `stays` and `disappears`).
        public var old: RenderedElement?
        /// The element as it is now (for `stays` and `appears`).
        public var new: RenderedElement?
        /// Whether its content is reloaded: old and new content cross-fade.
        public var reloaded: Bool

        /// The element's identity.
        public var key: String { (new ?? old)?.key ?? "" }
        /// Whether a surviving element changes frame (and so translates and scales).
        public var moves: Bool { change == .stays && old?.frame != new?.frame }
    }

    /// Elements in the new state's reading order, then the disappearing ones in the old order.
    public var elements: [Element]
    /// The content size before the update.
    public var oldContentSize: CGSize
    /// The content size after the update.
    public var newContentSize: CGSize
    /// The width of the viewport the states were laid out in (the new state's).
    public var viewportWidth: CGFloat

    /// Pairs the elements of two states: cells through the update's result (replayed on the old
    /// structure, so that every surviving cell is found even when `diff()` rebuilt its
    /// descriptor), supplementary and decoration views by their uid (or kind and index path).
    ///
    /// The result is checked against both states first (`validate(from:to:)`): a result of
    /// another update (say an empty one after `reloadData()` changed the data) would otherwise
    /// animate cells into each other's places.
    ///
    /// - Throws: `CollorError.invalidBatchUpdate` when `result` does not lead from `old` to `new`,
    ///   its violations starting with the first mismatch.
    /// - Complexity: O(n log n) for n elements.
    public init(from old: PageState, to new: PageState, result: UpdateCollectionResult)
        throws(CollorError)
    {
        try result.validate(from: old.snapshot, to: new.snapshot)
        let replayed = try result.applied(to: old.snapshot)
        var reloadedOld = Set(result.reloadedIndexPaths)
        for section in result.reloadedSectionsIndexSet where section < old.snapshot.sections.count {
            for item in old.snapshot.sections[section].cells.indices {
                reloadedOld.insert(IndexPath(item: item, section: section))
            }
        }

        // Old cell element for each new cell position, through the replayed structure.
        var oldCellFor: [IndexPath: Int] = [:]
        for (sectionIndex, section) in replayed.sections.enumerated() {
            for (item, cell) in section.cells.enumerated() {
                if let element = old.cellElements[ObjectIdentifier(cell)] {
                    oldCellFor[IndexPath(item: item, section: sectionIndex)] = element
                }
            }
        }
        var oldViewFor: [String: Int] = [:]
        for (index, element) in old.elements.enumerated() where element.category != .cell {
            oldViewFor[element.key] = index
        }

        var used = Set<Int>()
        var elements: [Element] = []
        elements.reserveCapacity(new.elements.count)
        for element in new.elements {
            let match =
                element.category == .cell ? oldCellFor[element.indexPath] : oldViewFor[element.key]
            if let match, used.insert(match).inserted {
                let previous = old.elements[match]
                // A cell reloads when the update says so; a view when its content changed (a
                // header whose text changes cross-fades).
                let reloaded =
                    previous.category == .cell
                    ? reloadedOld.contains(previous.indexPath) : previous.markup != element.markup
                elements.append(
                    Element(change: .stays, old: previous, new: element, reloaded: reloaded))
            } else {
                elements.append(Element(change: .appears, old: nil, new: element, reloaded: false))
            }
        }
        for (index, element) in old.elements.enumerated() where !used.contains(index) {
            elements.append(Element(change: .disappears, old: element, new: nil, reloaded: false))
        }
        self.elements = elements
        self.oldContentSize = old.contentSize
        self.newContentSize = new.contentSize
        self.viewportWidth = new.viewportWidth
    }

    /// Counts for a caption: how many elements appear, disappear, move and reload.
    public var summary: String {
        let appear = elements.filter { $0.change == .appears }.count
        let disappear = elements.filter { $0.change == .disappears }.count
        let move = elements.filter(\.moves).count
        let reload = elements.filter(\.reloaded).count
        return "\(appear) appear, \(disappear) disappear, \(move) move, \(reload) reload"
    }
}
