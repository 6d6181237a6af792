import Collor
import Foundation

/// The width picker: each step offers every width it was laid out at as a link to a fragment of
/// its own, `#<anchor>-<step>-w<width>` (`#state-2-w375`), so that the phone layout can be seen
/// at its true size on a desktop, and the desktop one on a phone, with JavaScript off.
///
/// The target of such a link is a block of the step's controls made for that width: its step
/// links keep the width, and its picker marks it as the current one. CSS `:target` shows that
/// block instead of the step's own, shows the step, and gives its collection the frames of that
/// width (see `WidthVariants.rules(_:picker:)`). `#<anchor>-<step>` stays the step at the widest
/// layout that fits, as without a picker.
extension Timeline {
    /// The id of a step, at a chosen width or at the one that fits (`nil`).
    func stepID(_ index: Int, width: CGFloat?) -> String {
        guard let width else { return "\(anchor)-\(index)" }
        return "\(anchor)-\(index)-w\(WidthVariants.widthName(width))"
    }

    /// The step's controls once for the width that fits, then once for each width, each
    /// block the target of its own fragment; only one is shown at a time.
    func writeControls(step index: Int, widths: [CGFloat], into html: inout HTMLWriter) {
        html.raw("<div class=\"collor-controls collor-controls-fit\">")
        writeStepNavigation(step: index, width: nil, into: &html)
        writeWidthNavigation(step: index, widths: widths, current: nil, into: &html)
        html.raw("</div>")
        for width in widths {
            html.raw("\n<div class=\"collor-controls collor-pick ")
            html.raw(WidthVariants.pickClass(width))
            html.raw("\"")
            html.attribute("id", stepID(index, width: width))
            html.raw(">")
            writeStepNavigation(step: index, width: width, into: &html)
            writeWidthNavigation(step: index, widths: widths, current: width, into: &html)
            html.raw("</div>")
        }
    }

    /// Opens the region that holds a step's collection: a chosen width wider than the page
    /// scrolls sideways in it, not the page, and the keyboard can scroll it (it is a tab stop,
    /// named after the step).
    func writeScrollStart(step index: Int, into html: inout HTMLWriter) {
        html.raw("<div class=\"collor-scroll\" role=\"region\" tabindex=\"0\"")
        html.attribute(
            "aria-label", (title.map { "\($0): " } ?? "") + "collection at step \(index)")
        html.raw(">\n")
    }

    /// "Width: Fit 300 px 375 px ...", the current choice marked with `aria-current`.
    func writeWidthNavigation(
        step index: Int, widths: [CGFloat], current: CGFloat?, variant: TraitCollection? = nil,
        into html: inout HTMLWriter
    ) {
        html.raw("<nav class=\"collor-widths\"")
        html.attribute("aria-label", title.map { "\($0): width" } ?? "Width")
        html.raw("><span class=\"collor-widths-label\" aria-hidden=\"true\">Width</span>")
        let choices: [CGFloat?] = [nil] + widths
        for choice in choices {
            html.raw("<a")
            html.attribute("href", "#" + stepID(index, width: choice, variant: variant))
            if choice == current { html.raw(" aria-current=\"true\"") }
            html.raw(">")
            html.text(choice.map { CSSNumber.string($0) + " px" } ?? "Fit")
            html.raw("</a>")
        }
        html.raw("</nav>")
    }

    /// Which controls block and which step show when a width is the target; how the picker
    /// looks; a chosen width's collection outlined, to show the screen's edges. Written once
    /// per timeline.
    static func writePickerRules(into html: inout HTMLWriter) {
        html.raw("<style>\n")
        html.raw(pickerCSS)
        html.raw("</style>\n")
    }

    static let pickerCSS =
        pickerAxisCSS(choice: "collor-pick", nav: "collor-widths") + """
            .collor-state:has(>.collor-pick:target) .collor-collection{box-shadow:0 0 0 1px #c3c8d1}
            .collor-state:has(>.collor-pick:target)>.collor-scroll{overflow-x:auto;padding:1px}
            .collor-scroll:focus-visible{outline:2px solid #1a73e8;outline-offset:2px}
            .collor-widths-label{color:#5b6478}
            @media (prefers-color-scheme:dark){.collor-widths-label{color:#9aa3b5}.collor-widths a,.collor-steps a{color:#8ab4f8}}

            """
}
