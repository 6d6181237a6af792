import Collor
import Foundation

/// Writes a view's declared texts (`CollectionCellAdaptable.texts`), then what its
/// `render(into:)` writes: each text a `p.collor-text` (or `h2`...) at its box, styled inline as
/// `TextMeasurer` measures it, so the page sets it where the fit check placed it.
enum CellTextHTML {
    /// The declarations every text shares: the CSS `TextMeasurer` models, whatever the
    /// gallery's own CSS says about fonts and spacing.
    private static let shared =
        "display:block;margin:0;border:0;box-sizing:border-box;overflow:hidden;font-style:normal;"
        + "font-kerning:normal;font-variant-ligatures:normal;letter-spacing:normal;"
        + "word-spacing:normal;text-transform:none;white-space:pre-line;"
        + "overflow-wrap:anywhere;word-break:normal;"

    /// Writes `view`'s texts laid out in a frame of `size` shown with `traits`, then its own
    /// content.
    static func write(
        _ view: any CollectionCellAdaptable, size: CGSize, traits: TraitCollection,
        into html: inout HTMLWriter
    ) {
        let texts = view.texts
        if !texts.isEmpty {
            let boxes = CellText.boxes(texts, width: size.width, traitCollection: traits)
            for box in boxes { write(box, into: &html) }
        }
        view.render(into: &html)
    }

    private static func write(_ box: TextBox, into html: inout HTMLWriter) {
        let style = box.style
        let tag = box.text.headingLevel.map { "h\($0)" } ?? "p"
        html.raw("<")
        html.raw(tag)
        html.raw(" class=\"collor-text")
        if !box.text.className.isEmpty {
            html.raw(" ")
            html.attributeValue(box.text.className)
        }
        html.raw("\" style=\"")
        html.raw(shared)
        html.raw("height:")
        html.pixels(box.frame.height)
        html.raw(";padding:")
        html.pixels(style.padding.top)
        html.raw(" ")
        html.pixels(style.padding.right)
        html.raw(" ")
        html.pixels(style.padding.bottom)
        html.raw(" ")
        html.pixels(style.padding.left)
        html.raw(";font-size:")
        html.pixels(style.fontSize)
        html.raw(";line-height:")
        html.pixels(style.lineHeight)
        html.raw(";font-weight:")
        html.number(CGFloat(style.weight.cssValue))
        html.raw("\">")
        html.text(box.text.string)
        html.raw("</")
        html.raw(tag)
        html.raw(">")
    }
}
