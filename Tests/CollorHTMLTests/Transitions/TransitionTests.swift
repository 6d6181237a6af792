import Collor
import CollorHTML
import CollorTestSupport
import Foundation
import Testing

/// Takes the state of `data`, applies `change` and a `diff()`, and returns the transition.
private func transition(
    _ data: LabelData, to spec: [(String, [(String, String, Int)])]
) throws -> (Transition, UpdateCollectionResult) {
    let layout = try preparedLayout(data)
    let before = try PageState(layout: layout, options: PageOptions(fontURL: nil))
    data.spec = spec
    let result = try data.update { try $0.diff() }
    try layout.prepare()
    layout.prepare(forCollectionViewUpdates: result)
    let after = try PageState(layout: layout, options: PageOptions(fontURL: nil))
    return (try Transition(from: before, to: after, result: result), result)
}

@Suite struct TransitionTests {
    @Test func movesAppearsDisappearsAndReloads() throws {
        let data = LabelData([
            ("A", [("a", "Ada", 0), ("b", "Bob", 0), ("c", "Cy", 0)]), ("B", [("d", "Di", 0)]),
        ])
        let (change, result) = try transition(
            data,
            to: [
                ("A", [("c", "Cy", 1), ("a", "Ada", 0), ("x", "Xi", 0)]), ("N", [("n", "Ned", 0)]),
            ])
        #expect(
            result.description
                == "1 inserted, 1 deleted, 1 moved, 1 reloaded; sections: 1 inserted, 1 deleted")
        // Reviewed by eye against the layout rules: cells 300 x 40, 10 apart; sections follow each
        // other with no spacing (A ends at 140); decorations come first in reading order; A's
        // background keeps its frame, so it is the one unchanged element.
        #expect(
            TextDump.transition(change) == """
                content 300 x 180 -> 300 x 180
                appears decoration background N/background 1.0 (-4, 136, 308, 48) z-1
                moves+reloads cell A/c 0.2 -> 0.0 (0, 100, 300, 40) -> (0, 0, 300, 40)
                moves cell A/a 0.0 -> 0.1 (0, 0, 300, 40) -> (0, 50, 300, 40)
                appears cell A/x 0.2 (0, 100, 300, 40)
                appears cell N/n 1.0 (0, 140, 300, 40)
                disappears decoration background B/background 1.0 (-4, 136, 308, 48) z-1
                disappears cell A/b 0.1 (0, 50, 300, 40)
                disappears cell B/d 1.0 (0, 140, 300, 40)
                unchanged 1

                """)
        #expect(change.summary == "3 appear, 3 disappear, 2 move, 1 reload")
    }

    @Test func cssAnimatesOnlyTransformAndOpacityFromTheOldPlace() throws {
        let data = LabelData([("A", [("a", "Ada", 0), ("b", "Bob", 0)])])
        let (change, _) = try transition(data, to: [("A", [("b", "Bob", 0), ("a", "Ada", 0)])])
        let html = TransitionRenderer(
            options: PageOptions(fontURL: nil, duration: 250, timingFunction: "linear")
        ).fragment(change)
        // b moved up from y 50 to 0: it starts 50 lower.
        #expect(html.contains("@keyframes t-m"))
        #expect(html.contains("{from{transform:translate(0px,50px)}}"))
        #expect(html.contains("animation:t-m") && html.contains(" 250ms linear both;"))
        let keyframes = html.components(separatedBy: "@keyframes").dropFirst().map {
            $0.components(separatedBy: "}}")[0]
        }
        #expect(!keyframes.isEmpty)
        for rule in keyframes {
            #expect(!rule.contains("left") && !rule.contains("top") && !rule.contains("width"))
        }
    }

    @Test func disappearingElementsEndInvisibleAndHidden() throws {
        let data = LabelData([("A", [("a", "Ada", 0), ("b", "Bob", 0)])])
        let (change, _) = try transition(data, to: [("A", [("a", "Ada", 0)])])
        let html = TransitionRenderer(options: PageOptions(fontURL: nil)).fragment(change)
        #expect(
            html.contains("class=\"collor-item collor-cell collor-disappears\" data-uid=\"A/b\""))
        #expect(
            html.contains(
                "z-index:0;opacity:0;animation:collor-disappear 400ms ease-in-out both;\" aria-hidden=\"true\" tabindex=\"-1\""
            ))
    }

    /// The reloaded cell keeps its own structure (its content a direct child, so `.cell > .title`
    /// rules apply), fading in under a copy of its old self that fades out, hidden from
    /// assistive technology; no wrapper layers.
    @Test func reloadedCellsCrossFadeOldAndNewContent() throws {
        let data = LabelData([("A", [("a", "Ada", 0)])])
        let (change, _) = try transition(data, to: [("A", [("a", "Ada Lovelace", 1)])])
        let html = TransitionRenderer(options: PageOptions(fontURL: nil)).fragment(change)
        #expect(!html.contains("collor-layer"))
        let new = try #require(
            html.split(separator: "\n").first { $0.contains("collor-reloads") })
        #expect(
            new.hasPrefix("<div class=\"collor-item collor-cell collor-reloads\" data-uid=\"A/a\""))
        #expect(
            new.hasSuffix(
                "animation:collor-fade-in 400ms ease-in-out both;\"><p class=\"label\">Ada Lovelace</p></div>"
            ))
        let old = try #require(
            html.split(separator: "\n").first { $0.contains("collor-reload-old") })
        #expect(
            old.hasPrefix(
                "<div class=\"collor-item collor-cell collor-reload-old\" data-kind=\"cell\""))
        #expect(
            old.hasSuffix(
                "opacity:0;animation:collor-fade-out 400ms ease-in-out both;\" aria-hidden=\"true\" tabindex=\"-1\"><p class=\"label\">Ada</p></div>"
            ))
    }

    /// A header whose text changes cross-fades, like a reloaded cell; one that keeps its text
    /// does not.
    @Test func aHeaderWhoseTextChangesCrossFades() throws {
        final class Titled: CollectionData {
            var title = "Team"
            override func reloadData() {
                super.reloadData()
                let section = TestSection().uid("A")
                section.cells = [LabelDescriptor(adapter: LabelAdapter(text: "Ada")).uid("a")]
                section.supplementaryViews["letter"] = [
                    LetterDescriptor(adapter: LabelAdapter(text: title)).uid("header")
                ]
                sections = [section]
            }
        }
        let data = Titled()
        data.reloadData()
        data.computeIndices()
        let layout = try preparedLayout(data)
        let before = try PageState(layout: layout, options: PageOptions(fontURL: nil))
        data.title = "Team of two"
        let result = try data.update { try $0.diff() }
        try layout.prepare()
        let after = try PageState(layout: layout, options: PageOptions(fontURL: nil))
        let change = try Transition(from: before, to: after, result: result)
        let header = try #require(change.elements.first { $0.new?.category == .supplementaryView })
        #expect(header.reloaded)
        #expect(change.elements.first { $0.new?.category == .cell }?.reloaded == false)
        let html = TransitionRenderer(options: PageOptions(fontURL: nil)).fragment(change)
        #expect(html.contains("<p class=\"label\">Team</p>"))
        #expect(html.contains("<p class=\"label\">Team of two</p>"))
    }

    @Test func unsafeTimingFunctionsFallBack() throws {
        let data = LabelData([("A", [("a", "Ada", 0)])])
        let (change, _) = try transition(data, to: [("A", [])])
        let html = TransitionRenderer(
            options: PageOptions(fontURL: nil, timingFunction: "x}</style><script>")
        ).fragment(change)
        #expect(!html.contains("<script"))
        #expect(html.contains("ease-in-out both"))
    }

    @Test func aResultThatDoesNotFitTheStatesIsAnError() throws {
        let data = LabelData([("A", [("a", "Ada", 0)])])
        let layout = try preparedLayout(data)
        let state = try PageState(layout: layout)
        var wrong = UpdateCollectionResult()
        wrong.deletedSections = [.init(3, data.sections[0])]
        #expect(throws: CollorError.self) { try Transition(from: state, to: state, result: wrong) }
    }
}
