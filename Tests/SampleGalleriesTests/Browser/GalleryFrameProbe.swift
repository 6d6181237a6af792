import CollorTestSupport
import Foundation

/// Shows every step of a gallery page in a frame resized through a range of widths within one
/// page load (`FrameHarness`): what each step shows at each width once its animations end.
enum GalleryFrameProbe {
    /// One step at one frame width.
    struct Sample: Decodable {
        /// The frame's width.
        var frame: Int
        /// The step shown.
        var step: Int
        /// The width of the box the collection picks its layout by.
        var fit: Double
        /// The width of the frame's viewport (less a scrollbar's).
        var viewport: Double
        /// Whether the page scrolls sideways.
        var scrolls: Bool
        /// Elements shown (not fading out).
        var shown: Int
        /// Elements that stick out of the frame, as `uid x..right`.
        var outside: [String]
        /// Cells whose text overflows them.
        var overflowing: [String]
    }

    /// Every step of `page` (a gallery page with `steps` steps, in a folder with its font) at
    /// every width of `widths`; `variant` (`-dark`) forces a variant, as its fragment does.
    static func samples(
        of page: URL, steps: Int,
        widths: some Sequence<Int> = stride(from: 320, through: 1280, by: 8), variant: String = ""
    ) throws -> [Sample] {
        let list = widths.map(String.init).joined(separator: ",")
        let json = try FrameHarness.run(
            """
            doc.fonts.ready.then(function () {
              var found = [], root = doc.documentElement;
              try {
                // Steps outside, widths inside: Chromium throttles a page that navigates (even
                // to a fragment) hundreds of times in a few seconds.
                for (var step = 0; step < \(steps); step++) {
                  frame.contentWindow.location.hash = "#state-" + step + "\(variant)";
                  [\(list)].forEach(function (width) {
                    frame.style.width = width + "px";
                    doc.getAnimations().forEach(function (a) { a.finish(); });
                    var state = doc.getElementById("state-" + step);
                    if (getComputedStyle(state).display === "none") throw "step " + step + " is not shown";
                    // Of a step's variants, only the one shown is laid out.
                    var fit = Array.prototype.filter.call(state.querySelectorAll(".collor-fit"),
                      function (e) { return e.getClientRects().length > 0; })[0] || state;
                    var sample = { frame: width, step: step, fit: fit.clientWidth,
                      viewport: root.clientWidth, scrolls: root.scrollWidth > root.clientWidth,
                      shown: 0, outside: [], overflowing: [] };
                    state.querySelectorAll(".collor-item").forEach(function (e) {
                      if (e.matches(".collor-disappears, .collor-reload-old")) return;
                      if (e.getClientRects().length === 0) return;
                      sample.shown++;
                      var r = e.getBoundingClientRect();
                      if (r.left < -0.5 || r.right > root.clientWidth + 0.5) {
                        sample.outside.push((e.dataset.uid || e.dataset.indexPath) + " " + r.left + ".." + r.right);
                      }
                      if (e.dataset.kind === "cell" && (e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1)) {
                        sample.overflowing.push(e.dataset.uid || e.dataset.indexPath);
                      }
                    });
                    found.push(sample);
                  });
                }
                done(found);
              } catch (error) {
                done({ "frame-error": String(error) });
              }
            });
            """, on: page, virtualTimeBudget: 20_000)
        return try JSONDecoder().decode([Sample].self, from: Data(json.utf8))
    }
}
