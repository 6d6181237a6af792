import Collor
import Foundation

/// Writes a view's declared texts (`CollectionCellAdaptable.texts`), then what its
/// `render(into:)` writes: each text a `p.collor-text` (or `h2`...) at its box, styled as
/// `TextMeasurer` measures it, so the page sets it where the fit check placed it. What every
/// text shares is the theme's one `.collor-text` rule (`Theme.base`); each text writes only its
/// height, padding, size, line height and weight.
enum CellTextHTML {
    /// Writes `view`'s texts laid out in a frame of `size` shown with `traits`, each height
    /// inline, then its own content.
    static func write(
        _ view: any CollectionCellAdaptable, size: CGSize, traits: TraitCollection,
        into html: inout HTMLWriter
    ) {
        let texts = view.texts
        if !texts.isEmpty {
            let boxes = CellText.boxes(texts, width: size.width, traitCollection: traits)
            for box in boxes {
                writeStart(box, into: &html)
                ViewMarkup.writeHeight(box.frame.height, into: &html)
                writeEnd(box, into: &html)
            }
        }
        view.render(into: &html)
    }

    /// A declared text that its view clips, and why (`TextBox.clipping(inViewOf:)`).
    typealias Clip = (text: String, reason: String)

    /// `view`'s texts and content as `write` writes them, with the texts' heights apart, and
    /// the texts the view's frame clips: the boxes measured once serve the page and the fit
    /// check.
    static func markup(
        _ view: any CollectionCellAdaptable, size: CGSize, traits: TraitCollection
    ) -> (markup: ViewMarkup, clipped: [Clip]) {
        let texts = view.texts
        var html = HTMLWriter()
        guard !texts.isEmpty else {
            view.render(into: &html)
            return (ViewMarkup(html.string), [])
        }
        let boxes = CellText.boxes(texts, width: size.width, traitCollection: traits)
        var parts: [String] = []
        var clipped: [Clip] = []
        for box in boxes {
            if let reason = box.clipping(inViewOf: size) {
                clipped.append((box.text.string, reason))
            }
            writeStart(box, into: &html)
            parts.append(html.string)
            html = HTMLWriter()
            writeEnd(box, into: &html)
        }
        view.render(into: &html)
        parts.append(html.string)
        return (ViewMarkup(parts: parts, textHeights: boxes.map(\.frame.height)), clipped)
    }

    /// The text's tag and class, up to the start of its `style` attribute, where its height goes.
    private static func writeStart(_ box: TextBox, into html: inout HTMLWriter) {
        html.raw("<")
        html.raw(tag(box))
        html.raw(" class=\"collor-text")
        if !box.text.className.isEmpty {
            html.raw(" ")
            html.attributeValue(box.text.className)
        }
        html.raw("\" style=\"")
    }

    /// The rest of the text's style, its text and its end tag.
    private static func writeEnd(_ box: TextBox, into html: inout HTMLWriter) {
        let style = box.style
        html.raw("padding:")
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
        html.raw(tag(box))
        html.raw(">")
    }

    private static func tag(_ box: TextBox) -> String {
        box.text.headingLevel.map { "h\($0)" } ?? "p"
    }
}
