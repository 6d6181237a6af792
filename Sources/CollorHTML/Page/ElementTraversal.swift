import Collor
import Foundation

/// Walks the elements of a laid-out collection in reading order: decoration views first (hidden
/// from assistive technology), then section by section its supplementary views and its cells.
///
/// Cells are read straight from the layout's per-section attributes beside the section's
/// descriptors, so a page of a million cells costs no lookups and no copies of the layout.
enum ElementTraversal {
    static func forEach(
        _ layout: FlowLayout, options: PageOptions,
        _ body: (ElementHTML.Head, ElementHTML.ElementContent, CollectionCellDescribable?)
            throws(CollorHTMLError) -> Void
    ) throws(CollorHTMLError) {
        let data = layout.collectionData
        var uids = UniqueKeys()
        for attributes in layout.decorationViewsHandler.allAttributes {
            let (head, content) = try ElementHTML.prepare(attributes, in: data, options: options)
            try uids.check(head)
            try body(head, content, nil)
        }
        var supplementary: [Int: [LayoutAttributes]] = [:]
        for attributes in layout.supplementaryViewsHandler.allAttributes {
            supplementary[attributes.indexPath.section, default: []].append(attributes)
        }
        for (sectionIndex, section) in data.sections.enumerated() {
            try uids.check(section: section, at: sectionIndex)
            for attributes in supplementary[sectionIndex] ?? [] {
                let (head, content) = try ElementHTML.prepare(
                    attributes, in: data, options: options)
                try uids.check(head)
                try body(head, content, nil)
            }
            let cells = section.sectionStorage.cells
            let frames = layout.cellAttributes(inSection: sectionIndex)
            guard frames.count == cells.count else {
                throw .noDescriptor(
                    IndexPath(item: min(frames.count, cells.count), section: sectionIndex),
                    kind: nil)
            }
            let sectionUID = section.uid()
            for (attributes, cell) in zip(frames, cells) {
                let (head, content) = try ElementHTML.prepareCell(
                    attributes, cell: cell, sectionUID: sectionUID, options: options)
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
