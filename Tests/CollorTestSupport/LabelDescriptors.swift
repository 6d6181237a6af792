import Collor
import CollorHTML
import Foundation

/// An adapter with a text and a version: a changed version reloads the cell.
public struct LabelAdapter: CollectionAdapter, Diffable, Equatable {
    public var text: String
    public var version = 0
    public init(text: String, version: Int = 0) {
        self.text = text
        self.version = version
    }
}

/// A view that writes its text in a paragraph.
public struct LabelCell: CollectionCellAdaptable {
    public var text = ""
    public init() {}
    public mutating func update(with adapter: LabelAdapter) {
        text = adapter.text
    }
    public func render(into html: inout HTMLWriter) {
        html.element("p", class: "label") { $0.text(text) }
    }
    public var accessibilityLabel: String? { text }
}

public final class LabelDescriptor: CollectionCellDescriptor<LabelCell> {
    public var height: CGFloat = 40
    public var width: CGFloat?
    public var isSelectable = false
    public override var selectable: Bool { isSelectable }
    public override func size(
        _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
    ) -> CGSize {
        CGSize(width: width ?? collectionView.bounds.width, height: height)
    }
}

public final class LetterDescriptor: CollectionSupplementaryViewDescriptor<LabelCell> {
    public override func frame(
        _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
    ) -> CGRect {
        CGRect(x: 0, y: 0, width: 30, height: 30)
    }
}

/// Data built from a spec of section uid -> (cell uid, text, version).
public final class LabelData: CollectionData {
    public var spec: [(String, [(String, String, Int)])]
    public var letters = false

    public init(_ spec: [(String, [(String, String, Int)])]) {
        self.spec = spec
        super.init()
        reloadData()
        computeIndices()
    }

    public override func reloadData() {
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
public final class BackgroundFlowLayout: FlowLayout {
    public override func prepare() throws(CollorError) {
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
public func preparedLayout(_ data: CollectionData, width: CGFloat = 300) throws
    -> BackgroundFlowLayout
{
    let layout = BackgroundFlowLayout(
        collectionView: CollectionView(width: width, height: 600), collectionData: data)
    try layout.prepare()
    return layout
}
