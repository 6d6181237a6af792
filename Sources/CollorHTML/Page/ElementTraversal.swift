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
        for attributes in layout.decorationViewsHandler.allAttributes {
            let (head, content) = try ElementHTML.prepare(attributes, in: data, options: options)
            try body(head, content, nil)
        }
        var supplementary: [Int: [LayoutAttributes]] = [:]
        for attributes in layout.supplementaryViewsHandler.allAttributes {
            supplementary[attributes.indexPath.section, default: []].append(attributes)
        }
        for (sectionIndex, section) in data.sections.enumerated() {
            for attributes in supplementary[sectionIndex] ?? [] {
                let (head, content) = try ElementHTML.prepare(
                    attributes, in: data, options: options)
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
