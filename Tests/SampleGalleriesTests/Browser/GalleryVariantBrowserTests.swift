import Collor
import CollorGallery
import CollorHTML
import CollorTestSupport
import Foundation
import SampleGalleries
import Testing

/// A gallery's variants in Chromium (issue 37, item 3): Alphabet records light and dark, Random
/// the default and a larger text size. With JavaScript off, each variant's fragment shows that variant alone at every recorded
/// width and step, its elements at the frames its own recording laid out; forced, each fits the
/// frame at phone and desktop widths without scrolling sideways or overflowing a cell.
@Suite(.serialized) struct GalleryVariantBrowserTests {
    /// What the probe saw at one fragment.
    struct Visit: Decodable {
        var hash: String
        /// The variants shown, by their `data-appearance` and `data-text-size`.
        var shown: [String]
        /// The collection's box width, and its elements shown as `kind path uid` to a frame.
        var width: Double
        var items: [String: [Double]]
    }

    @Test(arguments: [
        ("alphabet", [TraitCollection.standard, .dark]), ("random", [.standard, .largerText]),
    ])
    func eachForcedVariantShowsItsOwnFramesAtEveryWidthAndStep(
        name: String, expected: [TraitCollection]
    ) throws {
        let sample = try SampleGalleries.all.gallery(named: name)
        let recording = try sample.record()
        let steps = recording.timeline.steps.count
        let variants = [recording.variant] + recording.timeline.variants.map(\.traits)
        #expect(variants == expected)
        var fragments: [String] = []
        for variant in variants {
            for width in recording.widths {
                for step in 0..<steps {
                    fragments.append("#state-\(step)-w\(Int(width))-\(variant)")
                }
            }
        }
        let visits = try Self.visit(sample, recording: recording, fragments: fragments)
        #expect(visits.count == fragments.count)
        var index = 0
        for variant in variants {
            let own = try sample.record(variant: variant)
            for width in recording.widths {
                let states = try #require(own.states(atWidth: width))
                for step in 0..<steps {
                    let visit = visits[index]
                    index += 1
                    let place = "\(visit.hash)"
                    #expect(visit.hash == fragments[index - 1])
                    #expect(
                        visit.shown == [
                            "\(variant.userInterfaceStyle) \(variant.preferredContentSizeCategory)"
                        ], "\(place): shows \(visit.shown)")
                    GalleryFrameProbe.expect(
                        states[step], shownAt: visit.width, items: visit.items, place: place)
                }
            }
        }
        // The larger text really is another layout: its first state is taller.
        if variants.contains(.largerText) {
            let standard = try #require(try sample.record(variant: .standard).states(atWidth: 375))
            let larger = try #require(try sample.record(variant: .largerText).states(atWidth: 375))
            #expect(larger[0].contentSize.height > standard[0].contentSize.height)
        }
    }

    @Test(arguments: [("alphabet", "-dark"), ("random", "-light-accessibilityMedium")])
    func aForcedVariantFitsPhonesAndDesktopsWithoutOverflow(name: String, variant: String) throws {
        let sample = try SampleGalleries.all.gallery(named: name)
        let recording = try sample.record()
        let traits = try #require(
            recording.timeline.variants.map(\.traits).first { "-\($0)" == variant })
        let own = try sample.record(variant: traits)
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let file = try Self.write(sample, recording: recording, in: scratch.url)
        let steps = recording.timeline.steps.count
        let widths = [320, 375, 768, 1280]
        let samples = try GalleryFrameProbe.samples(
            of: file, steps: steps, widths: widths, variant: variant)
        #expect(samples.count == widths.count * steps)
        for sample in samples {
            let place = "\(variant) step \(sample.step) in a \(sample.frame) px frame"
            #expect(!sample.scrolls, "\(place) scrolls sideways")
            #expect(sample.outside.isEmpty, "\(place): outside the frame: \(sample.outside)")
            #expect(sample.overflowing.isEmpty, "\(place): text overflows \(sample.overflowing)")
            let shown = own.widths.last { Double($0) <= sample.fit } ?? own.widths[0]
            let expected = own.states(atWidth: shown)?[sample.step].elements.count
            #expect(sample.shown == expected, "\(place): \(sample.shown) shown at \(shown)")
        }
    }

    /// The page beside its font in `folder`.
    static func write(
        _ sample: any Gallery, recording: GalleryRecording, in folder: URL
    ) throws -> URL {
        try FileManager.default.copyItem(
            at: try #require(Theme.fontFile), to: folder.appendingPathComponent("DejaVuSans.ttf"))
        var options = recording.options
        options.fontURL = "DejaVuSans.ttf"
        let page = GalleryPage(
            title: sample.title, summary: sample.summary, timeline: recording.timeline
        ).page(options: options)
        let file = folder.appendingPathComponent("\(sample.name).html")
        try page.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    /// Opens each fragment in a frame 1280 px wide with JavaScript off and measures the
    /// collection the shown step shows.
    static func visit(
        _ sample: any Gallery, recording: GalleryRecording, fragments: [String]
    ) throws -> [Visit] {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let file = try write(sample, recording: recording, in: scratch.url)
        let list = fragments.map { "\"\($0)\"" }.joined(separator: ",")
        let json = try FrameHarness.run(
            """
            frame.style.width = "1280px";
            doc.fonts.ready.then(function () {
              var found = [];
              function rendered(e) { return e.getClientRects().length > 0; }
              [\(list)].forEach(function (hash) {
                frame.contentWindow.location.hash = hash;
                doc.getAnimations().forEach(function (a) { a.finish(); });
                var shown = Array.prototype.filter.call(doc.querySelectorAll(".collor-variant"),
                  rendered);
                var collection = shown.length ? shown[0].querySelector(".collor-collection") : null;
                if (!collection) { found.push({ hash: hash, shown: [], width: 0, items: {} }); return; }
                var base = collection.getBoundingClientRect(), items = {};
                collection.querySelectorAll(".collor-item").forEach(function (e) {
                  if (e.matches(".collor-disappears, .collor-reload-old")) return;
                  if (!rendered(e)) return;
                  var r = e.getBoundingClientRect();
                  items[(e.dataset.kind || "") + " " + (e.dataset.indexPath || "") + " " +
                    (e.dataset.uid || "")] = [r.left - base.left, r.top - base.top, r.width, r.height];
                });
                found.push({ hash: frame.contentWindow.location.hash,
                  shown: shown.map(function (v) { return v.dataset.appearance + " " + v.dataset.textSize; }),
                  width: base.width, items: items });
              });
              done(found);
            });
            """, on: file, virtualTimeBudget: 20_000, pageScripts: false)
        return try JSONDecoder().decode([Visit].self, from: Data(json.utf8))
    }
}
