import Collor
import Foundation

extension TransitionRenderer {
    /// A whole page showing one step laid out at several viewport widths: at each width of the
    /// page, the widest layout that fits plays its transition.
    public func page(_ transitions: [Transition]) -> String {
        PageRenderer(options: options).page { write(transitions, prefix: "t", into: &$0) }
    }

    /// The step at several widths, to embed in a page that has the theme CSS: a wrapper whose
    /// own `<style>` picks the layout by the wrapper's width (a CSS container query), so an
    /// embed in a narrow column picks as a narrow screen does. With one transition, the same as
    /// `fragment(_:prefix:)`.
    ///
    /// - Throws: `CollorHTMLError.invalidIdentifier` unless `prefix` is an ASCII identifier.
    public func fragment(_ transitions: [Transition], prefix: String) throws(CollorHTMLError)
        -> String
    {
        try CSSIdentifier.check(prefix, role: "transition prefix")
        var html = HTMLWriter()
        write(transitions, prefix: prefix, into: &html)
        return html.string
    }

    /// Writes the step at every width it was laid out at; one width is written as a single
    /// layout is, with frames inline. `rules: false` leaves out the width rules, for a timeline
    /// that writes them once for all its steps.
    func write(
        _ transitions: [Transition], prefix: String, rules: Bool = true,
        into html: inout HTMLWriter
    ) {
        guard WidthVariants.widths(of: transitions).count > 1 else {
            if let only = transitions.first { write(only, prefix: prefix, into: &html) }
            return
        }
        let variants = WidthVariants(transitions)
        if rules { Self.writeRules(variants.widths, into: &html) }
        html.raw("<div class=\"collor-fit ")
        html.raw(WidthVariants.className(variants.widths))
        html.raw("\">\n<div class=\"collor-collection\" style=\"")
        html.raw(variants.collectionStyle)
        html.raw("\">\n")
        for variant in variants.variants {
            var element = variant.element
            let absent = WidthVariants.absentAttribute(variant.frames)
            element.old?.attributes += absent
            element.new?.attributes += absent
            let frames = variant.frames.map { frames in
                element.change == .disappears ? frames?.old : frames?.new
            }
            let moves = element.change == .stays && variant.frames.contains { $0?.moves == true }
            let move =
                moves
                ? Move(name: "collor-move", style: WidthVariants.moveStyle(variant.frames)) : nil
            let texts = TextStyles(
                old: WidthVariants.textStyles(variant.frames.map { $0?.oldTextHeights }),
                new: WidthVariants.textStyles(variant.frames.map { $0?.newTextHeights }))
            writeElement(
                element, frameStyle: WidthVariants.frameStyle(frames), textStyles: texts,
                move: move, into: &html)
            html.raw("\n")
        }
        html.raw("</div>\n</div>\n")
    }

    /// The `<style>` that picks a layout by the width of its wrapper; with `picker`, a width
    /// chosen in a timeline's width picker overrides that choice.
    static func writeRules(_ widths: [CGFloat], picker: Bool = false, into html: inout HTMLWriter) {
        html.raw("<style>\n")
        html.raw(WidthVariants.rules(widths, picker: picker))
        html.raw("</style>\n")
    }
}
