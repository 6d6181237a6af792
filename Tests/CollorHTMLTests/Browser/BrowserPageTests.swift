import Collor
import CollorHTML
import CollorTestSupport
import Foundation
import Testing

/// CSS for the test views: no margins, so that text fits the 40-point cells.
private let labelCSS = ".label{margin:0;padding:4px 8px;font-size:14px;line-height:18px}"

private func expectBox(
    _ box: Chromium.Box, at frame: CGRect, sourceLocation: SourceLocation = #_sourceLocation
) {
    let tolerance = 0.5
    #expect(
        abs(box.x - frame.minX) <= tolerance && abs(box.y - frame.minY) <= tolerance
            && abs(box.w - frame.width) <= tolerance && abs(box.h - frame.height) <= tolerance,
        "\(box.kind) \(box.uid) at (\(box.x), \(box.y), \(box.w), \(box.h)), expected \(frame)",
        sourceLocation: sourceLocation)
}

@Suite(.serialized) struct BrowserPageTests {
    @Test func everyElementStandsAtItsFrameAndTextFits() throws {
        let data = LabelData([
            ("A", [("a", "Ada", 0), ("b", "Bob", 0), ("c", "Cy", 0)]),
            ("B", [("d", "Di <b>bold</b> & \"quoted\"", 0)]),
        ])
        for (index, cell) in data.sections[0].cells.enumerated() {
            (cell as? LabelDescriptor)?.width = CGFloat(80 + 40 * index)
        }
        data.letters = false
        let layout = try preparedLayout(data)
        let page = try PageRenderer(options: PageOptions(fontURL: nil, extraCSS: labelCSS)).page(
            layout)
        let report = try Chromium.load(page)
        #expect(report.errors.isEmpty, "console errors: \(report.errors)")
        let expected = layout.allAttributes
        #expect(report.items.count == expected.count)
        for box in report.items {
            let attributes = expected.first {
                ElementHTMLKey.path($0.indexPath) == box.path && ($0.kind ?? "cell") == box.kind
            }
            guard let attributes else {
                Issue.record("unexpected element \(box.kind) \(box.path)")
                continue
            }
            expectBox(box, at: attributes.frame)
            #expect(box.sh <= box.ch && box.sw <= box.cw, "text overflows \(box.uid)")
            #expect(box.opacity == 1)
        }
    }

    @Test func aTransitionEndsAtTheNewFramesWithDeletedElementsInvisible() throws {
        let data = LabelData([
            ("A", [("a", "Ada", 0), ("b", "Bob", 0), ("c", "Cy", 0)]), ("B", [("d", "Di", 0)]),
        ])
        let layout = try preparedLayout(data)
        let options = PageOptions(fontURL: nil, extraCSS: labelCSS)
        let before = try PageState(layout: layout, options: options)
        data.spec = [
            ("A", [("c", "Cy", 1), ("a", "Ada", 0), ("x", "Xi", 0)]), ("N", [("n", "Ned", 0)]),
        ]
        let result = try data.update { try $0.diff() }
        try layout.prepare()
        let after = try PageState(layout: layout, options: options)
        let transition = try Transition(from: before, to: after, result: result)
        let report = try Chromium.load(TransitionRenderer(options: options).page(transition))
        #expect(report.errors.isEmpty, "console errors: \(report.errors)")
        #expect(report.animations > 0, "the page animates")
        // A reload adds a copy of the old element that fades out over the new one.
        let reloads = transition.elements.filter(\.reloaded).count
        #expect(reloads > 0)
        #expect(report.items.count == transition.elements.count + reloads)
        let copies = report.items.filter { $0.cls.contains("collor-reload-old") }
        #expect(copies.count == reloads)
        for copy in copies { #expect(copy.opacity == 0, "the old copy is invisible at the end") }
        for element in transition.elements {
            let key = element.key
            let disappearing = element.change == .disappears
            let box = report.items.first {
                $0.uid == key && $0.cls.contains("collor-disappears") == disappearing
            }
            guard let box else {
                Issue.record("missing \(key) in \(report.items.map(\.uid))")
                continue
            }
            switch element.change {
            case .disappears:
                #expect(box.opacity == 0, "\(key) is invisible at the end")
            case .appears, .stays:
                guard let new = element.new else { continue }
                expectBox(box, at: new.frame)
                #expect(box.opacity == 1, "\(key) is visible at the end")
            }
        }
    }

    @Test func aTransitionIsMidwayAtHalfItsDuration() throws {
        // Pausing the animations half way: a cell moving from y 50 to y 0 stands at y 25.
        let data = LabelData([("A", [("a", "Ada", 0), ("b", "Bob", 0)])])
        let layout = try preparedLayout(data)
        let options = PageOptions(
            fontURL: nil, extraCSS: labelCSS, duration: 1000, timingFunction: "linear")
        let before = try PageState(layout: layout, options: options)
        data.spec = [("A", [("b", "Bob", 0), ("a", "Ada", 0)])]
        let result = try data.update { try $0.diff() }
        try layout.prepare()
        let transition = try Transition(
            from: before, to: try PageState(layout: layout, options: options), result: result)
        let report = try Chromium.load(
            TransitionRenderer(options: options).page(transition), time: 500)
        #expect(report.items.count == 3, "two cells and the section background")
        let moving = report.items.filter { $0.uid == "A/b" || $0.uid == "A/a" }
        #expect(moving.count == 2)
        for box in moving { #expect(abs(box.y - 25) <= 0.5, "\(box.uid) at y \(box.y)") }
    }

    /// One step laid out at 300 and at 600 px: the page plays the move of the widest layout that
    /// fits its box, at that layout's frames (paused half way: the cells swap rows).
    @Test func aStepAtTwoWidthsPlaysTheLayoutThatFits() throws {
        let data = LabelData([("A", [("a", "Ada", 0), ("b", "Bob", 0)])])
        let layouts = [try preparedLayout(data, width: 300), try preparedLayout(data, width: 600)]
        let options = PageOptions(
            fontURL: nil, extraCSS: labelCSS, duration: 1000, timingFunction: "linear")
        let before = try layouts.map { try PageState(layout: $0, options: options) }
        data.spec = [("A", [("b", "Bob", 0), ("a", "Ada", 0)])]
        let result = try data.update { try $0.diff() }
        let transitions = try layouts.indices.map { index in
            try layouts[index].prepare()
            return try Transition(
                from: before[index], to: try PageState(layout: layouts[index], options: options),
                result: result)
        }
        let page = TransitionRenderer(options: options).page(transitions)
        // An 800 px window leaves 784 px: the 600 px layout; a 400 px box: the 300 px one.
        for (css, transition) in [
            ("", transitions[1]), (".collor-fit{width:400px}", transitions[0]),
        ] {
            let report = try Chromium.load(
                page.replacingOccurrences(of: "</style>\n</head>", with: css + "</style>\n</head>"),
                width: 800, time: 500)
            #expect(report.errors.isEmpty, "console errors: \(report.errors)")
            #expect(report.items.count == 3, "two cells and the section background, once each")
            for element in transition.elements where element.moves {
                let old = try #require(element.old?.frame), new = try #require(element.new?.frame)
                let box = try #require(report.items.first { $0.uid == element.key })
                let width = transition.viewportWidth
                #expect(abs(box.y - (old.minY + new.minY) / 2) <= 0.5, "\(box.uid) at \(width)")
                #expect(abs(box.w - new.width) <= 0.5, "\(box.uid) is \(box.w) wide at \(width)")
            }
        }
    }
}

/// The `data-index-path` text of an index path.
enum ElementHTMLKey {
    static func path(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.item)" }
}
