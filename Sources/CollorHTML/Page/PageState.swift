import Collor
import Foundation

/// A collection as a page shows it at one moment: every element written out, with the structure
/// of the data. Take one before and one after an update to write the transition between them.
public struct PageState {
    /// Elements in reading order: decoration views, then section by section its supplementary
    /// views and cells.
    public let elements: [RenderedElement]
    public let contentSize: CGSize
    /// The data's structure when the state was taken.
    public let snapshot: CollectionSnapshot
    /// Element index of each cell descriptor object.
    let cellElements: [ObjectIdentifier: Int]

    /// Renders every element the layout places.
    ///
    /// - Throws: `CollorHTMLError` when the layout places an element the data lacks or a
    ///   descriptor cannot write HTML.
    public init(layout: FlowLayout, options: PageOptions = PageOptions()) throws(CollorHTMLError) {
        let data = layout.collectionData
        var elements: [RenderedElement] = []
        var cellElements: [ObjectIdentifier: Int] = [:]
        for attributes in PageState.readingOrder(layout.allAttributes) {
            let element = try ElementHTML.element(for: attributes, in: data, options: options)
            if attributes.category == .cell,
                let cell = data.cellDescribable(at: attributes.indexPath)
            {
                cellElements[ObjectIdentifier(cell)] = elements.count
            }
            elements.append(element)
        }
        self.elements = elements
        self.cellElements = cellElements
        self.contentSize = layout.collectionViewContentSize
        self.snapshot = data.snapshot()
    }

    /// Decoration views first (hidden from assistive technology), then per section its
    /// supplementary views followed by its cells: the order a reader meets them.
    static func readingOrder(_ attributes: [LayoutAttributes]) -> [LayoutAttributes] {
        let decorations = attributes.filter { $0.category == .decorationView }
        let others = attributes.enumerated().filter { $0.element.category != .decorationView }
        let ordered = others.sorted { lhs, rhs in
            let (left, right) = (lhs.element, rhs.element)
            if left.indexPath.section != right.indexPath.section {
                return left.indexPath.section < right.indexPath.section
            }
            if left.category != right.category { return left.category == .supplementaryView }
            return lhs.offset < rhs.offset
        }
        return decorations + ordered.map(\.element)
    }
}
