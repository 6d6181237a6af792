import CollorMarkdown
import CollorSiteTestSupport
import CollorTestSupport
import Foundation

/// Resizes a page's frame through a range of widths within one page load (`FrameHarness`),
/// recording each width at which the page scrolls sideways and the elements that stick out.
enum FrameProbe {
    /// The widths at which `page` overflows, each with up to three elements whose content
    /// spills out of a box that does not scroll, outermost first, as `tag.class`.
    static func overflows(
        of page: URL, widths: StrideThrough<Int> = stride(from: 320, through: 1280, by: 8)
    ) throws -> [Int: [String]] {
        let list = widths.map(String.init).joined(separator: ",")
        let json = try FrameHarness.run(
            """
            var found = {}, root = doc.documentElement;
            [\(list)].forEach(function (width) {
              frame.style.width = width + "px";
              if (root.scrollWidth <= root.clientWidth) return;
              var culprits = [];
              doc.querySelectorAll("body *").forEach(function (element) {
                if (culprits.length >= 3) return;
                var spills = element.scrollWidth > element.clientWidth + 1
                  && getComputedStyle(element).overflowX === "visible";
                if (element.clientWidth > 0 && spills) {
                  culprits.push(element.tagName.toLowerCase() + "." + element.className);
                }
              });
              found[width] = culprits;
            });
            done(found);
            """, on: page)
        let decoded = try JSONDecoder().decode([String: [String]].self, from: Data(json.utf8))
        return Dictionary(
            uniqueKeysWithValues: decoded.compactMap { key, value in Int(key).map { ($0, value) } })
    }
}
