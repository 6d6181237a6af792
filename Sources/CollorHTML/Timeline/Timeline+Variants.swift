import Collor
import Foundation

/// Variants: the same steps laid out with other traits (dark, a larger text size), shown on the
/// same page without JavaScript.
///
/// Each step writes its collection once per variant, each in a wrapper
/// `<div class="collor-variant" data-appearance="dark" data-text-size="accessibilityMedium">`
/// that a gallery's CSS can style (`[data-appearance=dark] .card{...}`). By default the page
/// shows the first variant, or the dark one with the same text size when the reader prefers
/// dark (`prefers-color-scheme`). A variant's fragment forces it: `#<anchor>-<step>-<variant>`
/// and, with the width picker, `#<anchor>-<step>-w<width>-<variant>`, the variant named by its
/// traits' `description` (`#state-2-dark`, `#state-2-w375-light-accessibilityMedium`);
/// `#state-2` and `#state-2-w375` still follow the reader's preference.
extension Timeline {
    /// The steps laid out with other traits than the timeline's own.
    public struct Variant {
        /// The traits the steps were laid out with.
        public var traits: TraitCollection
        /// What each step shows with these traits, one per step of the timeline.
        public var contents: [Step.Content]

        /// Creates a variant: `contents` holds one content per step of its timeline.
        public init(traits: TraitCollection, contents: [Step.Content]) {
            self.traits = traits
            self.contents = contents
        }
    }

    /// The traits and contents of every variant the page shows, the timeline's own first;
    /// empty without variants. A variant with another number of steps, or traits given twice,
    /// is left out.
    var shownVariants: [Variant] {
        guard !variants.isEmpty else { return [] }
        var seen: Set<TraitCollection> = [traits]
        var shown = [Variant(traits: traits, contents: steps.map(\.content))]
        for variant in variants
        where variant.contents.count == steps.count && seen.insert(variant.traits).inserted {
            shown.append(variant)
        }
        return shown.count > 1 ? shown : []
    }

    /// The fragment and class name of `traits`: `light`, `dark`, `light-accessibilityMedium`.
    static func variantName(_ traits: TraitCollection) -> String { traits.description }

    /// What the picker calls `traits`: "Light", "Dark", "Larger text", "Dark, smaller text".
    static func variantLabel(_ traits: TraitCollection) -> String {
        let dark = traits.userInterfaceStyle == .dark
        let size = traits.preferredContentSizeCategory.scale
        let base = ContentSizeCategory.large.scale
        if size == base { return dark ? "Dark" : "Light" }
        let text = size > base ? "larger text" : "smaller text"
        return dark ? "Dark, \(text)" : (size > base ? "Larger text" : "Smaller text")
    }

    /// The id of a step at a chosen width (`nil`: the one that fits) and a forced variant
    /// (`nil`: the reader's preference).
    func stepID(_ index: Int, width: CGFloat?, variant: TraitCollection?) -> String {
        let id = stepID(index, width: width)
        guard let variant else { return id }
        return id + "-" + Self.variantName(variant)
    }

    /// The dark variant shown by default to a reader who prefers dark: the one with the first
    /// variant's text size, when the first is light.
    static func preferredDark(_ variants: [Variant]) -> Variant? {
        guard let first = variants.first, first.traits.userInterfaceStyle == .light else {
            return nil
        }
        return variants.first {
            $0.traits.userInterfaceStyle == .dark
                && $0.traits.preferredContentSizeCategory
                    == first.traits.preferredContentSizeCategory
        }
    }

