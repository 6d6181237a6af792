import CollorSnapshotTesting
import Foundation

/// Headless Chromium, driven from tests: loads a page with a probe script and returns what the
/// probe wrote. The probe finishes every animation (Web Animations API), then reports each
/// element's box relative to the collection, its computed opacity and scroll sizes, and every
/// console error and uncaught exception.
public enum Chromium {
    public struct Box: Decodable, Sendable {
        public var uid: String
        public var kind: String
        public var path: String
        public var x: Double
        public var y: Double
        public var w: Double
        public var h: Double
        public var opacity: Double
        public var sh: Double
        public var ch: Double
        public var sw: Double
        public var cw: Double
        public var cls: String
    }

    public struct Report: Decodable, Sendable {
        public var items: [Box]
        public var errors: [String]
        public var animations: Int
    }

    public enum Failure: Error, CustomStringConvertible {
        case notInstalled
        case noReport(String)

        public var description: String {
            switch self {
            case .notInstalled:
                "Chromium is not installed: `make test` installs it (Debian package chromium)."
            case .noReport(let output):
                "The page wrote no probe report. Chromium said:\n\(output.prefix(2_000))"
            }
        }
    }

    public static var executable: String? { HeadlessChromium.executable }

    /// Script put first in `<head>`: collects errors, then reports once fonts are ready.
    public static let probe = """
        <script>
        window.__collorErrors=[];
        window.addEventListener("error",function(e){__collorErrors.push(String(e.message));});
        (function(){var original=console.error;console.error=function(){__collorErrors.push(Array.prototype.join.call(arguments," "));original.apply(console,arguments);};})();
        window.addEventListener("load",function(){document.fonts.ready.then(function(){
        var animations=document.getAnimations();var t=window.collorProbeTime;
        animations.forEach(function(a){if(t===undefined){a.finish();}else{a.pause();a.currentTime=t;}});
        var results=[];document.querySelectorAll(".collor-collection").forEach(function(c){
        if(c.offsetParent===null&&getComputedStyle(c).position!=="fixed"){return;}
        var base=c.getBoundingClientRect();
        c.querySelectorAll(".collor-item").forEach(function(e){var r=e.getBoundingClientRect();var s=getComputedStyle(e);
        results.push({uid:e.dataset.uid||"",kind:e.dataset.kind||"",path:e.dataset.indexPath||"",x:r.left-base.left,y:r.top-base.top,w:r.width,h:r.height,
        opacity:parseFloat(s.opacity),sh:e.scrollHeight,ch:e.clientHeight,sw:e.scrollWidth,cw:e.clientWidth,cls:e.className});});});
        var pre=document.createElement("pre");pre.id="collor-probe";
        pre.textContent=JSON.stringify({items:results,errors:__collorErrors,animations:animations.length});document.body.appendChild(pre);});});
        </script>
        """

    /// Loads `html` (written to a temporary folder with `files` beside it) and returns the report,
    /// taken with every animation finished, or paused at `time` milliseconds.
    public static func load(
        _ html: String, files: [String: Data] = [:], fragment: String = "", width: Int = 800,
        time: Double? = nil
    ) throws -> Report {
        guard executable != nil else { throw Failure.notInstalled }
        let setup = time.map { "<script>window.collorProbeTime=\($0);</script>" } ?? ""
        let page = html.replacingOccurrences(of: "<head>", with: "<head>" + setup + probe)
        let dom = try HeadlessChromium.dumpDOM(
            of: page, files: files, fragment: fragment, windowWidth: width)
        guard let start = dom.range(of: "<pre id=\"collor-probe\">"),
            let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else { throw Failure.noReport(dom) }
        let json = String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(
                of: "&lt;", with: "<"
            )
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(
                of: "&amp;", with: "&")
        return try JSONDecoder().decode(Report.self, from: Data(json.utf8))
    }

    /// What a probe script wrote, percent-encoded (`encodeURIComponent`), into `<pre id="ID">`
    /// of a dumped DOM.
    public static func probeOutput(of dom: String, id: String) throws -> String {
        guard let start = dom.range(of: "<pre id=\"\(id)\">"),
            let stop = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex),
            let text = String(dom[start.upperBound..<stop.lowerBound]).removingPercentEncoding
        else { throw Failure.noReport(dom) }
        return text
    }
}
