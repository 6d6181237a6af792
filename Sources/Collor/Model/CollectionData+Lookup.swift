import Foundation

extension CollectionData {
    /// The section at `indexPath.section`, or `nil` when there is none.
    public func sectionDescribable(at indexPath: IndexPath) -> CollectionSectionDescribable? {
        sectionDescribable(at: indexPath.section)
    }

    /// The section at `index`, or `nil` when there is none.
    public func sectionDescribable(at index: Int) -> CollectionSectionDescribable? {
        sections.indices.contains(index) ? sections[index] : nil
    }

    /// The section that holds `cellDescribable`, from its index path; `nil` when the cell is not at
    /// its recorded position (call `computeIndices()` after editing `sections` by hand).
    public func sectionDescribable(for cellDescribable: CollectionCellDescribable)
        -> CollectionSectionDescribable?
    {
        guard let indexPath = cellDescribable.indexPath,
            let section = sectionDescribable(at: indexPath.section),
            section.cells.indices.contains(indexPath.item),
            section.cells[indexPath.item] === cellDescribable
        else { return nil }
        return section
    }

    /// The cell at `indexPath`, or `nil` when there is none.
    public func cellDescribable(at indexPath: IndexPath) -> CollectionCellDescribable? {
        guard let section = sectionDescribable(at: indexPath.section),
            section.cells.indices.contains(indexPath.item)
        else { return nil }
        return section.cells[indexPath.item]
    }

    /// The supplementary view of `kind` at `indexPath` (its section, and its index among that
    /// section's views of the kind), or `nil` when there is none.
    public func supplementaryViewDescribable(at indexPath: IndexPath, for kind: String)
        -> CollectionSupplementaryViewDescribable?
    {
        guard let views = sectionDescribable(at: indexPath.section)?.supplementaryViews[kind],
            views.indices.contains(indexPath.item)
        else { return nil }
        return views[indexPath.item]
    }

    /// The number of cells in all sections.
    package var cellCount: Int {
        sections.reduce(0) { $0 + $1.sectionStorage.cells.count }
    }
}
