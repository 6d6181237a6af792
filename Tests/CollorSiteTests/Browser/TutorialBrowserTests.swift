import CollorMarkdown
import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// A tutorial as a reader sees it in Chromium, with the page's own scripts removed: each step's
/// listing ends showing exactly its file's lines, the change from the step before animates only
/// `transform` and `opacity` (inserted lines slide in, a removed one fades out), the listings
/// are under their steps on a phone and one pane beside the steps on a desktop, nothing
/// overflows, and checking a choice's radio shows its justification.
@Suite(
    .chromiumInstalled,
    .serialized)
struct TutorialBrowserTests {
    static let files = [
        "picker-1.swift": "struct Picker {\n}\n",
        "picker-2.swift": "import Fruit\n\nstruct Picker {\n    var count = 0\n}\n",
        "picker-3.swift":
            "import Fruit\n\nstruct Picker {\n    var basket: [String] = []\n    func pick() {}\n}\n",
    ]

    static let tutorial = """
        @Tutorial(time: 5) {
          @Intro(title: "Pick Fruit") {
            Pick some.
          }

          @Section(title: "Pick") {
            @Steps {
              @Step {
                Start.

                @Code(name: "Picker.swift", file: picker-1.swift)
              }

              @Step {
                Import and count.

                @Code(name: "Picker.swift", file: picker-2.swift)
              }

              @Step {
                A basket and a method.

                @Code(name: "Picker.swift", file: picker-3.swift)
              }
            }
          }

          @Assessments {
            @MultipleChoice {
              Which picks?

              @Choice(isCorrect: true) {
                `pick()`

                @Justification(reaction: "Yes") {
                  It picks.
                }
              }

              @Choice(isCorrect: false) {
                `count`

                @Justification {
                  It counts.
                }
              }
            }
          }
        }

        """

