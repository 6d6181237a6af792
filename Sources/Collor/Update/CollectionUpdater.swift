import Foundation

/// Changes a `CollectionData` inside `update(_:)` and records what changed.
///
/// The methods are Collor's. Unlike Collor on iOS, a call that names a section or cell that is not
/// in the collection, or inserts one that already is, throws instead of being ignored, and the whole
/// update is then rolled back. Calls can come in any order: the result's positions are computed once
/// at the end, from the data before and after, so they always follow UIKit's batch-update rules.
public final class CollectionUpdater {
    unowned let collectionData: CollectionData
    let session: UpdateSession

    init(collectionData: CollectionData, session: UpdateSession) {
        self.collectionData = collectionData
        self.session = session
    }

    // MARK: Cells

    /// Inserts `cells` right after `cell`, in its section.
    public func append(cells: [CollectionCellDescribable], after cell: CollectionCellDescribable)
        throws(CollorError)
    {
        let position = try indexPath(of: cell)
        try insert(cells, in: position.section, at: position.item + 1)
    }

    /// Inserts `cells` right before `cell`, in its section.
    public func append(cells: [CollectionCellDescribable], before cell: CollectionCellDescribable)
        throws(CollorError)
    {
        let position = try indexPath(of: cell)
        try insert(cells, in: position.section, at: position.item)
    }

    /// Appends `cells` at the end of `section`.
    public func append(cells: [CollectionCellDescribable], in section: CollectionSectionDescribable)
        throws(CollorError)
    {
        let index = try self.index(of: section)
        try insert(cells, in: index, at: section.sectionStorage.cells.count)
    }

    /// Removes `cells` from the collection. Naming a cell twice removes it once.
    public func remove(cells: [CollectionCellDescribable]) throws(CollorError) {
        var positions: [IndexPath] = []
        var seen = Set<ObjectIdentifier>()
        for cell in cells where seen.insert(ObjectIdentifier(cell)).inserted {
            positions.append(try indexPath(of: cell))
        }
        for position in positions.sorted(by: >) {
            let section = collectionData.sections[position.section]
            session.willChange(section)
            section.sectionStorage.cells.remove(at: position.item)
        }
        if !positions.isEmpty { session.indicesAreStale = true }
    }

    /// Reloads `cells`: their content is redrawn in place. A cell inserted in the same update is
    /// simply inserted.
    public func reload(cells: [CollectionCellDescribable]) throws(CollorError) {
        for cell in cells {
            _ = try indexPath(of: cell)
            session.markReloaded(cell)
        }
    }

    // MARK: Sections

    /// Inserts `sections` right after `section`.
    public func append(
        sections: [CollectionSectionDescribable], after section: CollectionSectionDescribable
    ) throws(CollorError) {
        try insert(sections, at: try index(of: section) + 1)
    }

    /// Inserts `sections` right before `section`.
    public func append(
        sections: [CollectionSectionDescribable], before section: CollectionSectionDescribable
    ) throws(CollorError) {
        try insert(sections, at: try index(of: section))
    }

    /// Appends `sections` after the last section.
    public func append(sections: [CollectionSectionDescribable]) throws(CollorError) {
        try insert(sections, at: collectionData.sections.count)
    }

    /// Removes `sections` and their cells. Naming a section twice removes it once.
    public func remove(sections: [CollectionSectionDescribable]) throws(CollorError) {
        var indexes = IndexSet()
        for section in sections { indexes.insert(try index(of: section)) }
        session.willEdit()
        for index in indexes.reversed() { collectionData.sections.remove(at: index) }
        if !indexes.isEmpty { session.indicesAreStale = true }
    }

    /// Reloads `sections`: each is redrawn whole, with its cells. As in Collor, a section built
    /// with `reloadSection { cells in }` or `reload { builder in }` runs its builder again, so its
    /// cells (and supplementary views) are rebuilt; a section without a builder keeps its cells.
    /// A section inserted in the same update is simply inserted.
    public func reload(sections: [CollectionSectionDescribable]) throws(CollorError) {
        for section in sections { _ = try index(of: section) }
        for section in sections {
            session.markReloaded(section)
            guard let content = section.build() else { continue }
            session.willChange(section)
            section.sectionStorage.apply(content)
            session.indicesAreStale = true
        }
    }
}

// MARK: - Positions and insertion

extension CollectionUpdater {
    func refreshIndicesIfNeeded() {
        guard session.indicesAreStale else { return }
        collectionData.computeIndices()
        session.indicesAreStale = false
    }

    /// The current position of `cell`, which must be in the collection.
    func indexPath(of cell: CollectionCellDescribable) throws(CollorError) -> IndexPath {
        refreshIndicesIfNeeded()
        guard let position = currentIndexPath(of: cell) else {
            throw .notInCollection(CollorError.Descriptor(cell, position: nil))
        }
        return position
    }

    /// The current index of `section`, which must be in the collection.
    func index(of section: CollectionSectionDescribable) throws(CollorError) -> Int {
        refreshIndicesIfNeeded()
        guard let index = currentIndex(of: section) else {
            throw .notInCollection(CollorError.Descriptor(section, position: nil))
        }
        return index
    }

    private func currentIndexPath(of cell: CollectionCellDescribable) -> IndexPath? {
        guard let position = cell.cellStorage.indexPath,
            collectionData.cellDescribable(at: position) === cell
        else { return nil }
        return position
    }

    private func currentIndex(of section: CollectionSectionDescribable) -> Int? {
        guard let index = section.sectionStorage.index,
            collectionData.sectionDescribable(at: index) === section
        else { return nil }
        return index
    }

    private func insert(_ cells: [CollectionCellDescribable], in sectionIndex: Int, at item: Int)
        throws(CollorError)
    {
        var seen = Set<ObjectIdentifier>()
        for cell in cells {
            if let position = currentIndexPath(of: cell) {
                throw .alreadyInCollection(CollorError.Descriptor(cell, position: position))
            }
            guard seen.insert(ObjectIdentifier(cell)).inserted else {
                throw .appearsTwice(CollorError.Descriptor(cell, position: nil))
            }
        }
        let section = collectionData.sections[sectionIndex]
        session.willChange(section)
        section.sectionStorage.cells.insert(contentsOf: cells, at: item)
        if !cells.isEmpty { session.indicesAreStale = true }
    }

    private func insert(_ sections: [CollectionSectionDescribable], at index: Int)
        throws(CollorError)
    {
        var seen = Set<ObjectIdentifier>()
        for section in sections {
            if let current = currentIndex(of: section) {
                throw .alreadyInCollection(
                    CollorError.Descriptor(section, position: IndexPath(index: current)))
            }
            guard seen.insert(ObjectIdentifier(section)).inserted else {
                throw .appearsTwice(CollorError.Descriptor(section, position: nil))
            }
        }
        session.willEdit()
        collectionData.sections.insert(contentsOf: sections, at: index)
        if !sections.isEmpty { session.indicesAreStale = true }
    }
}

extension CollorError.Descriptor {
    init(_ cell: CollectionCellDescribable, position: IndexPath?) {
        self.init(
            kind: .cell, uid: cell._uid, position: position,
            typeName: String(describing: type(of: cell)))
    }

    init(_ section: CollectionSectionDescribable, position: IndexPath?) {
        self.init(
            kind: .section, uid: section._uid, position: position,
            typeName: String(describing: type(of: section)))
    }
}
