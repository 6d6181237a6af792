internal import CollorDiff
import Foundation

/// The uids of one state of the data, flattened for `KeyMatching`, with every missing uid found.
struct UIDIndex {
    var sectionUIDs: [String] = []
    var cellUIDs: [String] = []
    var cells: [CollectionCellDescribable] = []
    /// Flat start of each section, plus the cell count.
    var sectionStarts: [Int] = [0]
    /// The section index of the first section read (non-zero when one section is read alone).
    var firstSection = 0
    var problems: [CollorError.UIDProblem] = []

    /// Reads the uids of all `sections` and their cells.
    init(sections: [CollectionSectionDescribable]) {
        sectionUIDs.reserveCapacity(sections.count)
        let cellCount = sections.reduce(0) { $0 + $1.sectionStorage.cells.count }
        cellUIDs.reserveCapacity(cellCount)
        cells.reserveCapacity(cellCount)
        for (sectionIndex, section) in sections.enumerated() {
            if let uid = section._uid {
                sectionUIDs.append(uid)
            } else {
                problems.append(.missingSectionUID(section: sectionIndex))
                sectionUIDs.append("")
            }
            appendCells(section.sectionStorage.cells, section: sectionIndex)
        }
    }

    /// Reads the uids of the cells of the one section at index `section`.
    init(cells sectionCells: [CollectionCellDescribable], section: Int) {
        firstSection = section
        cellUIDs.reserveCapacity(sectionCells.count)
        cells.reserveCapacity(sectionCells.count)
        appendCells(sectionCells, section: section)
    }

    private mutating func appendCells(_ sectionCells: [CollectionCellDescribable], section: Int) {
        for (item, cell) in sectionCells.enumerated() {
            if let uid = cell.cellStorage.uid {
                cellUIDs.append(uid)
            } else {
                problems.append(.missingCellUID(IndexPath(item: item, section: section)))
                cellUIDs.append("")
            }
            cells.append(cell)
        }
        sectionStarts.append(cells.count)
    }

    /// The position of the cell at flat index `flat`.
    func indexPath(ofCell flat: Int) -> IndexPath {
        var lookup = OldSectionLookup(starts: sectionStarts)
        let section = lookup.section(of: flat)
        return IndexPath(item: flat - sectionStarts[section], section: firstSection + section)
    }

    /// The uid problems of duplicate groups, sections first.
    func duplicateProblems(sectionGroups: [[Int]], cellGroups: [[Int]]) -> [CollorError.UIDProblem]
    {
        sectionGroups.map { .duplicateSectionUID(sectionUIDs[$0[0]], sections: $0) }
            + cellGroups.map {
                .duplicateCellUID(cellUIDs[$0[0]], indexPaths: $0.map(indexPath(ofCell:)))
            }
    }

    /// The missing uids when some are missing, else every duplicate group, sections first: what
    /// `diff()` reports for one state of the data.
    var missingOrDuplicateProblems: [CollorError.UIDProblem] {
        guard problems.isEmpty else { return problems }
        return duplicateProblems(
            sectionGroups: KeyMatching.duplicateGroups(in: sectionUIDs),
            cellGroups: KeyMatching.duplicateGroups(in: cellUIDs))
    }
}
