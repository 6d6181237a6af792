import Collor
import CollorHTML
import CollorSnapshotTesting
import CollorTestSupport
import Foundation
import SnapshotTesting
import Testing

/// Pages, transitions and every text strategy work with a layout that is not a `FlowLayout`:
/// the built-in `ColumnLayout`, with frames worked out by hand.
@Suite struct AnyLayoutTests {
    /// Cells of fixed heights by uid, in one section with a letter header.
    private final class Heights: CollectionData {
        var order: [String]
        let heights: [String: CGFloat] = ["a": 100, "b": 50, "c": 30]

        init(_ order: [String]) {
            self.order = order
            super.init()
            reloadData()
            computeIndices()
        }

        override func reloadData() {
            super.reloadData()
            let section = TestSection().uid("A")
            section.cells = order.map { uid in
                let cell = LabelDescriptor(adapter: LabelAdapter(text: uid.uppercased())).uid(uid)
                cell.height = heights[uid] ?? 0
                return cell
            }
            section.supplementaryViews["letter"] = [
                LetterDescriptor(adapter: LabelAdapter(text: "A")).uid("letter")
            ]
            sections = [section]
        }
    }

    /// Columns of (320 - 10) / 2 = 155: a in the left, b then c in the right (it is shorter).
    private func layout(_ order: [String]) throws -> (Heights, ColumnLayout) {
        let data = Heights(order)
        let layout = ColumnLayout(
            collectionView: CollectionView(width: 320, height: 600), collectionData: data)
        try layout.prepare()
        return (data, layout)
    }

    @Test func theLayoutStrategyDumpsAColumnLayout() throws {
        let (_, layout) = try layout(["a", "b", "c"])
        var dump = ""
        Snapshotting<ColumnLayout, String>.layout.snapshot(layout).run { dump = $0 }
        #expect(
            dump == """
                content 320 x 100
                supplementary letter A/letter/letter 0.0 (0, 0, 30, 30) z1
                cell A/a 0.0 (0, 0, 155, 100)
                cell A/b 0.1 (165, 0, 155, 50)
                cell A/c 0.2 (165, 60, 155, 30)

                """)
    }

    @Test func pagesPlaceTheCellsWhereTheLayoutSays() throws {
        let (_, layout) = try layout(["a", "b", "c"])
        let html = try PageRenderer(options: PageOptions(fontURL: nil)).fragment(layout)
        #expect(html.contains("height:100px"))
        for cell in ["a", "b", "c"] {
            #expect(html.contains("data-uid=\"A/\(cell)\""), "\(html)")
        }
        let state = try PageState(layout: layout)
        #expect(state.contentSize == CGSize(width: 320, height: 100))
    }

    /// c moves first: the left column (empty) takes it, then a the right one, then b the left,
    /// below c (30 + 10).
    @Test func updatesAnimateBetweenColumns() throws {
        let (data, layout) = try layout(["a", "b", "c"])
        let recorder = try TimelineRecorder(layout: layout, options: PageOptions(fontURL: nil))
        data.order = ["c", "a", "b"]
        try recorder.record("diff()") { try $0.diff() }
        let transition = try #require(recorder.transitions(atWidth: 320)?.first)
        let lines = Set(TextDump.transition(transition).split(separator: "\n").map(String.init))
        #expect(lines.contains("moves cell A/c 0.2 -> 0.0 (165, 60, 155, 30) -> (0, 0, 155, 30)"))
        #expect(lines.contains("moves cell A/a 0.0 -> 0.1 (0, 0, 155, 100) -> (165, 0, 155, 100)"))
        #expect(lines.contains("moves cell A/b 0.1 -> 0.2 (165, 0, 155, 50) -> (0, 40, 155, 50)"))
    }

    /// The same data in columns at 320 and at 640 px, (640 - 10) / 2 = 315 wide: one page holds
    /// both, each element once with its frame and its move at each width.
    @Test func aTimelineLaysTheColumnsOutAtEveryWidth() throws {
        let data = Heights(["a", "b", "c"])
        let narrow = ColumnLayout(
            collectionView: CollectionView(width: 320, height: 600), collectionData: data)
        let wide = ColumnLayout(
            collectionView: CollectionView(width: 640, height: 600), collectionData: data)
        let recorder = try TimelineRecorder(
            layouts: [wide, narrow], options: PageOptions(fontURL: nil))
        #expect(recorder.widths == [320, 640])
        data.order = ["c", "a", "b"]
        try recorder.record("diff()") { try $0.diff() }
        let transition = try #require(recorder.transitions(atWidth: 640)?.first)
        let lines = Set(TextDump.transition(transition).split(separator: "\n").map(String.init))
        #expect(lines.contains("moves cell A/c 0.2 -> 0.0 (325, 60, 315, 30) -> (0, 0, 315, 30)"))
        #expect(recorder.states(atWidth: 640)?.last?.contentSize == CGSize(width: 640, height: 100))

        let html = recorder.timeline.fragment(options: PageOptions(fontURL: nil))
        #expect(html.contains("<div class=\"collor-fit collor-at-320-640\">"))
        #expect(html.contains("@container (min-width:640px){"))
        // c after the step: its frame at 320, then only what differs at 640 (its width).
        #expect(html.contains("style=\"--_x0:0px;--_y0:0px;--_w0:155px;--_h0:30px;--_w1:315px;"))
        // Its move at each width: from the right column's place at that width.
        #expect(html.contains("--_m0:translate(165px,60px);--_m1:translate(325px,60px);"))
        #expect(html.components(separatedBy: "data-uid=\"A/c\"").count == 3, "once per step")
    }

    @Test func layoutsOfOneWidthOrOfOtherDataAreRefused() throws {
        let (data, layout) = try layout(["a"])
        let same = ColumnLayout(
            collectionView: CollectionView(width: 320, height: 900), collectionData: data)
        #expect(throws: CollorHTMLError.self) {
            try TimelineRecorder(layouts: [layout, same], options: PageOptions())
        }
        let other = ColumnLayout(
            collectionView: CollectionView(width: 500, height: 900), collectionData: Heights(["a"]))
        #expect(throws: CollorHTMLError.self) {
            try TimelineRecorder(layouts: [layout, other], options: PageOptions())
        }
        #expect(throws: CollorHTMLError.invalidLayouts("there is no layout to record")) {
            try TimelineRecorder(layouts: [], options: PageOptions())
        }
    }
}
