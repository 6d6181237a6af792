import CollorSnapshotTesting
import Foundation

/// Runs a script against a page loaded in an iframe of a wrapper page: headless Chromium will not
/// lay a window out below 500 px, a frame it will, and the script can resize the frame through
/// many widths within one page load.
public enum FrameHarness {
    /// Loads `page` in a 900 px tall iframe of a wrapper page written beside it, and once the
    /// wrapper has loaded runs `script` with `frame` (the iframe), `doc` (its document) and
    /// `done(value)`, which the script calls once with what it found. Returns `value` as JSON.
    ///
    /// With `pageScripts: false` the page runs with JavaScript off (a sandboxed frame), as a
    /// reader without it sees it; the wrapper's script still reads and clicks it.
    ///
    /// - Throws: `Chromium.Failure.noReport` when the script threw or never called `done`.
    public static func run(
        _ script: String, on page: URL, virtualTimeBudget: Int = 3_000, pageScripts: Bool = true
    ) throws -> String {
        let sandbox = pageScripts ? "" : " sandbox=\"allow-same-origin\""
        let wrapper = """
            <!DOCTYPE html>
            <html><body style="margin:0">
            <iframe id="frame" src="\(page.lastPathComponent)"\(sandbox) style="height:900px;border:0"></iframe>
            <script>
            function done(value) {
              var out = document.createElement("pre");
              out.id = "collor-frame";
              out.textContent = encodeURIComponent(JSON.stringify(value));
              document.body.appendChild(out);
            }
            window.addEventListener("load", function () {
              var frame = document.getElementById("frame"), doc = frame.contentDocument;
              try {
            \(script)
              } catch (error) {
                done({ "frame-error": String(error) });
              }
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
            flags: ["--allow-file-access-from-files", "--window-size=1400,1000"],
            virtualTimeBudget: virtualTimeBudget)
        let json = try Chromium.probeOutput(of: dom, id: "collor-frame")
        if json.hasPrefix("{\"frame-error\"") {
            throw Chromium.Failure.noReport("\(page.lastPathComponent): \(json)")
        }
        return json
    }
}
