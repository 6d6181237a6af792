import CollorSnapshotTesting
import Foundation

/// Loads a page in an iframe of a wrapper page and resizes the frame through a range of widths
/// within one page load, recording each width at which the page scrolls sideways and the
/// elements that stick out: headless Chromium will not lay a window out below 500 px, a frame it
/// will.
enum FrameProbe {
    /// The widths at which `page` overflows, each with up to three elements whose content
    /// spills out of a box that does not scroll, outermost first, as `tag.class`.
    static func overflows(
        of page: URL, widths: StrideThrough<Int> = stride(from: 320, through: 1280, by: 8)
    ) throws -> [Int: [String]] {
        let list = widths.map(String.init).joined(separator: ",")
        let wrapper = """
            <!DOCTYPE html>
            <html><body style="margin:0">
            <iframe id="frame" src="\(page.lastPathComponent)" style="height:900px;border:0"></iframe>
            <script>
            window.addEventListener("load", function () {
              var frame = document.getElementById("frame"), found = {};
              try {
                var doc = frame.contentDocument, root = doc.documentElement;
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
              } catch (error) {
                found.error = [String(error)];
              }
              var out = document.createElement("pre");
              out.id = "collor-frame";
              out.textContent = encodeURIComponent(JSON.stringify(found));
              document.body.appendChild(out);
            });
            </script>
            </body></html>
            """
        let copy = page.deletingLastPathComponent()
            .appendingPathComponent(".frame-\(UUID().uuidString).html")
        try wrapper.write(to: copy, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: copy) }
        let dom = try HeadlessChromium.dumpDOM(
            ofFile: copy, suffix: "",
            flags: ["--allow-file-access-from-files", "--window-size=1400,1000"])
        let json = try PageProbe.output(of: dom, id: "collor-frame", page: page.lastPathComponent)
        let decoded = try JSONDecoder().decode([String: [String]].self, from: Data(json.utf8))
        if let error = decoded["error"] {
            throw PageProbe.Failure(description: "frame probe: \(error)")
        }
        return Dictionary(
            uniqueKeysWithValues: decoded.compactMap { key, value in Int(key).map { ($0, value) } })
    }
}
