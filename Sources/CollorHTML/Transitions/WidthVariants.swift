import Collor
import Foundation

/// One step of a collection laid out at several viewport widths, element by element: what is the
/// same at every width (tag, attributes, content, what the step does to it) once, with its frames
/// at each width. The page writes each element once, its frames as custom properties, and CSS
/// container queries pick the frames of the widest layout that fits.
///
/// Elements are the same when their key, change and markup agree; one that differs at some width
/// (a decoration view that only one layout places) is written once more, hidden at the other
/// widths.
struct WidthVariants {
    /// An element's frames at one width: where it was and where it is, and its declared texts'
    /// heights before and after.
    struct Frames: Equatable {
        var old: CGRect?
        var new: CGRect?
        var oldTextHeights: [CGFloat] = []
        var newTextHeights: [CGFloat] = []
        /// Whether it moves at this width.
        var moves: Bool { old != nil && new != nil && old != new }
    }

    /// One element of the page and its frames by width (`nil` where it is absent).
    struct Variant {
        var element: Transition.Element
        var frames: [Frames?]
    }

    /// The viewport widths, narrowest first.
    let widths: [CGFloat]
    /// The collection's size at each width: the larger of the old and new content sizes.
    let sizes: [CGSize]
    /// The elements in the narrowest layout's reading order, then those only other widths have.
    let variants: [Variant]

    /// Merges the transitions of one step at several widths (any order; a repeated width counts
    /// once).
    ///
    /// - Complexity: O(n) for n elements over all widths.
    init(_ transitions: [Transition]) {
        var byWidth: [CGFloat: Transition] = [:]
        for transition in transitions where byWidth[transition.viewportWidth] == nil {
            byWidth[transition.viewportWidth] = transition
        }
        let ordered = byWidth.sorted { $0.key < $1.key }.map(\.value)
        widths = ordered.map(\.viewportWidth)
        sizes = ordered.map {
            CGSize(
                width: max($0.oldContentSize.width, $0.newContentSize.width),
                height: max($0.oldContentSize.height, $0.newContentSize.height))
        }
        var variants: [Variant] = []
        var byKey: [String: [Int]] = [:]
        for (width, transition) in ordered.enumerated() {
            for element in transition.elements {
                let frames = Frames(
                    old: element.old?.frame, new: element.new?.frame,
                    oldTextHeights: element.old?.markup.textHeights ?? [],
                    newTextHeights: element.new?.markup.textHeights ?? [])
                let candidates = byKey[element.key] ?? []
                if let match = candidates.first(where: {
                    variants[$0].frames[width] == nil && Self.same(variants[$0].element, element)
                }) {
                    variants[match].frames[width] = frames
                } else {
                    var all = [Frames?](repeating: nil, count: ordered.count)
                    all[width] = frames
                    byKey[element.key, default: []].append(variants.count)
                    variants.append(Variant(element: element, frames: all))
                }
            }
        }
        self.variants = variants
    }

    /// Whether two elements differ at most in their frames and their texts' heights.
    private static func same(_ a: Transition.Element, _ b: Transition.Element) -> Bool {
        a.change == b.change && a.reloaded == b.reloaded
            && withoutFrame(a.old) == withoutFrame(b.old)
            && withoutFrame(a.new) == withoutFrame(b.new)
    }

    private static func withoutFrame(_ element: RenderedElement?) -> RenderedElement? {
        guard var element else { return nil }
        element.frame = .zero
        element.markup = element.markup.withoutHeights
        return element
    }

    // MARK: CSS

    /// The viewport widths of `transitions`, narrowest first, each once.
    static func widths(of transitions: [Transition]) -> [CGFloat] {
        Set(transitions.map(\.viewportWidth)).sorted()
    }

    /// The class of the wrapper whose rules pick one of `widths`: `collor-at-320-375-768`.
    static func className(_ widths: [CGFloat]) -> String {
        "collor-at-"
            + widths.map(widthName).joined(separator: "-")
    }

    /// A width as it appears in fragments and class names: `375`, or `375_5` for 375.5.
    static func widthName(_ width: CGFloat) -> String {
        CSSNumber.string(width).replacingOccurrences(of: ".", with: "_")
    }

    /// The class of a timeline's controls block that chooses `width` when it is the target
    /// (`Timeline.widthPicker`).
    static func pickClass(_ width: CGFloat) -> String { "collor-pick-" + widthName(width) }

    /// The custom properties that place an element at each width: `--_x0:10px;--_y0:...;`, then
    /// at width i only the values that differ from the width before (the rules fall back to
    /// them).
    static func frameStyle(_ frames: [CGRect?]) -> String {
        var style = HTMLWriter()
        var last: [String?] = [nil, nil, nil, nil]
        for (index, frame) in frames.enumerated() {
            guard let frame else { continue }
            let values = [frame.minX, frame.minY, frame.width, frame.height]
            for (property, name) in ["x", "y", "w", "h"].enumerated() {
                let value = CSSNumber.string(values[property]) + "px"
                guard value != last[property] else { continue }
                style.raw("--_\(name)\(index):\(value);")
                last[property] = value
            }
        }
        return style.string
    }

