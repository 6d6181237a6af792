import Collor
import Foundation

/// A sequence of states on one page, each shown with the transition that led to it, stepped
/// forward and back with links (CSS `:target`, no JavaScript needed; a small optional script adds
/// the arrow keys).
///
/// State 0 shows without animation. Going to state k plays the transition from k - 1 to k; going
/// back to k - 1 plays the transition that led to k - 1.
public struct Timeline {
    /// One step: a caption and how the page got there.
    public struct Step {
        /// What produced the step, e.g. `diff(): 3 moved, 1 reloaded`.
        public var caption: String
        /// The state or the transition shown.
        public var content: Content

        /// What a step shows.
        public enum Content {
            /// The first state, shown still.
            case state(PageState)
            /// A state reached through a transition.
            case transition(Transition)
            /// The first state laid out at several viewport widths, shown still.
            case states([PageState])
            /// A step laid out at several viewport widths: the page plays the transition of the
            /// widest layout that fits.
            case transitions([Transition])

            /// The step at each width it was laid out at.
            var transitions: [Transition] {
                switch self {
                case .state(let state): [Transition(still: state)]
                case .transition(let transition): [transition]
                case .states(let states): states.map(Transition.init(still:))
                case .transitions(let transitions): transitions
                }
            }
        }

        /// Creates a step.
        public init(caption: String, content: Content) {
            self.caption = caption
            self.content = content
        }
    }

    /// The steps, state 0 first.
    public var steps: [Step]

    /// The fragment of the generic step links (`TimelineRecorder.anchor(ofStep:)`), which the
    /// timeline resolves to its own anchors.
    public static let stepLinkPrefix = "collor-step-"
    /// The anchor prefix of the steps (`state` gives `#state-0`, `#state-1`, ...).
    public private(set) var anchor: String
    /// What the timeline shows (a gallery's title), named in the labels of its steps and step
    /// controls ("Weather: step 1 of 5", "Weather: steps"), so that several timelines on one
    /// page have landmarks that assistive technology tells apart; `nil` gives "Step 1 of 5" and
    /// "Steps".
    public var title: String?
    /// Whether each step laid out at several widths offers them all as links, without
    /// JavaScript: `#state-2-w375` shows step 2 at the 375 px layout, at its true size on any
    /// screen, and `#state-2` the widest layout that fits (the default). Off by default.
    public var widthPicker = false
    /// The traits the steps were laid out with.
    public var traits = TraitCollection.standard
    /// The same steps laid out with other traits, shown on the page as variants a reader can
    /// choose (`Timeline+Variants.swift`); empty by default.
    public var variants: [Variant] = []

    /// Creates a timeline whose steps have the ids `state-0`, `state-1`, ...
    public init(steps: [Step]) {
        self.steps = steps
        self.anchor = "state"
    }

    /// Creates a timeline; `anchor` prefixes the step ids (keep it unique per page).
    ///
    /// - Throws: `CollorHTMLError.invalidIdentifier` unless `anchor` is an ASCII identifier (a
    ///   letter or `_`, then letters, digits, `-` and `_`): it names the step ids, the links to
    ///   them and the steps' keyframes in `<style>`.
    public init(steps: [Step], anchor: String) throws(CollorHTMLError) {
        try CSSIdentifier.check(anchor, role: "timeline anchor")
        self.steps = steps
        self.anchor = anchor
    }

    /// The timeline's HTML: one section per step with its step control, caption and collection.
    public func fragment(options: PageOptions) -> String {
        var html = HTMLWriter()
        write(into: &html, options: options)
        return html.string
    }

    /// Appends `fragment(options:)` to `html`, without a string of its own (a gallery page of
    /// 40,000 items is megabytes; each copy of it costs as much).
    package func write(into html: inout HTMLWriter, options: PageOptions) {
        html.raw("<div class=\"collor-timeline\">\n")
        let renderer = TransitionRenderer(options: options)
        let contents = steps.map(\.content.transitions)
        let shown = shownVariants
        // The rules of each set of widths, once for all the steps laid out at them.
        var written = Set<[CGFloat]>()
        let all = contents + shown.dropFirst().flatMap { $0.contents.map(\.transitions) }
        for transitions in all {
            let widths = WidthVariants.widths(of: transitions)
            if widths.count > 1, written.insert(widths).inserted {
                TransitionRenderer.writeRules(widths, picker: widthPicker, into: &html)
            }
        }
        if widthPicker, !written.isEmpty { Self.writePickerRules(into: &html) }
        if !shown.isEmpty { Self.writeVariantRules(shown, into: &html) }
        for (index, step) in steps.enumerated() {
            html.raw("<section class=\"collor-state\"")
            html.attribute("id", "\(anchor)-\(index)")
            let position = "\(index) of \(steps.count - 1)"
            html.attribute(
                "aria-label", title.map { "\($0): step \(position)" } ?? "Step \(position)")
            html.raw(">\n")
            let widths = WidthVariants.widths(of: contents[index])
            if !shown.isEmpty {
                writeVariantControls(step: index, widths: widths, variants: shown, into: &html)
            } else if widthPicker, widths.count > 1 {
                writeControls(step: index, widths: widths, into: &html)
            } else {
                writeStepNavigation(step: index, width: nil, into: &html)
            }
            html.raw("\n<p class=\"collor-caption\">")
            html.text(step.caption)
            html.raw("</p>\n")
            // The anchor is an identifier, and so is the anchor followed by digits.
            var inner = HTMLWriter()
            if shown.isEmpty {
                renderer.write(
                    contents[index], prefix: "\(anchor)\(index)", rules: false, into: &inner)
            } else {
                writeVariantCollections(
                    step: index, variants: shown, renderer: renderer, into: &inner)
            }
            let collection = inner.string
            let picked = widthPicker && widths.count > 1
            if picked { writeScrollStart(step: index, into: &html) }
            // Cells that lead to a step were written with the generic step link; point it here.
            html.raw(
                collection.replacingOccurrences(
                    of: "href=\"#\(Self.stepLinkPrefix)", with: "href=\"#\(anchor)-"))
            if picked { html.raw("</div>\n") }
            html.raw("</section>\n")
        }
        html.raw("</div>\n")
        html.raw(
            Self.keyboardScript(
                anchor: anchor, count: steps.count,
                keepsWidth: widthPicker && !written.isEmpty, keepsVariant: !shown.isEmpty))
    }

