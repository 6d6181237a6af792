import Collor
import Foundation

/// A collection as a page shows it at one moment: every element written out, with the structure
/// of the data. Take one before and one after an update to write the transition between them.
public struct PageState {
    /// Elements in reading order: decoration views, then section by section its supplementary
    /// views and cells.
    public let elements: [RenderedElement]
    /// The layout's content size when the state was taken.
    public let contentSize: CGSize
    /// The width of the layout's viewport: a page of several widths shows this state from it up.
    public let viewportWidth: CGFloat
    /// The data's structure when the state was taken.
    public let snapshot: CollectionSnapshot
    /// Element index of each cell descriptor object.
    let cellElements: [ObjectIdentifier: Int]

    /// Renders every element the layout places.
    ///
    /// - Throws: `CollorHTMLError` when the layout places an element the data lacks or a
    ///   descriptor cannot write HTML.
    public init(layout: some CollectionLayout, options: PageOptions = PageOptions())
        throws(CollorHTMLError)
    {
        var elements: [RenderedElement] = []
        var cellElements: [ObjectIdentifier: Int] = [:]
        try ElementTraversal.forEach(layout, options: options) {
            (head, content, cell) throws(CollorHTMLError) in
            if let cell { cellElements[ObjectIdentifier(cell)] = elements.count }
            var inner = HTMLWriter()
            content.render(into: &inner)
            elements.append(
                RenderedElement(
                    key: ElementHTML.key(head), category: head.category, kind: head.kind,
                    indexPath: head.indexPath,
                    frame: head.frame, zIndex: head.zIndex, tag: head.tag,
                    attributes: head.attributes, control: head.control,
                    style: head.style, content: inner.string))
        }
        self.elements = elements
        self.cellElements = cellElements
        self.contentSize = layout.collectionViewContentSize
        self.viewportWidth = layout.collectionView.bounds.width
        self.snapshot = layout.collectionData.snapshot()
    }

    /// The same state with no link, button or accessible name: for previews inside a link.
    public func inert() -> PageState {
        PageState(
            elements: elements.map { element in
                var plain = element
                plain.tag = "div"
                plain.attributes = " aria-hidden=\"true\""
                plain.control = ""
                return plain
            }, contentSize: contentSize, viewportWidth: viewportWidth, snapshot: snapshot,
            cellElements: cellElements)
    }

    init(
        elements: [RenderedElement], contentSize: CGSize, viewportWidth: CGFloat,
        snapshot: CollectionSnapshot, cellElements: [ObjectIdentifier: Int]
    ) {
        self.elements = elements
        self.contentSize = contentSize
        self.viewportWidth = viewportWidth
        self.snapshot = snapshot
        self.cellElements = cellElements
    }
}
