import Collor
import CollorHTML
import CollorTestSupport
import Foundation

/// An adapter with a text and a version: a changed version reloads the cell.
struct LabelAdapter: CollectionAdapter, Diffable, Equatable {
    var text: String
    var version = 0
}

/// A view that writes its text in a paragraph.
struct LabelCell: CollectionCellAdaptable {
    var text = ""
    mutating func update(with adapter: CollectionAdapter) {
        text = (adapter as? LabelAdapter)?.text ?? ""
    }
    func render(into html: inout HTMLWriter) {
        html.element("p", class: "label") { $0.text(text) }
    }
    var accessibilityLabel: String? { text }
}

final class LabelDescriptor: CollectionCellDescriptor<LabelCell, LabelAdapter> {
    var height: CGFloat = 40
    var width: CGFloat?
    var isSelectable = false
    override var selectable: Bool { isSelectable }
    override func size(
        _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
    ) -> CGSize {
        CGSize(width: width ?? collectionView.bounds.width, height: height)
    }
}

final class LetterDescriptor: CollectionSupplementaryViewDescriptor<LabelCell, LabelAdapter> {
    override func frame(
        _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
    ) -> CGRect {
        CGRect(x: 0, y: 0, width: 30, height: 30)
    }
}

/// Data built from a spec of section uid -> (cell uid, text, version).
final class LabelData: CollectionData {
    var spec: [(String, [(String, String, Int)])]
    var letters = false

    init(_ spec: [(String, [(String, String, Int)])]) {
        self.spec = spec
        super.init()
        reloadData()
        computeIndices()
    }

    override func reloadData() {
        super.reloadData()
        sections = spec.map { uid, cells in
            let section = TestSection().uid(uid)
            section.cells = cells.map {
                LabelDescriptor(adapter: LabelAdapter(text: $0.1, version: $0.2)).uid($0.0)
            }
            if letters {
                section.supplementaryViews["letter"] = [
                    LetterDescriptor(adapter: LabelAdapter(text: String(uid.prefix(1)))).uid(
                        "letter")
                ]
            }
            return section
        }
    }
}

/// A flow layout with a white rounded background behind each section.
final class BackgroundFlowLayout: FlowLayout {
    override func prepare() throws(CollorError) {
        try super.prepare()
        for (index, section) in collectionData.sections.enumerated() {
            guard let frame = frameOfCells(inSection: index) else { continue }
            var background = LayoutAttributes(
                forDecorationViewOfKind: "background", with: IndexPath(item: 0, section: index),
                frame: frame.insetBy(dx: -4, dy: -4))
            background.backgroundColor = .white
            background.cornerRadius = 4
            background.uid = "\(section.uid() ?? "")/background"
            decorationViewsHandler.add(attributes: background)
        }
    }
}

/// A prepared layout of `data` in a 300-point-wide viewport, with sections inset by 10.
func preparedLayout(_ data: CollectionData, width: CGFloat = 300) throws -> BackgroundFlowLayout {
    let layout = BackgroundFlowLayout(
        collectionView: CollectionView(width: width, height: 600), collectionData: data)
    try layout.prepare()
    return layout
}
