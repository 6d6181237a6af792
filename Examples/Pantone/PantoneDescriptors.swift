import Collor
import CollorHTML
import Foundation

public struct ColorAdapter: CollectionAdapter, Diffable, Equatable {
    public var color: Color
}

/// A square swatch of the colour with its hex code.
public struct ColorCell: CollectionCellAdaptable {
    var color = Color.black
    public init() {}
    public mutating func update(with adapter: CollectionAdapter) {
        color = (adapter as? ColorAdapter)?.color ?? .black
    }
    public func render(into html: inout HTMLWriter) {
        html.raw("<div class=\"pantone-swatch\"")
        html.attribute("style", "background:\(color.css)")
        html.raw("><span class=\"pantone-code\">")
        html.text(color.hex)
        html.raw("</span></div>")
    }
    public var accessibilityLabel: String? { "Colour \(color.hex)" }
}

/// Three square swatches a line, 2 points apart.
public final class ColorDescriptor: CollectionCellDescriptor<ColorCell, ColorAdapter> {
    public override var selectable: Bool { true }
    public override func size(
        _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
    ) -> CGSize {
        let margin = PantoneSection.margin
        let side = ((collectionView.bounds.width - 4 * margin) / 3).rounded(.down)
        return CGSize(width: side, height: side)
    }
}

public final class PantoneSection: CollectionSectionDescribable {
    public let sectionStorage = SectionStorage()
    static let margin: CGFloat = 2

    public init() {}

    public func sectionInset(_ collectionView: CollectionView) -> EdgeInsets {
        EdgeInsets(all: Self.margin)
    }

    public func minimumInteritemSpacing(_ collectionView: CollectionView, layout: FlowLayout)
        -> CGFloat
    { Self.margin }

    public func minimumLineSpacing(_ collectionView: CollectionView, layout: FlowLayout) -> CGFloat
    { Self.margin }
}
