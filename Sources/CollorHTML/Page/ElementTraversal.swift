import Collor
import Foundation

/// Walks the elements of a laid-out collection in reading order: decoration views first (hidden
/// from assistive technology), then section by section its supplementary views and its cells.
///
/// Any `CollectionLayout` is read through `layoutAttributesForElements(in: .infinite)`, its
/// elements sorted by index path. A `FlowLayout`'s cells are read straight from its per-section
/// attributes beside the section's descriptors, so a page of a million cells costs no lookups
/// and no copies of the layout.
enum ElementTraversal {
    /// A layout's elements by category: cells as each section's attributes in item order.
    private struct Elements {
        var decorations: [LayoutAttributes]
        var supplementary: [LayoutAttributes]
        var cells: (Int) -> ArraySlice<LayoutAttributes>

        init(_ layout: some CollectionLayout) {
            if let flow = layout as? FlowLayout {
                decorations = flow.decorationViewsHandler.allAttributes
                supplementary = flow.supplementaryViewsHandler.allAttributes
                cells = flow.cellAttributes(inSection:)
                return
            }
            let all = layout.layoutAttributesForElements(in: .infinite)
            let order = { (a: LayoutAttributes, b: LayoutAttributes) in
                (a.indexPath, a.kind ?? "") < (b.indexPath, b.kind ?? "")
            }
            decorations = all.filter { $0.category == .decorationView }.sorted(by: order)
            supplementary = all.filter { $0.category == .supplementaryView }.sorted(by: order)
            var bySection: [Int: [LayoutAttributes]] = [:]
            for cell in all where cell.category == .cell {
                bySection[cell.indexPath.section, default: []].append(cell)
            }
            // Items 0, 1, 2... up to the first gap or repeat, which then shows as a count that
            // does not match the section's descriptors: the traversal reports the item.
            let sections = bySection.mapValues { cells in
                let sorted = cells.sorted { $0.indexPath.item < $1.indexPath.item }
                let contiguous = sorted.enumerated().prefix {
                    $0.offset == $0.element.indexPath.item
                }
                return sorted[..<contiguous.count]
            }
            cells = { section in sections[section] ?? [] }
        }
    }

    static func forEach(
        _ layout: some CollectionLayout, options: PageOptions,
        _ body: (ElementHTML.Head, ElementHTML.ElementContent, CollectionCellDescribable?)
            throws(CollorHTMLError) -> Void
    ) throws(CollorHTMLError) {
        let data = layout.collectionData
        let elements = Elements(layout)
        let traits = layout.collectionView.traitCollection
        var uids = UniqueKeys()
        for attributes in elements.decorations {
            let (head, content) = try ElementHTML.prepare(
                attributes, in: data, options: options, traits: traits)
            try uids.check(head)
            try body(head, content, nil)
        }
        var supplementary: [Int: [LayoutAttributes]] = [:]
        for attributes in elements.supplementary {
            supplementary[attributes.indexPath.section, default: []].append(attributes)
        }
        for (sectionIndex, section) in data.sections.enumerated() {
            try uids.check(section: section, at: sectionIndex)
            for attributes in supplementary[sectionIndex] ?? [] {
                let (head, content) = try ElementHTML.prepare(
                    attributes, in: data, options: options, traits: traits)
                try uids.check(head)
                try body(head, content, nil)
            }
            let cells = section.sectionStorage.cells
            let frames = elements.cells(sectionIndex)
            guard frames.count == cells.count else {
                throw .noDescriptor(
                    IndexPath(item: min(frames.count, cells.count), section: sectionIndex),
                    kind: nil)
            }
            let sectionUID = section.uid()
            for (attributes, cell) in zip(frames, cells) {
                let (head, content) = try ElementHTML.prepareCell(
                    attributes, cell: cell, sectionUID: sectionUID, options: options,
                    traits: traits)
                try uids.check(head)
                try body(head, content, cell)
            }
        }
        if supplementary.keys.contains(where: { $0 >= data.sections.count }),
            let stale = supplementary.keys.max()
        {
            throw .noDescriptor(
                IndexPath(item: 0, section: stale), kind: supplementary[stale]?.first?.kind)
        }
    }
}

/// The keys of the elements with a uid seen so far: two elements with one key would be paired
/// with each other's old state by a transition, so the first render refuses them.
/// Sections are checked too, as their uid names their cells and views.
private struct UniqueKeys {
    private var seen: [String: IndexPath] = [:]
    private var sections: [String: Int] = [:]

    mutating func check(_ head: ElementHTML.Head) throws(CollorHTMLError) {
        guard head.uid.0 != nil || head.uid.1 != nil else { return }
        let key = ElementHTML.key(head)
        // Cells and views are paired separately, so only a clash within one category matters.
        if let first = seen.updateValue(head.indexPath, forKey: "\(head.category)|" + key) {
            throw .duplicateUID(key, first: first, second: head.indexPath)
        }
    }

    mutating func check(section: CollectionSectionDescribable, at index: Int)
        throws(CollorHTMLError)
    {
        guard let uid = section._uid else { return }
        if let first = sections.updateValue(index, forKey: uid) {
            throw .duplicateUID(
                uid, first: IndexPath(index: first), second: IndexPath(index: index))
        }
    }
}