    /// The built tutorial page without its own scripts.
    static let page: URL? = {
        let scratch = ScratchFolder.untilExit("tutorialBrowser")
        let source = scratch.url.appendingPathComponent("Guide.docc")
        do {
            try FileManager.default.createDirectory(
                at: source.appendingPathComponent("Resources"), withIntermediateDirectories: true)
            try tutorial.write(
                to: source.appendingPathComponent("Picking.tutorial"), atomically: true,
                encoding: .utf8)
            for (name, text) in files {
                try text.write(
                    to: source.appendingPathComponent("Resources/" + name), atomically: true,
                    encoding: .utf8)
            }
            let output = scratch.url.appendingPathComponent("_site")
            _ = try SiteBuilder.buildFixture(output: output, source: source)
            let built = output.appendingPathComponent("Picking.html")
            let html = try String(contentsOf: built, encoding: .utf8)
            let withoutScripts = html.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasPrefix("<script") }.joined(separator: "\n")
            try withoutScripts.write(to: built, atomically: true, encoding: .utf8)
            return built
        } catch {
            return nil
        }
    }()

    static let measure = """
        var steps = document.querySelectorAll(".tutorial-step");
        function shown(step) {
          return Array.prototype.filter.call(step.querySelectorAll(".collor-item"), function (e) {
            return getComputedStyle(e).opacity !== "0";
          }).sort(function (a, b) {
            return a.getBoundingClientRect().top - b.getBoundingClientRect().top;
          }).map(function (e) { return e.textContent; }).join("\\n");
        }
        function properties() {
          var found = {};
          document.getAnimations().forEach(function (a) {
            a.effect.getKeyframes().forEach(function (k) {
              Object.keys(k).forEach(function (key) {
                if (["offset", "computedOffset", "easing", "composite"].indexOf(key) < 0) {
                  found[key] = true;
                }
              });
            });
          });
          return Object.keys(found).sort().join(",");
        }
        p.extra.animationsUntargeted = String(document.getAnimations().length);
        location.hash = "#" + steps[1].id;
        p.extra.animated = properties();
        p.extra.appearing = String(steps[1].querySelectorAll(".collor-appears").length);
        p.extra.disappearing = String(steps[1].querySelectorAll(".collor-disappears").length);
        location.hash = "#" + steps[2].id;
        p.extra.animatedLast = properties();
        p.extra.removed = String(steps[2].querySelectorAll(".collor-disappears").length);
        // Each step as the target, its change played to the end: what its listing shows, where
        // the listing is (beside the step's text or under it) and how many listings show.
        function box(e) { return e.getBoundingClientRect(); }
        [0, 1, 2].forEach(function (i) {
          location.hash = "#" + steps[i].id;
          document.getAnimations().forEach(function (a) { a.finish(); });
          var listing = steps[i].querySelector(".code-listing"), text = steps[i].querySelector("p:not(.tutorial-step-number)");
          p.extra["step" + (i + 1)] = shown(steps[i]);
          p.extra["beside" + (i + 1)] = String(box(listing).left >= box(text).right);
          p.extra["visible" + (i + 1)] = String(Array.prototype.filter.call(
            document.querySelectorAll(".code-listing"),
            function (e) { return e.getClientRects().length > 0; }).length);
        });
        var justifications = document.querySelectorAll(".justification");
        function revealed() {
          return Array.prototype.map.call(justifications, function (e) {
            return getComputedStyle(e).display === "none" ? "0" : "1";
          }).join("");
        }
        p.extra.before = revealed();
        document.querySelectorAll(".choice-input")[0].checked = true;
        p.extra.first = revealed();
        document.querySelectorAll(".choice-input")[1].checked = true;
        p.extra.second = revealed();
        p.extra.overflows = String(document.documentElement.scrollWidth > innerWidth);
        """

    static func expectedLines(_ file: String) -> String {
        HighlightedLinesProbe.lines(files[file] ?? "")
    }

    /// At 500 px (headless Chromium's narrowest window; `BrowserTests.docsPagesFitEveryWidth`
    /// takes a tutorial down to 320 px in a frame) each listing is under its step; at 1280 px the
    /// target step's listing alone shows, beside the steps.
    @Test(arguments: [500, 1280])
    func stepsAnimateTheirChangeAndChoicesRevealWithoutScripts(width: Int) throws {
        let page = try #require(Self.page)
        let probe = try PageProbe.probe(
            page, extra: Self.measure, flags: ["--window-size=\(width),900"])
        #expect(probe.errors.isEmpty, "\(probe.errors)")
        // Still until a step is the target; then its change plays, with transform and opacity.
        #expect(probe.extra["animationsUntargeted"] == "0")
        #expect(probe.extra["animated"] == "opacity,transform")
        #expect(probe.extra["appearing"] == "3")
        #expect(probe.extra["disappearing"] == "0")
        #expect(probe.extra["animatedLast"] == "opacity,transform")
        #expect(probe.extra["removed"] == "1")
        #expect(probe.extra["step1"] == Self.expectedLines("picker-1.swift"))
        #expect(probe.extra["step2"] == Self.expectedLines("picker-2.swift"))
        #expect(probe.extra["step3"] == Self.expectedLines("picker-3.swift"))
        let wide = width >= 1200
        for step in 1...3 {
            #expect(probe.extra["beside\(step)"] == String(wide), "step \(step) at \(width) px")
            #expect(
                probe.extra["visible\(step)"] == (wide ? "1" : "3"), "step \(step) at \(width) px")
        }
        #expect(probe.extra["before"] == "00")
        #expect(probe.extra["first"] == "10")
        #expect(probe.extra["second"] == "01")
        #expect(probe.extra["overflows"] == "false")
    }
}

/// This project's tutorial, scripts kept, as a desktop reader follows it: the target step's pane
/// beside the steps, scrolled by `theme/tutorial.js` to the step's first change, which lies below
/// the pane's first screen (`play(_:)`'s doc comment, in place of the empty `play`, line 37).
@Suite(.chromiumInstalled, .serialized)
struct TutorialPaneBrowserTests {
    @Test func theCodePaneScrollsToTheTargetStepsChange() throws {
        let site = try #require(BrowserTests.projectSite)
        let page = site.appendingPathComponent("Tutorials/BuildYourFirstGallery.html")
        let probe = try PageProbe.probe(
            page, query: "#play-the-changes-step-1",
            extra: """
                var step = document.querySelector(".tutorial-step:target");
                var listing = step.querySelector(".code-listing");
                var line = listing.querySelector(".code-added").closest(".collor-item");
                var pane = listing.getBoundingClientRect(), box = line.getBoundingClientRect();
                p.extra.scrolled = String(listing.scrollTop > 0);
                p.extra.inView = String(box.top >= pane.top && box.bottom <= pane.bottom);
                p.extra.beside = String(pane.left > step.getBoundingClientRect().right);
                p.extra.line = line.textContent;
                """,
            flags: ["--window-size=1280,900"])
        #expect(probe.errors.isEmpty, "\(probe.errors)")
        #expect(probe.extra["beside"] == "true")
        #expect(probe.extra["scrolled"] == "true")
        #expect(probe.extra["inView"] == "true")
        #expect(probe.extra["line"]?.contains("Four updates") == true, "\(probe.extra)")
    }
}

/// A file's lines as the listing shows them, one per line.
private enum HighlightedLinesProbe {
    static func lines(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
