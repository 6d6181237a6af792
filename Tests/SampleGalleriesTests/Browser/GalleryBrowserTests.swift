import Collor
import CollorGallery
import CollorHTML
import CollorTestSupport
import Foundation
import SampleGalleries
import Testing

/// Each gallery page in headless Chromium, with the self-hosted font: no console error, every
/// element at its frame, text inside its cell, and the last step ending at the last state's frames;
/// and at every width from 320 to 1280 px, every step shows the widest layout that fits, inside
/// the frame.
@Suite(.serialized) struct GalleryBrowserTests {
    private static let names = ["random", "pantone", "realtime", "weather", "alphabet", "columns"]

    private func page(of sample: any Gallery, recording: GalleryRecording) -> String {
        var options = recording.options
        options.fontURL = "DejaVuSans.ttf"
        return GalleryPage(
            title: sample.title, summary: sample.summary, timeline: recording.timeline
        ).page(options: options)
    }

    @Test(arguments: names)
    func firstAndLastStatesInTheBrowser(name: String) throws {
        let sample = try SampleGalleries.all.gallery(named: name)
        let recording = try sample.record()
        let page = page(of: sample, recording: recording)
        let font = try Data(contentsOf: try #require(Theme.fontFile))
        // A 900 px window: the page's 1100 px column is 900 wide, so the 768 px layout shows.
        let states = try #require(recording.states(atWidth: 768))

        let first = try Chromium.load(page, files: ["DejaVuSans.ttf": font], width: 900)
        #expect(first.errors.isEmpty, "console errors: \(first.errors)")
        try check(first.items, against: states[0], name: "\(name) state 0")

        let last = states.count - 1
        let end = try Chromium.load(
            page, files: ["DejaVuSans.ttf": font], fragment: "#state-\(last)", width: 900)
        #expect(end.errors.isEmpty, "console errors: \(end.errors)")
        let visible = end.items.filter { !$0.cls.contains("collor-disappears") }
        #expect(
            end.items.filter { $0.cls.contains("collor-disappears") }.allSatisfy { $0.opacity == 0 }
        )
        try check(visible, against: states[last], name: "\(name) state \(last)")
    }

    @Test(arguments: names)
    func everyStepFitsEveryWidth(name: String) throws {
        let sample = try SampleGalleries.all.gallery(named: name)
        let recording = try sample.record()
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let folder = scratch.url
        try FileManager.default.copyItem(
            at: try #require(Theme.fontFile), to: folder.appendingPathComponent("DejaVuSans.ttf"))
        let file = folder.appendingPathComponent("\(name).html")
        try page(of: sample, recording: recording).write(
            to: file, atomically: true, encoding: .utf8)

        let steps = recording.timeline.steps.count
        let samples = try GalleryFrameProbe.samples(of: file, steps: steps)
        #expect(samples.count == 121 * steps)
        for sample in samples {
            let place = "\(name) step \(sample.step) in a \(sample.frame) px frame"
            #expect(!sample.scrolls, "\(place) scrolls sideways")
            #expect(sample.outside.isEmpty, "\(place): outside the frame: \(sample.outside)")
            #expect(sample.overflowing.isEmpty, "\(place): text overflows \(sample.overflowing)")
            // The collection spans the frame (up to the page's 1100 px column and its 16 px
            // paddings, which it spans too), and shows the widest layout that fits it.
            #expect(
                sample.fit == min(sample.viewport, 1100 + 2 * 16),
                "\(place): the collection is \(sample.fit) wide in \(sample.viewport)")
            let shown = recording.widths.last { Double($0) <= sample.fit } ?? recording.widths[0]
            let expected = recording.states(atWidth: shown)?[sample.step].elements.count
            #expect(
                sample.shown == expected,
                "\(place): \(sample.shown) elements shown, \(expected ?? 0) at \(shown)")
        }
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
