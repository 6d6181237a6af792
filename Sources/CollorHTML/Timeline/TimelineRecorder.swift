import Collor
import Foundation

/// Records a `Timeline` by running updates on a layout's data: the first state, then one
/// transition per update, each captioned with the updater call and its counts, e.g.
/// `diff(): 3 moved, 1 reloaded`.
///
/// Given several layouts of the same data at different viewport widths, it lays each out after
/// every update and records every width: the page then fits any screen, showing the widest
/// layout that fits its frame.
public final class TimelineRecorder {
    /// The layouts whose data the updates change, narrowest viewport first.
    public let layouts: [any CollectionLayout]
    /// How states are written; change it between steps, for example to link the cell that the
    /// next step selects to that step.
    public var options: PageOptions
    /// The recorded steps: the first state, then one transition per update.
    public private(set) var steps: [Timeline.Step] = []
    /// Every recorded state by width, then by step.
    private var statesByWidth: [[PageState]]
    /// Every recorded transition by width, then by step.
    private var transitionsByWidth: [[Transition]]
    /// The strings of the recorded states, each kept once.
    private var strings = RenderedStrings()

    /// Lays out the data and records its first state.
    public convenience init(
        layout: any CollectionLayout, options: PageOptions, caption: String = "Initial state"
    ) throws {
        try self.init(layouts: [layout], options: options, caption: caption)
    }

    /// Lays out the data at every layout's width and records its first state.
    ///
    /// - Throws: `CollorHTMLError.invalidLayouts` when there is no layout, when two share a
    ///   viewport width or one's width is not positive, or when they lay out different data;
    ///   a layout's or render error.
    public init(
        layouts: [any CollectionLayout], options: PageOptions, caption: String = "Initial state"
    ) throws {
        let sorted = layouts.sorted {
            $0.collectionView.bounds.width < $1.collectionView.bounds.width
        }
        guard let first = sorted.first else {
            throw CollorHTMLError.invalidLayouts("there is no layout to record")
        }
        for (lower, upper) in zip(sorted, sorted.dropFirst())
        where lower.collectionView.bounds.width == upper.collectionView.bounds.width {
            throw CollorHTMLError.invalidLayouts(
                "two layouts have the viewport width \(CSSNumber.string(upper.collectionView.bounds.width))"
            )
        }
        for layout in sorted {
            let width = layout.collectionView.bounds.width
            guard width.isFinite, width > 0 else {
                throw CollorHTMLError.invalidLayouts(
                    "a layout's viewport width is \(width): it must be positive")
            }
            guard layout.collectionData === first.collectionData else {
                throw CollorHTMLError.invalidLayouts(
                    "the layouts lay out different data: give every layout the same CollectionData")
            }
        }
        self.layouts = sorted
        self.options = options
        var states: [PageState] = []
        let snapshot = first.collectionData.snapshot()
        for layout in sorted {
            try layout.prepare()
            let state = try PageState(layout: layout, options: options)
            states.append(strings.sharing(state, snapshot: snapshot))
        }
        statesByWidth = states.map { [$0] }
        transitionsByWidth = states.map { _ in [] }
        steps = [
            Timeline.Step(
                caption: caption, content: states.count == 1 ? .state(states[0]) : .states(states))
        ]
    }

    /// Runs `updates` on the data, lays it out again at every width and records the
    /// transition, captioned `"<label>: <result>"`.
    @discardableResult
    public func record(_ label: String, _ updates: (CollectionUpdater) throws -> Void) throws
        -> UpdateCollectionResult
    {
        let result = try layouts[0].collectionData.update(updates)
        var transitions: [Transition] = []
        var states: [PageState] = []
        let snapshot = layouts[0].collectionData.snapshot()
        for (index, layout) in layouts.enumerated() {
            try layout.prepare()
            layout.prepare(forCollectionViewUpdates: result)
            let current = statesByWidth[index][statesByWidth[index].count - 1]
            let next = strings.sharing(
                try PageState(layout: layout, options: options), previous: current,
                snapshot: snapshot)
            transitions.append(try Transition(from: current, to: next, result: result))
            layout.finalizeCollectionViewUpdates()
            states.append(next)
        }
        for index in layouts.indices {
            statesByWidth[index].append(states[index])
            transitionsByWidth[index].append(transitions[index])
        }
        steps.append(
            Timeline.Step(
                caption: "\(label): \(result)",
                content: transitions.count == 1
                    ? .transition(transitions[0]) : .transitions(transitions)))
        return result
    }

    /// The recorded timeline.
    public var timeline: Timeline { Timeline(steps: steps) }

    /// The viewport widths recorded, narrowest first.
    public var widths: [CGFloat] { layouts.map(\.collectionView.bounds.width) }

    /// Every recorded state at viewport width `width`, the first one included; `nil` when no
    /// layout has that width.
    public func states(atWidth width: CGFloat) -> [PageState]? {
        widths.firstIndex(of: width).map { statesByWidth[$0] }
    }

    /// Every recorded transition at viewport width `width`, one per update; `nil` when no
    /// layout has that width.
    public func transitions(atWidth width: CGFloat) -> [Transition]? {
        widths.firstIndex(of: width).map { transitionsByWidth[$0] }
    }

    /// A link to step `index` of the timeline, for cells that lead to a step. The timeline
    /// resolves it to its own anchors when it is written, so the link works on a gallery's page
    /// and in an embed with another anchor alike.
    public static func anchor(ofStep index: Int) -> String { "#\(Timeline.stepLinkPrefix)\(index)" }
}
