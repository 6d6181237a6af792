import Collor
import CollorGallery
import CollorHTML
import CollorTestSupport
import Foundation
import SampleGalleries
import Testing

/// The width picker of a gallery page in Chromium with JavaScript off: on a phone-sized and a
/// desktop-sized screen, following the page's own links reaches every recorded width of every
/// step at its true size, the step links keep the width, "Fit" and the per-step permalinks go back
/// to the widest layout that fits.
@Suite(.serialized) struct GalleryWidthPickerTests {
    /// What the probe saw after following one link.
    struct Visit: Decodable {
        /// The link followed, by its text, and the fragment it led to.
        var link: String
        var hash: String
        /// The id of the step shown, and how many are shown.
        var shown: String
        var sections: Int
        /// The current choice of the width picker shown, and how many pickers are shown.
        var current: String
        var pickers: Int
        /// The collection's box width, the width of the box it fits in, and its elements shown,
        /// as `kind path uid` to a frame.
        var width: Double
        var fit: Double
        var items: [String: [Double]]
    }

    @Test(arguments: [("alphabet", 1280), ("alphabet", 375), ("weather", 375)])
    func everyWidthOfEveryStepIsReachableWithoutJavaScript(name: String, screen: Int) throws {
        let sample = try SampleGalleries.all.gallery(named: name)
        let recording = try sample.record()
        let steps = recording.timeline.steps.count
        let visits = try Self.visit(sample, recording: recording, screen: screen)
        // Per width: its link on step 0, then Next to the last step; then Fit, then a permalink.
        #expect(visits.count == recording.widths.count * steps + 2)
        var index = 0
        for width in recording.widths {
            let label = "\(Int(width)) px"
            let states = try #require(recording.states(atWidth: width))
            for step in 0..<steps {
                let visit = visits[index]
                index += 1
                let place = "\(name) on a \(screen) px screen, step \(step) at \(label)"
                #expect(visit.hash == "#state-\(step)-w\(Int(width))", "\(place)")
                #expect(visit.shown == "state-\(step)" && visit.sections == 1, "\(place)")
                #expect(visit.current == label && visit.pickers == 1, "\(place)")
                GalleryFrameProbe.expect(
                    states[step], shownAt: visit.width, items: visit.items, place: place)
            }
        }
        // Fit goes back to the widest layout that fits the screen (less its scrollbar).
        let fit = visits[index]
        #expect(fit.fit <= Double(screen))
        let fitting = recording.widths.last { Double($0) <= fit.fit } ?? recording.widths[0]
        #expect(fit.hash == "#state-\(steps - 1)" && fit.current == "Fit")
        let fitted = try #require(recording.states(atWidth: fitting))[steps - 1]
        #expect(fit.width == Double(fitted.contentSize.width), "Fit shows \(fit.width) px")
        let permalink = visits[index + 1]
        #expect(permalink.hash == "#state-1" && permalink.shown == "state-1")
        #expect(permalink.current == "Fit" && permalink.sections == 1)
    }

    /// Loads the gallery's page with JavaScript off in a frame `screen` px wide and follows its
    /// links: each width's link on the first step, Next to the last step, then Fit; then opens
    /// the second step's permalink.
    static func visit(
        _ sample: any Gallery, recording: GalleryRecording, screen: Int
    ) throws -> [Visit] {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let folder = scratch.url
        try FileManager.default.copyItem(
            at: try #require(Theme.fontFile), to: folder.appendingPathComponent("DejaVuSans.ttf"))
        var options = recording.options
        options.fontURL = "DejaVuSans.ttf"
        let page = GalleryPage(
            title: sample.title, summary: sample.summary, timeline: recording.timeline
        ).page(options: options)
        let file = folder.appendingPathComponent("\(sample.name).html")
        try page.write(to: file, atomically: true, encoding: .utf8)
        let labels = recording.widths.map { "\"\(Int($0)) px\"" }.joined(separator: ",")
        let json = try FrameHarness.run(
            """
            frame.style.width = "\(screen)px";
            doc.fonts.ready.then(function () {
              var found = [];
              function shownSections() {
                return Array.prototype.filter.call(doc.querySelectorAll(".collor-state"),
                  function (s) { return getComputedStyle(s).display !== "none"; });
              }
              function shownIn(section, selector) {
                return Array.prototype.filter.call(section.querySelectorAll(selector),
                  function (e) { return e.offsetParent !== null; });
              }
              function follow(text) {
                var section = shownSections()[0];
                var link = shownIn(section, ".collor-controls a").filter(function (a) {
                  return a.textContent === text;
                })[0];
                if (!link) throw "no link " + text + " in " + section.id;
                link.click();
                record(text);
              }
              function record(text) {
                doc.getAnimations().forEach(function (a) { a.finish(); });
                var sections = shownSections(), section = sections[0];
                var pickers = shownIn(section, ".collor-widths");
                var current = pickers.length ? pickers[0].querySelector("[aria-current]") : null;
                var collection = section.querySelector(".collor-collection");
                var base = collection.getBoundingClientRect(), items = {};
                collection.querySelectorAll(".collor-item").forEach(function (e) {
                  if (e.matches(".collor-disappears, .collor-reload-old")) return;
                  if (getComputedStyle(e).display === "none") return;
                  var r = e.getBoundingClientRect();
                  items[(e.dataset.kind || "") + " " + (e.dataset.indexPath || "") + " " +
                    (e.dataset.uid || "")] = [r.left - base.left, r.top - base.top, r.width, r.height];
                });
                found.push({ link: text, hash: frame.contentWindow.location.hash,
                  shown: section.id, sections: sections.length,
                  current: current ? current.textContent : "", pickers: pickers.length,
                  width: base.width, fit: collection.parentElement.clientWidth, items: items });
              }
              [\(labels)].forEach(function (label) {
                frame.contentWindow.location.hash = "#state-0";
                follow(label);
                for (var step = 1; step < \(recording.timeline.steps.count); step++) {
                  follow("Next \\u2192");
                }
              });
              follow("Fit");
              frame.contentWindow.location.hash = "#state-1";
              record("permalink");
              done(found);
            });
            """, on: file, virtualTimeBudget: 10_000, pageScripts: false)
        return try JSONDecoder().decode([Visit].self, from: Data(json.utf8))
    }
}