    /// The step control: Previous, the step's number, Next. With a `width` or a `variant`, the
    /// links keep them.
    func writeStepNavigation(
        step index: Int, width: CGFloat?, variant: TraitCollection? = nil,
        into html: inout HTMLWriter
    ) {
        html.raw("<nav class=\"collor-steps\"")
        html.attribute("aria-label", title.map { "\($0): steps" } ?? "Steps")
        html.raw(">")
        stepLink(
            into: &html, label: "\u{2190} Previous", target: index - 1, width: width,
            variant: variant, rel: "prev")
        html.raw("<span class=\"collor-step-number\">")
        html.text("Step \(index) / \(steps.count - 1)")
        html.raw("</span>")
        stepLink(
            into: &html, label: "Next \u{2192}", target: index + 1, width: width,
            variant: variant, rel: "next")
        html.raw("</nav>")
    }

    /// A whole page with the timeline.
    public func page(options: PageOptions) -> String {
        PageRenderer(options: options).page { write(into: &$0, options: options) }
    }

    private func stepLink(
        into html: inout HTMLWriter, label: String, target: Int, width: CGFloat?,
        variant: TraitCollection?, rel: String
    ) {
        if steps.indices.contains(target) {
            html.raw("<a")
            // The width is kept where the target step was laid out at it too.
            let kept = width.flatMap { width in
                WidthVariants.widths(of: steps[target].content.transitions).contains(width)
                    ? width : nil
            }
            html.attribute("href", "#" + stepID(target, width: kept, variant: variant))
            html.attribute("rel", rel)
            html.raw(">")
            html.text(label)
            html.raw("</a>")
        } else {
            html.raw("<span aria-disabled=\"true\">")
            html.text(label)
            html.raw("</span>")
        }
    }

    /// Arrow keys step through the states, but where they scroll a chosen width's collection
    /// (its region has the focus); the page works the same without it.
    static func keyboardScript(
        anchor: String, count: Int, keepsWidth: Bool = false, keepsVariant: Bool = false
    ) -> String {
        // The anchor is an ASCII identifier (checked by `init`), safe in a regular expression.
        let safeAnchor = anchor
        if keepsVariant {
            // A chosen width (`-w375`) and variant (`-dark`) stay as the arrows step.
            return """
                <script>
                document.addEventListener("keydown",function(e){if(e.target.closest&&e.target.closest(".collor-scroll"))return;var m=location.hash.match(/^#\(safeAnchor)-(\\d+)((?:-w[0-9_]+)?(?:-(?:light|dark)[A-Za-z-]*)?)$/);var i=m?+m[1]:0;var w=m?m[2]:"";
                if(e.key==="ArrowRight"&&i<\(count - 1)){location.hash="#\(safeAnchor)-"+(i+1)+w;}
                if(e.key==="ArrowLeft"&&i>0){location.hash="#\(safeAnchor)-"+(i-1)+w;}});
                </script>

                """
        }
        if keepsWidth {
            // A chosen width (`-w375`) stays as the arrows step.
            return """
                <script>
                document.addEventListener("keydown",function(e){if(e.target.closest&&e.target.closest(".collor-scroll"))return;var m=location.hash.match(/^#\(safeAnchor)-(\\d+)(-w[0-9_]+)?$/);var i=m?+m[1]:0;var w=m&&m[2]?m[2]:"";
                if(e.key==="ArrowRight"&&i<\(count - 1)){location.hash="#\(safeAnchor)-"+(i+1)+w;}
                if(e.key==="ArrowLeft"&&i>0){location.hash="#\(safeAnchor)-"+(i-1)+w;}});
                </script>

                """
        }
        return """
            <script>
            document.addEventListener("keydown",function(e){var m=location.hash.match(/^#\(safeAnchor)-(\\d+)$/);var i=m?+m[1]:0;
            if(e.key==="ArrowRight"&&i<\(count - 1)){location.hash="#\(safeAnchor)-"+(i+1);}
            if(e.key==="ArrowLeft"&&i>0){location.hash="#\(safeAnchor)-"+(i-1);}});
            </script>

            """
    }
}