    /// The step's controls blocks for a timeline with variants: the one that follows the
    /// reader, one per width (with the picker), then the same again for each forced variant;
    /// each block is the target of its own fragment and only one shows at a time.
    func writeVariantControls(
        step index: Int, widths: [CGFloat], variants: [Variant], into html: inout HTMLWriter
    ) {
        let choices: [CGFloat?] = widthPicker && widths.count > 1 ? [nil] + widths : [nil]
        for variant in [nil] + variants.map(\.traits) {
            for width in choices {
                var classes = "collor-controls"
                if let width {
                    classes += " collor-pick " + WidthVariants.pickClass(width)
                } else if variant != nil {
                    classes += " collor-choice"
                } else {
                    classes += " collor-controls-fit"
                }
                if let variant { classes += " collor-forced collor-f-" + Self.variantName(variant) }
                html.raw(variant == nil && width == nil ? "" : "\n")
                html.raw("<div")
                html.attribute("class", classes)
                if variant != nil || width != nil {
                    html.attribute("id", stepID(index, width: width, variant: variant))
                }
                html.raw(">")
                writeStepNavigation(step: index, width: width, variant: variant, into: &html)
                if choices.count > 1 {
                    writeWidthNavigation(
                        step: index, widths: widths, current: width, variant: variant,
                        into: &html)
                }
                writeVariantNavigation(
                    step: index, variants: variants, width: width, current: variant,
                    into: &html)
                html.raw("</div>")
            }
        }
    }

    /// "Variant: Auto Light Dark", the current choice marked with `aria-current`; the width is
    /// kept.
    private func writeVariantNavigation(
        step index: Int, variants: [Variant], width: CGFloat?, current: TraitCollection?,
        into html: inout HTMLWriter
    ) {
        html.raw("<nav class=\"collor-variants\"")
        html.attribute("aria-label", title.map { "\($0): variant" } ?? "Variant")
        html.raw("><span class=\"collor-widths-label\" aria-hidden=\"true\">Variant</span>")
        for choice in [nil] + variants.map(\.traits) {
            html.raw("<a")
            html.attribute("href", "#" + stepID(index, width: width, variant: choice))
            if choice == current { html.raw(" aria-current=\"true\"") }
            html.raw(">")
            html.text(choice.map(Self.variantLabel) ?? "Auto")
            html.raw("</a>")
        }
        html.raw("</nav>")
    }

    /// The step's collection once per variant, each in its wrapper; `prefix` keeps the ids and
    /// keyframes of each apart.
    func writeVariantCollections(
        step index: Int, variants: [Variant], renderer: TransitionRenderer,
        into html: inout HTMLWriter
    ) {
        let preferred = Self.preferredDark(variants)?.traits
        for (number, variant) in variants.enumerated() {
            html.raw("<div")
            var classes = "collor-variant collor-v-" + Self.variantName(variant.traits)
            if number == 0 { classes += " collor-v-default" }
            if variant.traits == preferred { classes += " collor-v-preferred-dark" }
            html.attribute("class", classes)
            html.attribute("data-appearance", variant.traits.userInterfaceStyle.rawValue)
            html.attribute("data-text-size", variant.traits.preferredContentSizeCategory.rawValue)
            html.raw(">\n")
            let prefix = number == 0 ? "\(anchor)\(index)" : "\(anchor)\(index)v\(number)"
            renderer.write(
                variant.contents[index].transitions, prefix: prefix, rules: false, into: &html)
            html.raw("</div>\n")
        }
    }

    /// Which controls block and which variant show: the first variant, or the preferred dark
    /// one for a reader who prefers dark, unless a variant's fragment is the target; each
    /// variant on its own page colours. Written once per timeline.
    static func writeVariantRules(_ variants: [Variant], into html: inout HTMLWriter) {
        var css = variantCSS
        for variant in variants {
            let name = variantName(variant.traits)
            css += ".collor-state:has(>.collor-f-\(name):target) .collor-v-\(name){display:block}\n"
        }
        if preferredDark(variants) != nil {
            let free = ".collor-state:not(:has(>.collor-forced:target))"
            css += "@media (prefers-color-scheme:dark){\(free) .collor-v-default{display:none}"
            css += "\(free) .collor-v-preferred-dark{display:block}}\n"
        }
        html.raw("<style>\n")
        html.raw(css)
        html.raw("</style>\n")
    }

    static let variantCSS =
        pickerAxisCSS(choice: "collor-choice", nav: "collor-variants") + """
            @media (prefers-color-scheme:dark){.collor-variants a{color:#8ab4f8}}
            .collor-variant{display:none}
            .collor-timeline .collor-v-default{display:block}
            .collor-state:has(>.collor-forced:target) .collor-variant{display:none}
            .collor-variant[data-appearance=light]{background:#f4f5f7;color:#1d1f23;color-scheme:light}
            .collor-variant[data-appearance=dark]{background:#16181c;color:#e6e8eb;color-scheme:dark}

            """
}
