import Collor
import CollorHTML
import Foundation

/// A swatch's colour.
public struct ColorAdapter: CollectionAdapter, Diffable, Equatable {
    /// The colour shown.
    public var color: Color
}

/// A square swatch of the colour with its hex code.
public struct ColorCell: CollectionCellAdaptable {
    var color = Color.black
    /// Creates a black swatch, filled by `update(with:)`.
    public init() {}
    /// Takes the colour.
    public mutating func update(with adapter: ColorAdapter) {
        color = adapter.color
    }
    /// The hex code, 12 points on a 14-point line, on a band across the swatch's top.
    static let codeStyle = TextStyle(
        fontSize: 12, lineHeight: 14, padding: EdgeInsets(top: 4, left: 6, bottom: 4, right: 6))

    /// The hex code in a `p.pantone-code`, on one line.
    public var texts: [CellText] {
        [CellText(color.hex, style: Self.codeStyle, className: "pantone-code", lines: 1)]
    }

    /// A `div.pantone-swatch` in the colour, behind the code.
    public func render(into html: inout HTMLWriter) {
        html.raw("<div class=\"pantone-swatch\"")
        html.attribute("style", "background:\(color.css)")
        html.raw("></div>")
    }
    /// Names the colour by its hex code.
    public var accessibilityLabel: String? { "Colour \(color.hex)" }
}

/// Three square swatches a line, 2 points apart.
public final class ColorDescriptor: CollectionCellDescriptor<ColorCell> {
    /// Swatches can be selected, to be removed.
    public override var selectable: Bool { true }
    /// A square, a third of the width left by the margins, rounded down.
    public override func size(
        _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
    ) -> CGSize {
        let margin = PantoneSection.margin
        let side = ((collectionView.bounds.width - 4 * margin) / 3).rounded(.down)
        return CGSize(width: side, height: side)
    }
}

/// The one section of swatches, with 2-point margins and gaps.
public final class PantoneSection: CollectionSectionDescribable {
    /// Collor's storage for the section's uid, index and cells.
    public let sectionStorage = SectionStorage()
    static let margin: CGFloat = 2

    /// Creates an empty section; `PantoneData` sets its cells.
    public init() {}

    /// A 2-point margin on every edge.
    public func sectionInset(_ collectionView: CollectionView) -> EdgeInsets {
        EdgeInsets(all: Self.margin)
    }

    /// Swatches 2 points apart.
    public func minimumInteritemSpacing(_ collectionView: CollectionView, layout: FlowLayout)
        -> CGFloat
    { Self.margin }

    /// Lines 2 points apart.
    public func minimumLineSpacing(_ collectionView: CollectionView, layout: FlowLayout) -> CGFloat
    { Self.margin }
}
