import Collor
import CollorGallery
import CollorHTML
import CollorTestSupport
import Foundation
import SampleGalleries
import Testing

/// Each gallery page in headless Chromium, with the self-hosted font: no console error, every
/// element at its frame, text inside its cell, and the last step ending at the last state's frames.
@Suite(.serialized) struct GalleryBrowserTests {
    @Test(arguments: ["random", "pantone", "realtime", "weather", "alphabet"])
    func firstAndLastStatesInTheBrowser(name: String) throws {
        let sample = try SampleGalleries.all.gallery(named: name)
        let recording = try sample.record()
        var options = recording.options
        options.fontURL = "DejaVuSans.ttf"
        let page = GalleryPage(
            title: sample.title, summary: sample.summary, timeline: recording.timeline
        ).page(options: options)
        let font = try Data(contentsOf: try #require(Theme.fontFile))

        let first = try Chromium.load(page, files: ["DejaVuSans.ttf": font], width: 900)
        #expect(first.errors.isEmpty, "console errors: \(first.errors)")
        try check(
            first.items, against: try #require(recording.states.first), name: "\(name) state 0")

        let last = recording.states.count - 1
        let end = try Chromium.load(
            page, files: ["DejaVuSans.ttf": font], fragment: "#state-\(last)", width: 900)
        #expect(end.errors.isEmpty, "console errors: \(end.errors)")
        let visible = end.items.filter { !$0.cls.contains("collor-disappears") }
        #expect(
            end.items.filter { $0.cls.contains("collor-disappears") }.allSatisfy { $0.opacity == 0 }
        )
        try check(visible, against: recording.states[last], name: "\(name) state \(last)")
    }

    private func check(_ items: [Chromium.Box], against state: PageState, name: String) throws {
        #expect(
            items.count == state.elements.count,
            "\(name): \(items.count) elements shown, \(state.elements.count) expected")
        var boxes: [String: Chromium.Box] = [:]
        for box in items { boxes["\(box.kind) \(box.path) \(box.uid)"] = box }
        for element in state.elements {
            let key =
                "\(element.kind ?? "cell") \(element.indexPath.section).\(element.indexPath.item) \(element.hasUID ? element.key : "")"
            guard let box = boxes[key] else {
                Issue.record("\(name): no element \(key)")
                continue
            }
            let frame = element.frame
            #expect(
                abs(box.x - frame.minX) <= 0.5 && abs(box.y - frame.minY) <= 0.5
                    && abs(box.w - frame.width) <= 0.5
                    && abs(box.h - frame.height) <= 0.5,
                "\(name): \(key) at (\(box.x), \(box.y), \(box.w), \(box.h)), expected \(frame)")
            #expect(box.opacity == 1, "\(name): \(key) is visible")
            #expect(
                box.sh <= box.ch && box.sw <= box.cw,
                "\(name): the text of \(key) overflows (\(box.sw)x\(box.sh) in \(box.cw)x\(box.ch))"
            )
        }
    }
}
