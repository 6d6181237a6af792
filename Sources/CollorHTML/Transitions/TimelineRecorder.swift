import Collor
import Foundation

/// Records a `Timeline` by running updates on a layout's data: the first state, then one
/// transition per update, each captioned with the updater call and its counts, e.g.
/// `diff(): 3 moved, 1 reloaded`.
public final class TimelineRecorder {
    /// The layout whose data the updates change.
    public let layout: any CollectionLayout
    /// How states are written; change it between steps, for example to link the cell that the
    /// next step selects to that step.
    public var options: PageOptions
    /// The recorded steps: the first state, then one transition per update.
    public private(set) var steps: [Timeline.Step] = []
    /// Every recorded state, the first one included.
    public private(set) var states: [PageState] = []
    /// Every recorded transition, one per update.
    public private(set) var transitions: [Transition] = []
    private var current: PageState

    /// Lays out the data and records its first state.
    public init(
        layout: any CollectionLayout, options: PageOptions, caption: String = "Initial state"
    ) throws {
        self.layout = layout
        self.options = options
        try layout.prepare()
        current = try PageState(layout: layout, options: options)
        steps = [Timeline.Step(caption: caption, content: .state(current))]
        states = [current]
    }

    /// Runs `updates` on the data, lays it out again and records the transition, captioned
    /// `"<label>: <result>"`.
    @discardableResult
    public func record(_ label: String, _ updates: (CollectionUpdater) throws -> Void) throws
        -> UpdateCollectionResult
    {
        let result = try layout.collectionData.update(updates)
        try layout.prepare()
        layout.prepare(forCollectionViewUpdates: result)
        let next = try PageState(layout: layout, options: options)
        let transition = try Transition(from: current, to: next, result: result)
        layout.finalizeCollectionViewUpdates()
        steps.append(
            Timeline.Step(caption: "\(label): \(result)", content: .transition(transition)))
        states.append(next)
        transitions.append(transition)
        current = next
        return result
    }

    /// The recorded timeline.
    public var timeline: Timeline { Timeline(steps: steps) }

    /// A link to step `index` of the timeline, for cells that lead to a step. The timeline
    /// resolves it to its own anchors when it is written, so the link works on a gallery's page
    /// and in an embed with another anchor alike.
    public static func anchor(ofStep index: Int) -> String { "#\(Timeline.stepLinkPrefix)\(index)" }

    /// The last recorded state.
    public var state: PageState { current }
}
