import CollorGallery
import CollorSnapshotTesting
import Foundation
import SampleGalleries
import Testing

/// A selectable cell in headless Chromium: its control is in the tab order, shows a focus ring,
/// covers the cell (a click anywhere on the cell lands on it) and, activated as Enter activates a
/// focused link (`click()`: a script cannot send a trusted key press), selects the cell: the
/// Weather gallery's day leads to the step that expands it.
@Suite(.serialized) struct CellKeyboardTests {
    /// Focuses the first day link of the first state, reports what the reader would get, then
    /// activates it and reports where the page went.
    private static let script = """
        <script>
        window.addEventListener("load",function(){
        var out={};function report(){var pre=document.createElement("pre");pre.id="keyboard";
        pre.textContent=JSON.stringify(out);document.body.appendChild(pre);}
        var first=document.querySelector(".collor-state");
        var buttons=first.querySelectorAll("button.collor-control");
        var control=first.querySelector("a.collor-control");
        out.buttons=buttons.length;out.links=first.querySelectorAll("a.collor-control").length;
        control.focus();out.focused=document.activeElement===control;out.tabIndex=control.tabIndex;
        out.outline=getComputedStyle(control).outlineStyle;
        out.name=control.getAttribute("aria-label")||control.textContent;
        var box=control.parentElement.getBoundingClientRect();
        out.covers=document.elementFromPoint(box.left+box.width/2,box.top+box.height/2)===control;
        out.inCell=control.parentElement.classList.contains("collor-cell");
        window.addEventListener("hashchange",function(){out.hash=location.hash;
        out.shown=getComputedStyle(document.querySelector(location.hash)).display;
        out.firstShown=getComputedStyle(first).display;report();});
        control.click();});
        </script>
        """

    private struct Report: Decodable {
        var buttons: Int
        var links: Int
        var focused: Bool
        var tabIndex: Int
        var outline: String
        var name: String
        var covers: Bool
        var inCell: Bool
        var hash: String
        var shown: String
        var firstShown: String
    }

    @Test func aDayIsSelectedFromTheKeyboard() throws {
        let sample = try SampleGalleries.all.gallery(named: "weather")
        let recording = try sample.record()
        let page = GalleryPage(
            title: sample.title, summary: sample.summary, timeline: recording.timeline
        ).page(options: recording.options)
        let dom = try HeadlessChromium.dumpDOM(
            of: page.replacingOccurrences(of: "</body>", with: Self.script + "</body>"),
            windowWidth: 900)
        guard let start = dom.range(of: "<pre id=\"keyboard\">"),
            let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else {
            Issue.record("the page did not report: \(dom.suffix(2_000))")
            return
        }
        let text = String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(
                of: "&amp;", with: "&")
        let report = try JSONDecoder().decode(Report.self, from: Data(text.utf8))
        // Each of the forecast's 16 days is selectable: the one the next step expands links to
        // it, the others are buttons.
        #expect(
            report.links == 1 && report.buttons == 15,
            "\(report.links) links, \(report.buttons) buttons")
        #expect(report.focused && report.tabIndex == 0)
        #expect(report.outline == "solid", "the focused control shows a ring")
        #expect(report.name.hasPrefix("Tue"), "named \(report.name)")
        #expect(report.covers && report.inCell)
        #expect(report.hash == "#state-1" && report.shown == "block")
        #expect(report.firstShown == "none")
    }
}
