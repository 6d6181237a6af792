import Collor
import CollorHTML
import CollorTestSupport
import Foundation
import Testing

/// The first state of `data`, and the transition that `spec` and a `diff()` make from it.
private func firstStateAndTransition(
    _ data: LabelData, to spec: [(String, [(String, String, Int)])]
) throws -> (PageState, Transition) {
    let layout = try preparedLayout(data)
    let first = try PageState(layout: layout, options: PageOptions(fontURL: nil))
    data.spec = spec
    let result = try data.update { try $0.diff() }
    try layout.prepare()
    layout.prepare(forCollectionViewUpdates: result)
    let next = try PageState(layout: layout, options: PageOptions(fontURL: nil))
    return (first, try Transition(from: first, to: next, result: result))
}

@Suite struct TimelineTests {
    @Test func timelineStepsWithLinksAndShowsTheFirstStateByDefault() throws {
        let (first, change) = try firstStateAndTransition(
            LabelData([("A", [("a", "Ada", 0)])]), to: [("A", [("a", "Ada", 0), ("b", "Bob", 0)])])
        let timeline = Timeline(steps: [
            .init(caption: "Initial state", content: .state(first)),
            .init(caption: "diff(): 1 inserted", content: .transition(change)),
        ])
        let html = timeline.fragment(options: PageOptions(fontURL: nil))
        #expect(
            html.contains(
                "<section class=\"collor-state\" id=\"state-0\" aria-label=\"Step 0 of 1\">"))
        #expect(html.contains("<span aria-disabled=\"true\">← Previous</span>"))
        #expect(html.contains("<a href=\"#state-1\" rel=\"next\">Next →</a>"))
        #expect(html.contains("<a href=\"#state-0\" rel=\"prev\">← Previous</a>"))
        #expect(html.contains("<p class=\"collor-caption\">diff(): 1 inserted</p>"))
        #expect(html.components(separatedBy: "<section class=\"collor-state\"").count == 3)
        #expect(
            Theme.css(fontURL: nil).contains(
                ".collor-timeline:not(:has(.collor-state:target)) .collor-state:first-of-type{display:block}"
            ))
    }

    /// An anchor went into `<style>` keyframe names, ids and links.
    @Test func aTimelineAnchorMustBeACSSIdentifier() throws {
        let steps = try twoSteps()
        let html = try Timeline(steps: steps, anchor: "gallery-Weather_1")
            .fragment(options: PageOptions(fontURL: nil))
        #expect(
            html.contains("id=\"gallery-Weather_1-1\"") && html.contains("gallery-Weather_11-m"))
        let hostile = "s{}</style><script>alert(1)</script><style>"
        #expect(throws: CollorHTMLError.invalidIdentifier(hostile, role: "timeline anchor")) {
            try Timeline(steps: steps, anchor: hostile)
        }
        #expect(Timeline(steps: steps).anchor == "state")
    }

    /// Two timelines on one page have landmarks of their own names (axe's `landmark-unique`).
    @Test func aTitledTimelineNamesItsStepsAndControls() throws {
        let steps = try twoSteps()
        var timeline = try Timeline(steps: steps, anchor: "gallery-weather")
        let plain = timeline.fragment(options: PageOptions(fontURL: nil))
        #expect(
            plain.contains(
                "aria-label=\"Step 1 of 1\">\n<nav class=\"collor-steps\" aria-label=\"Steps\">"))
        timeline.title = "Weather <1>"
        let titled = timeline.fragment(options: PageOptions(fontURL: nil))
        #expect(titled.contains("aria-label=\"Weather &lt;1&gt;: step 0 of 1\""))
        #expect(
            titled.contains("<nav class=\"collor-steps\" aria-label=\"Weather &lt;1&gt;: steps\">"))
    }

    /// A state and a move: the steps of a small timeline.
    private func twoSteps() throws -> [Timeline.Step] {
        let (first, change) = try firstStateAndTransition(
            LabelData([("A", [("a", "Ada", 0), ("b", "Bob", 0)])]),
            to: [("A", [("b", "Bob", 0), ("a", "Ada", 0)])])
        return [
            .init(caption: "one", content: .state(first)),
            .init(caption: "two", content: .transition(change)),
        ]
    }
}
