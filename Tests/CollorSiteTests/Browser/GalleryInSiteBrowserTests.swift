import CollorGallery
import CollorHTML
import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import SampleGalleries
import Testing

@testable import CollorSite

/// A gallery in the site on a phone, in Chromium with JavaScript off: a chosen width wider than
/// the screen scrolls in its own region, not the page, and a step's permalink brings the step
/// into view below the site's sticky header, which takes two rows there.
@Suite(.chromiumInstalled, .serialized) struct GalleryInSiteBrowserTests {
    /// A site whose guide embeds the Alphabet gallery after a screen of text, built once.
    static let site: URL? = {
        let scratch = ScratchFolder()
        let source = scratch.url.appendingPathComponent("docs")
        let output = scratch.url.appendingPathComponent("_site")
        let text = (1...30).map { "Paragraph \($0) of the letters' story." }
            .joined(separator: "\n\n")
        do {
            try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
            try "# Letters\n\n\(text)\n\n```gallery\nAlphabet\n```\n\n\(text)\n".write(
                to: source.appendingPathComponent("letters.md"), atomically: true,
                encoding: .utf8)
            let report = try SiteBuilder(
                configuration: SiteConfiguration(
                    source: source, output: output,
                    galleries: LiveGalleries([AlphabetGallery()], fontFile: Theme.fontFile),
                    siteTitle: "Collor for the web")
            ).build()
            return report.errors.isEmpty ? output : nil
        } catch {
            return nil
        }
    }()

    /// What the probe found at one fragment.
    struct Seen: Decodable, Equatable {
        var fragment: String
        /// How far the page scrolls sideways (its scroll width past the frame's).
        var pageOverflow: Double
        /// The shown collection's width, and its scroll region's visible width, scroll width,
        /// tab index and name.
        var collection: Double
        var region: Double
        var regionScroll: Double
        var tabIndex: Int
        var label: String
    }

    /// At 320 px, each recorded width chosen on the guide and on the gallery's page: the page
    /// does not scroll sideways; the collection, at its true width, scrolls in a region the
    /// keyboard reaches, named after the step.
    @Test(arguments: ["letters.html", "galleries/alphabet.html"])
    func aChosenWidthScrollsInItsOwnRegionOnAPhone(page: String) throws {
        let site = try #require(Self.site)
        let widths = AlphabetGallery().widths.map { Int($0) }
        let fragments = widths.map { "#gallery-alphabet-1-w\($0)" }
        let json = try FrameHarness.run(
            """
            frame.style.width = "320px";
            var fragments = \(String(decoding: try JSONEncoder().encode(fragments), as: UTF8.self));
            var seen = [];
            function next(i) {
              if (i === fragments.length) { done(seen); return; }
              frame.contentWindow.location.hash = fragments[i];
              setTimeout(function () {
                doc.getAnimations().forEach(function (a) { a.finish(); });
                var shown = Array.prototype.filter.call(doc.querySelectorAll(".collor-scroll"),
                  function (c) { return c.offsetParent !== null; })[0];
                var collection = shown.querySelector(".collor-collection");
                seen.push({ fragment: fragments[i],
                  pageOverflow: doc.documentElement.scrollWidth - doc.documentElement.clientWidth,
                  collection: collection.getBoundingClientRect().width,
                  region: shown.clientWidth, regionScroll: shown.scrollWidth,
                  tabIndex: shown.tabIndex, label: shown.getAttribute("aria-label") || "" });
                next(i + 1);
              }, 50);
            }
            doc.fonts.ready.then(function () { next(0); });
            """, on: site.appendingPathComponent(page), virtualTimeBudget: 5_000,
            pageScripts: false)
        let seen = try JSONDecoder().decode([Seen].self, from: Data(json.utf8))
        #expect(seen.count == widths.count)
        for (width, found) in zip(widths, seen) {
            #expect(found.pageOverflow == 0, "\(page)\(found.fragment): the page scrolls sideways")
            #expect(found.collection == Double(width), "\(page)\(found.fragment)")
            #expect(found.region <= 320 && found.regionScroll >= Double(width))
            #expect(found.tabIndex == 0 && found.label == "Alphabet: collection at step 1")
        }
    }

    /// With the page's script, the arrow keys step through the states, but not while a chosen
    /// width's region has the focus: there they scroll it.
    @Test func theArrowKeysScrollAFocusedRegionInsteadOfStepping() throws {
        let site = try #require(Self.site)
        let json = try FrameHarness.run(
            """
            frame.style.width = "320px";
            var w = frame.contentWindow;
            w.location.hash = "#gallery-alphabet-1-w1024";
            setTimeout(function () {
              var region = doc.querySelector("#gallery-alphabet-1 .collor-scroll");
              region.focus();
              var key = { key: "ArrowRight", bubbles: true };
              region.dispatchEvent(new w.KeyboardEvent("keydown", key));
              var inRegion = w.location.hash;
              doc.body.dispatchEvent(new w.KeyboardEvent("keydown", key));
              done({ inRegion: inRegion, outside: w.location.hash });
            }, 50);
            """, on: site.appendingPathComponent("letters.html"), virtualTimeBudget: 5_000)
        #expect(
            json == "{\"inRegion\":\"#gallery-alphabet-1-w1024\","
                + "\"outside\":\"#gallery-alphabet-2-w1024\"}")
    }

    /// At 375 px a step's permalink, and a chosen width's, scroll the page so that the target
    /// starts below the sticky header (two rows at that width), not under it.
    @Test func aStepsTargetIsBelowTheStickyHeaderOnAPhone() throws {
        let site = try #require(Self.site)
        let fragments = ["#gallery-alphabet-2", "#gallery-alphabet-2-w375"]
        for page in ["letters.html", "galleries/alphabet.html"] {
            let json = try FrameHarness.run(
                """
                frame.style.width = "375px";
                var fragments = \(String(decoding: try JSONEncoder().encode(fragments), as: UTF8.self));
                var seen = [];
                function next(i) {
                  if (i === fragments.length) { done(seen); return; }
                  frame.contentWindow.scrollTo(0, 0);
                  frame.contentWindow.location.hash = fragments[i];
                  setTimeout(function () {
                    var target = doc.getElementById(fragments[i].slice(1));
                    var header = doc.querySelector(".site-header").getBoundingClientRect();
                    seen.push({ fragment: fragments[i], headerRows: header.height,
                      top: target.getBoundingClientRect().top, headerBottom: header.bottom,
                      scrolled: frame.contentWindow.scrollY });
                    next(i + 1);
                  }, 50);
                }
                doc.fonts.ready.then(function () { next(0); });
                """, on: site.appendingPathComponent(page), virtualTimeBudget: 5_000,
                pageScripts: false)
            struct Place: Decodable {
                var fragment: String
                var headerRows: Double
                var top: Double
                var headerBottom: Double
                var scrolled: Double
            }
            let places = try JSONDecoder().decode([Place].self, from: Data(json.utf8))
            #expect(places.count == fragments.count)
            for place in places {
                // The header wraps to two rows at this width: it is what hid the target.
                #expect(place.headerRows > 60, "\(page)\(place.fragment): \(place)")
                #expect(place.scrolled > 0, "\(page)\(place.fragment): \(place)")
                #expect(place.top >= place.headerBottom, "\(page)\(place.fragment): \(place)")
            }
        }
    }
}
