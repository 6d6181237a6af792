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
    /// Every declared text that its view's frame clips in this state, in index-path order: the
    /// same as `TextFitProblem.problems(in:)` of the layout, found with the boxes the page was
    /// written with, so a gallery's fit check measures nothing again.
    package let textFitProblems: [TextFitProblem]
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
        var problems: [(path: IndexPath, kind: String, problem: TextFitProblem)] = []
        try ElementTraversal.forEach(layout, options: options) {
            (head, content, cell) throws(CollorHTMLError) in
            if let cell { cellElements[ObjectIdentifier(cell)] = elements.count }
            let measured = content.measured
            if !measured.clipped.isEmpty {
                let key = ElementHTML.key(head)
                for clip in measured.clipped {
                    problems.append(
                        (
                            head.indexPath, head.kind ?? "",
                            TextFitProblem(uid: key, text: clip.text, reason: clip.reason)
                        ))
                }
            }
            elements.append(
                RenderedElement(
                    key: ElementHTML.key(head), category: head.category, kind: head.kind,
                    indexPath: head.indexPath,
                    frame: head.frame, zIndex: head.zIndex, tag: head.tag,
                    attributes: head.attributes, control: head.control,
                    style: head.style, markup: measured.markup))
        }
        self.elements = elements
        self.cellElements = cellElements
        // The traversal writes a section's supplementary views before its cells; the check
        // reports in index-path order, a view's texts in their order.
        self.textFitProblems = problems.enumerated().sorted {
            ($0.element.path, $0.element.kind, $0.offset)
                < ($1.element.path, $1.element.kind, $1.offset)
        }.map(\.element.problem)
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
            textFitProblems: textFitProblems, cellElements: cellElements)
    }

    init(
        elements: [RenderedElement], contentSize: CGSize, viewportWidth: CGFloat,
        snapshot: CollectionSnapshot, textFitProblems: [TextFitProblem],
        cellElements: [ObjectIdentifier: Int]
    ) {
        self.elements = elements
        self.textFitProblems = textFitProblems
        self.contentSize = contentSize
        self.viewportWidth = viewportWidth
        self.snapshot = snapshot
        self.cellElements = cellElements
    }
}
