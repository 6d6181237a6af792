import Collor
import Foundation

/// Writes a `Transition` as HTML and CSS that show the old state and animate to the new one,
/// the web's `performBatchUpdates`.
///
/// Every element stands at its final place with its final look, and an animation runs from how
/// it looked before: surviving elements translate and scale from their old frame (FLIP), appearing
/// ones fade and scale in, disappearing ones fade out where they were and end invisible, reloaded
/// ones fade in under a copy of their old selves that fades out (the element itself keeps its
/// structure, so a cell's own CSS applies to it). Only `transform` and `opacity` are animated. With
/// `prefers-reduced-motion`, animations are off and the page shows the end state at once; with
/// JavaScript off, everything works.
public struct TransitionRenderer {
    /// Duration, timing function, CSS and links of the pages written.
    public var options: PageOptions

    /// Creates a renderer writing with `options`.
    public init(options: PageOptions = PageOptions()) {
        self.options = options
    }

    /// A whole page showing the transition.
    public func page(_ transition: Transition) -> String {
        PageRenderer(options: options).page { write(transition, prefix: "t", into: &$0) }
    }

    /// The transition's container (with its own `<style>` of keyframes), to embed in a page that
    /// has the theme CSS. Its keyframes are named `t-m0`, `t-m1`, ...
    public func fragment(_ transition: Transition) -> String {
        var html = HTMLWriter()
        write(transition, prefix: "t", into: &html)
        return html.string
    }

    /// The transition's container with keyframes named after `prefix`, which keeps them unique
    /// when several transitions are on one page.
    ///
    /// - Throws: `CollorHTMLError.invalidIdentifier` unless `prefix` is an ASCII identifier (a
    ///   letter or `_`, then letters, digits, `-` and `_`), as it is written into the `<style>`.
    public func fragment(_ transition: Transition, prefix: String) throws(CollorHTMLError)
        -> String
    {
        try CSSIdentifier.check(prefix, role: "transition prefix")
        var html = HTMLWriter()
        write(transition, prefix: prefix, into: &html)
        return html.string
    }

    func write(_ transition: Transition, prefix: String, into html: inout HTMLWriter) {
        var keyframes = HTMLWriter()
        var body = HTMLWriter()
        for (index, element) in transition.elements.enumerated() {
            // The move, as the name of its keyframes.
            var move: Move?
            if element.moves, let old = element.old, let new = element.new {
                let name = "\(prefix)-m\(index)"
                keyframes.raw("@keyframes \(name){from{transform:")
                Self.writeTransform(from: old.frame, to: new.frame, into: &keyframes)
                keyframes.raw("}}\n")
                move = Move(name: name, style: "")
            }
            writeElement(element, frameStyle: nil, move: move, into: &body)
            body.raw("\n")
        }
        if !keyframes.isEmpty {
            html.raw("<style>\n")
            html.append(contentsOf: keyframes)
            html.raw("</style>\n")
        }
        html.raw("<div class=\"collor-collection\" style=\"width:")
        html.pixels(max(transition.oldContentSize.width, transition.newContentSize.width))
        html.raw(";height:")
        html.pixels(max(transition.oldContentSize.height, transition.newContentSize.height))
        html.raw("\">\n")
        html.append(contentsOf: body)
        html.raw("</div>\n")
    }

    /// How a surviving element moves: the name of its keyframes, and the custom properties
    /// they read.
    struct Move {
        var name: String
        var style: String
    }

    /// The heights of an element's texts before and after, one style per text
    /// (`WidthVariants.textStyles(_:)`), for a page of several widths.
    struct TextStyles {
        var old: [String]
        var new: [String]
    }

    /// Writes one element of a transition: where it stands after the update (at `frameStyle`
    /// when given, else at its frame) and the animations from how it looked before; its texts'
    /// heights inline unless `textStyles` gives them.
    func writeElement(
        _ element: Transition.Element, frameStyle: String?, textStyles: TextStyles? = nil,
        move: Move?, into body: inout HTMLWriter
    ) {
        let timingList = " \(options.duration)ms \(Self.safeTiming(options.timingFunction)) both"
        let timing = timingList + ";"
        switch element.change {
        case .appears:
            guard let new = element.new else { return }
            ElementHTML.write(
                new, into: &body, frameStyle: frameStyle, textStyles: textStyles?.new,
                animation: "transform-origin:50% 50%;animation:collor-appear" + timing,
                extraClass: "collor-appears")
        case .disappears:
            guard let old = element.old else { return }
            var gone = old
            gone.attributes = Self.hidden(old.attributes)
            gone.control = ""
            ElementHTML.write(
                gone, into: &body, frameStyle: frameStyle, textStyles: textStyles?.old,
                opacity: 0,
                animation: "animation:collor-disappear" + timing, extraClass: "collor-disappears")
        case .stays:
            guard let old = element.old, let new = element.new else { return }
            func animations(_ names: String...) -> String? {
                let all = ([move?.name].compactMap { $0 } + names).map { $0 + timingList }
                guard !all.isEmpty else { return nil }
                return (move.map { $0.style + "transform-origin:0 0;" } ?? "") + "animation:"
                    + all.joined(separator: ",") + ";"
            }
            if element.reloaded {
                // The new element as it will stay (its own structure, so the cell's CSS
                // applies), fading in under a copy of the old one that fades out with it.
                ElementHTML.write(
                    new, into: &body, frameStyle: frameStyle, textStyles: textStyles?.new,
                    animation: animations("collor-fade-in"),
                    extraClass: "collor-reloads")
                body.raw("\n")
                var ghost = old
                ghost.frame = new.frame
                ghost.key = "#reload-old"
                ghost.attributes = Self.hidden(old.attributes)
                ghost.control = ""
                ElementHTML.write(
                    ghost, into: &body, frameStyle: frameStyle, textStyles: textStyles?.old,
                    opacity: 0,
                    animation: animations("collor-fade-out"), extraClass: "collor-reload-old")
            } else {
                ElementHTML.write(
                    new, into: &body, frameStyle: frameStyle, textStyles: textStyles?.new,
                    animation: animations(),
                    extraClass: move != nil ? "collor-moves" : nil)
            }
        }
    }

    /// `translate(dx, dy) scale(sx, sy)` that puts an element at `to` where `from` was.
    static func writeTransform(from: CGRect, to: CGRect, into html: inout HTMLWriter) {
        html.raw("translate(")
        html.pixels(from.minX - to.minX)
        html.raw(",")
        html.pixels(from.minY - to.minY)
        html.raw(")")
        let scaleX = to.width > 0 ? from.width / to.width : 1
        let scaleY = to.height > 0 ? from.height / to.height : 1
        if abs(scaleX - 1) > 1e-6 || abs(scaleY - 1) > 1e-6 {
            html.raw(" scale(")
            html.number(scaleX)
            html.raw(",")
            html.number(scaleY)
            html.raw(")")
        }
    }

    /// A timing function made only of the characters CSS timing functions use.
    static func safeTiming(_ timing: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyz-0123456789.,() ")
        return timing.allSatisfy { allowed.contains($0) } && !timing.isEmpty
            ? timing : "ease-in-out"
    }

    /// Attributes of a disappearing element: hidden from assistive technology, no longer a link.
    static func hidden(_ attributes: String) -> String {
        attributes.contains("aria-hidden")
            ? attributes : attributes + " aria-hidden=\"true\" tabindex=\"-1\""
    }
}