    /// The heights of an element's declared texts at each width (`nil` where it is absent) as
    /// one style per text: `--_t0:20px;--_t2:40px;`, values repeated from the width before left
    /// out, read by the rule of each width as frames are.
    static func textStyles(_ heights: [[CGFloat]?]) -> [String] {
        let count = heights.lazy.compactMap { $0?.count }.max() ?? 0
        return (0..<count).map { text in
            var style = HTMLWriter()
            var last: String?
            for (index, heights) in heights.enumerated() {
                guard let heights, text < heights.count else { continue }
                let value = CSSNumber.string(heights[text]) + "px"
                guard value != last else { continue }
                style.raw("--_t\(index):\(value);")
                last = value
            }
            return style.string
        }
    }

    /// The move of an element at each width as `--_m0:translate(...) scale(...);`, `none` where
    /// it does not move, values repeated from the width before left out.
    static func moveStyle(_ frames: [Frames?]) -> String {
        var style = HTMLWriter()
        var last: String?
        for (index, frames) in frames.enumerated() {
            guard let frames, let old = frames.old, let new = frames.new else { continue }
            var value = HTMLWriter()
            if frames.moves {
                TransitionRenderer.writeTransform(from: old, to: new, into: &value)
            } else {
                value.raw("none")
            }
            let text = value.string
            guard text != last else { continue }
            style.raw("--_m\(index):\(text);")
            last = text
        }
        return style.string
    }

    /// The collection's size at each width, as custom properties.
    var collectionStyle: String {
        var style = HTMLWriter()
        var last: (String, String)?
        for (index, size) in sizes.enumerated() {
            let value = (CSSNumber.string(size.width) + "px", CSSNumber.string(size.height) + "px")
            if last?.0 != value.0 { style.raw("--_cw\(index):\(value.0);") }
            if last?.1 != value.1 { style.raw("--_ch\(index):\(value.1);") }
            last = value
        }
        return style.string
    }

    /// `data-absent="1 3"`: the widths at which an element is not shown.
    static func absentAttribute(_ frames: [Frames?]) -> String {
        let absent = frames.indices.filter { frames[$0] == nil }
        guard !absent.isEmpty else { return "" }
        return " data-absent=\"" + absent.map(String.init).joined(separator: " ") + "\""
    }

    /// The rules of the wrapper: the wrapper is the container queried; from each width up, the
    /// elements take that width's frames, falling back to the width before where a value was
    /// left out; within each width's range, the elements absent there are hidden. Values are
    /// `!important` like the inline frames of a single width, so a cell's own CSS cannot move
    /// it.
    ///
    /// With `picker`, a step whose controls block for a width is the target
    /// (`pickClass(_:)`) takes that width's frames whatever the wrapper's width, and
    /// hides what is absent at that width only.
    static func rules(_ widths: [CGFloat], picker: Bool = false) -> String {
        let scope = "." + className(widths)
        var css = "\(scope){container-type:inline-size}\n"
        css += "@keyframes collor-move{from{transform:var(--_m)}}\n"
        func chain(_ name: String, _ index: Int) -> String {
            var value = "var(--_\(name)0)"
            if index > 0 {
                for lower in 1...index { value = "var(--_\(name)\(lower),\(value))" }
            }
            return value
        }
        // The frames of width `index` for the collections that `selector` matches.
        func frames(_ selector: String, _ index: Int) -> String {
            var block = "\(selector) .collor-collection{width:\(chain("cw", index))!important;"
            block += "height:\(chain("ch", index))!important}"
            block += "\(selector) .collor-item{left:\(chain("x", index))!important;"
            block += "top:\(chain("y", index))!important;width:\(chain("w", index))!important;"
            block += "height:\(chain("h", index))!important;--_m:\(chain("m", index))}"
            block += "\(selector) .collor-text{height:\(chain("t", index))!important}"
            return block
        }
        for index in widths.indices {
            let from = CSSNumber.string(widths[index]) + "px"
            let block = frames(scope, index)
            if index > 0 {
                css += "@container (min-width:\(from)){\(block)}\n"
            } else {
                css += block + "\n"
            }
            var range: [String] = []
            if index > 0 { range.append("(min-width:\(from))") }
            if index + 1 < widths.count {
                // Up to the next width, exclusive: the ranges do not overlap.
                range.append("(max-width:\(CSSNumber.string(widths[index + 1] - 0.001))px)")
            }
            // With a picker, the wrapper's width decides only while no width is chosen.
            let unchosen = picker ? ".collor-state:not(:has(>.collor-pick:target)) " : ""
            let hidden =
                "\(unchosen)\(scope) .collor-item[data-absent~=\"\(index)\"]{display:none!important}"
            css +=
                range.isEmpty
                ? hidden + "\n" : "@container \(range.joined(separator: " and ")){\(hidden)}\n"
        }
        if picker {
            for index in widths.indices {
                let pick = pickClass(widths[index])
                let chosen = ".collor-state:has(>.\(pick):target) \(scope)"
                css += frames(chosen, index)
                css += "\(chosen) .collor-item[data-absent~=\"\(index)\"]{display:none!important}\n"
            }
        }
        return css
    }
}
