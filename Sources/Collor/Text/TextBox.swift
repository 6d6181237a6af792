import Foundation

/// A declared text placed in its view: its style at the view's text size, its box, and the size
/// its text needs; `CellText.boxes(_:width:traitCollection:)` makes them.
public struct TextBox: Hashable, Sendable {
    /// The declared text.
    public let text: CellText
    /// The text's style at the view's text size.
    public let style: TextStyle
    /// The box in the view's coordinates, padding included.
    public let frame: CGRect
    /// The size the text needs at the box's width, padding included: its widest line and its
    /// lines' height.
    public let needed: CGSize

    /// Chromium lays out in 1/64 px: a difference below that is not a clip.
    static let tolerance: CGFloat = 1 / 64

    /// Why the text is clipped in a view of `size`, or `nil` when it fits: its lines taller than
    /// its box, a character wider than it, or its box reaching past the view's bottom.
    public func clipping(inViewOf size: CGSize) -> String? {
        let lineCount = Int((needed.height - style.padding.vertical) / max(style.lineHeight, 1))
        if needed.height > frame.height + Self.tolerance {
            return "needs \(lineCount) lines (\(Self.points(needed.height)) pt), its box holds "
                + "\(Self.points(frame.height)) pt"
        }
        if needed.width > frame.width + Self.tolerance {
            return "needs \(Self.points(needed.width)) pt of width, its box is "
                + "\(Self.points(frame.width)) pt wide"
        }
        if frame.maxY > size.height + Self.tolerance, !text.string.isEmpty {
            return "its box ends at \(Self.points(frame.maxY)) pt, below the view's "
                + "\(Self.points(size.height)) pt"
        }
        return nil
    }

    static func points(_ value: CGFloat) -> String {
        var text = String(format: "%.2f", Double(value))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}

extension CellText {
    /// The boxes of `texts` in a view `width` points wide shown with `traitCollection`: one under
    /// the other from the top, each as wide as the view.
    ///
    /// - Complexity: O(n log k) for n characters in all and k kerned scalars in the font.
    public static func boxes(
        _ texts: [CellText], width: CGFloat, traitCollection: TraitCollection
    ) -> [TextBox] {
        var top: CGFloat = 0
        let width = width.isFinite ? max(width, 0) : 0
        return texts.map { text in
            let style = text.style.scaled(for: traitCollection.preferredContentSizeCategory)
            let inner = max(width - style.padding.horizontal, 0)
            let measured = style.measurer.size(of: text.string, width: inner)
            let needed = CGSize(
                width: measured.width + style.padding.horizontal,
                height: measured.height + style.padding.vertical)
            let height =
                text.lines.map { CGFloat($0) * style.lineHeight + style.padding.vertical }
                ?? needed.height
            let frame = CGRect(x: 0, y: top, width: width, height: height)
            top += height
            return TextBox(text: text, style: style, frame: frame, needed: needed)
        }
    }

    /// The height `texts` need in a view `width` points wide shown with `traitCollection`: what
    /// a descriptor returns to grow its cell with its texts instead of clipping them.
    public static func fittingHeight(
        _ texts: [CellText], width: CGFloat, traitCollection: TraitCollection
    ) -> CGFloat {
        boxes(texts, width: width, traitCollection: traitCollection).last?.frame.maxY ?? 0
    }
}
