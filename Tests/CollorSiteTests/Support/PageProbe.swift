import CollorMarkdown
import CollorSiteTestSupport
import CollorSnapshotTesting
import CollorTestSupport
import Foundation
import Testing

/// Runs headless Chromium on a copy of a page with a probe script injected, and returns what the
/// probe wrote into the DOM.
///
/// The probe goes first in `<head>`, so it sees every error: it wraps `console.error`, listens to
/// `window.onerror` and `unhandledrejection`, and catches failed loads of images, scripts and
/// styles with a capturing `error` listener. After `load`, it lists every URL the page refers to
/// (`a.href`, `img.src`... already resolved by the browser) and any extra values the test asks for,
/// and writes them percent-encoded into `<pre id="collor-probe">`, which `--dump-dom` prints. An
/// extra script that sets `p.wait` to a promise (a search loading its shards) is waited for.
enum PageProbe {
    /// The Chromium executable, or nil when it is not installed.
    static var executable: String? { HeadlessChromium.executable }

    struct Probe: Decodable {
        var errors: [String]
        var links: [String]
        var resources: [String]
        var ids: [String]
        var extra: [String: String]
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static let probeHead = """
        <script>
        window.__probe = { errors: [], links: [], resources: [], ids: [], extra: {} };
        (function () {
          var original = console.error;
          console.error = function () {
            window.__probe.errors.push("console.error: " + Array.prototype.join.call(arguments, " "));
            return original.apply(console, arguments);
          };
          window.addEventListener("error", function (event) {
            var target = event.target;
            if (target && target !== window && (target.src || target.href)) {
              window.__probe.errors.push("failed to load " + (target.src || target.href));
            } else {
              window.__probe.errors.push("error: " + event.message);
            }
          }, true);
          window.addEventListener("unhandledrejection", function (event) {
            window.__probe.errors.push("unhandled rejection: " + event.reason);
          });
        })();
        </script>

        """

    /// - Parameter token: a JavaScript string literal that names the copy in what it posts to
    ///   the page that frames it (`probe(_:)` of several pages).
    static func probeTail(extra: String, token: String = "null") -> String {
        """
        <script>
        window.addEventListener("load", function () {
          var p = window.__probe;
          document.querySelectorAll("a[href]").forEach(function (a) { p.links.push(a.href); });
          document.querySelectorAll("img[src], script[src], iframe[src], link[href], source[src]")
            .forEach(function (e) { p.resources.push(e.src || e.href); });
          document.querySelectorAll("[id]").forEach(function (e) { p.ids.push(e.id); });
          try { \(extra) } catch (e) { p.errors.push("probe: " + e); }
          function finish() {
            delete p.wait;
            if (window.parent !== window) {
              window.parent.postMessage({ collorProbe: JSON.stringify(p), token: \(token) }, "*");
            }
            var out = document.createElement("pre");
            out.id = "collor-probe";
            out.textContent = encodeURIComponent(JSON.stringify(p));
            document.body.appendChild(out);
          }
          if (p.wait && p.wait.then) {
            p.wait.then(finish, function (e) { p.errors.push("probe: " + e); finish(); });
          } else {
            finish();
          }
        });
        </script>

        """
    }

    /// Loads `page` (a file of a built site) through a probe copy beside it.
    ///
    /// - Parameters:
    ///   - query: appended to the URL (`?q=...`).
    ///   - extra: JavaScript run after `load`, which may set `p.extra[key] = "value"`.
    ///   - flags: more Chromium flags (`--force-dark-mode`).
    static func probe(
        _ page: URL, query: String = "", extra: String = "", flags: [String] = []
    ) throws -> Probe {
        guard executable != nil else { throw Failure(description: "Chromium is not installed") }
        let copy = try writeCopy(of: page, token: "null", extra: extra)
        defer { try? FileManager.default.removeItem(at: copy) }
        let dom = try HeadlessChromium.dumpDOM(ofFile: copy, suffix: query, flags: flags)
        let json = try Chromium.probeOutput(of: dom, id: "collor-probe")
        return try decode(json, copy: copy, page: page)
    }

    /// Loads each of `pages` in turn in one Chromium, each in a new frame of a runner page, and
    /// returns their probes in order: a site's hundreds of pages cost one browser start instead
    /// of one each (254 s of the suite's 307 s before). A page answers when its probe is done
    /// (`postMessage`, which crosses `file://` origins); one that does not answer within 20 s of
    /// the browser's virtual time fails.
    static func probe(_ pages: [URL]) throws -> [Probe] {
        guard executable != nil else { throw Failure(description: "Chromium is not installed") }
        guard let first = pages.first else { return [] }
        let tokens = pages.map { _ in UUID().uuidString }
        var copies: [URL] = []
        defer { for copy in copies { try? FileManager.default.removeItem(at: copy) } }
        for (page, token) in zip(pages, tokens) {
            copies.append(try writeCopy(of: page, token: "\"\(token)\"", extra: ""))
        }
        // Beside the first page, linking each copy by its file URL.
        let runner = first.deletingLastPathComponent()
            .appendingPathComponent(".probe-runner-\(UUID().uuidString).html")
        try runnerPage(copies: copies, tokens: tokens).write(
            to: runner, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: runner) }
        // Virtual time only passes while nothing loads: a budget as generous per page as one
        // page's own run is spent only by pages that keep timers running.
        let dom = try HeadlessChromium.dumpDOM(
            ofFile: runner, virtualTimeBudget: 5_000 * pages.count + 30_000)
        let json = try Chromium.probeOutput(of: dom, id: "collor-probe")
        let answers = try JSONDecoder().decode([String?].self, from: Data(json.utf8))
        guard answers.count == pages.count else {
            throw Failure(
                description: "the runner answered for \(answers.count) of \(pages.count) pages")
        }
        return try zip(answers, zip(copies, pages)).map { answer, pair in
            guard let answer else {
                throw Failure(description: "\(pair.1.path): no probe within 20 s")
            }
            return try decode(answer, copy: pair.0, page: pair.1)
        }
    }

    /// The runner: a frame per page, one after the other; the answers, in order, go into
    /// `<pre id="collor-probe">` when the last page has answered.
    private static func runnerPage(copies: [URL], tokens: [String]) throws -> String {
        let list = try String(
            decoding: JSONEncoder().encode(copies.map(\.absoluteString)), as: UTF8.self)
        let names = try String(decoding: JSONEncoder().encode(tokens), as: UTF8.self)
        return """
            <!DOCTYPE html><html><head><meta charset="utf-8"><title>probe</title></head><body>
            <script>
            var pages = \(list), tokens = \(names), answers = [], index = -1, frame = null, timer = null;
            function next() {
              if (frame) { frame.remove(); frame = null; }
              index += 1;
              if (index >= pages.length) {
                var out = document.createElement("pre");
                out.id = "collor-probe";
                out.textContent = encodeURIComponent(JSON.stringify(answers));
                document.body.appendChild(out);
                return;
              }
              answers.push(null);
              timer = setTimeout(next, 20000);
              frame = document.createElement("iframe");
              frame.style.width = "1280px";
              frame.style.height = "900px";
              frame.src = pages[index];
              document.body.appendChild(frame);
            }
            window.addEventListener("message", function (event) {
              if (!event.data || event.data.token !== tokens[index]) { return; }
              clearTimeout(timer);
              answers[index] = event.data.collorProbe;
              next();
            });
            next();
            </script></body></html>
            """
    }

    /// A copy of `page` beside it with the probe in it, which posts `token` (a JavaScript
    /// literal) with its probe when framed.
    private static func writeCopy(of page: URL, token: String, extra: String) throws -> URL {
        let html = try String(contentsOf: page, encoding: .utf8)
        guard let head = html.range(of: "<head>"),
            let end = html.range(of: "</body>", options: .backwards)
        else { throw Failure(description: "\(page.lastPathComponent) has no <head> or </body>") }
        var probed = html
        probed.insert(contentsOf: probeTail(extra: extra, token: token), at: end.lowerBound)
        probed.insert(contentsOf: "\n" + probeHead, at: head.upperBound)
        let copy = page.deletingLastPathComponent()
            .appendingPathComponent(".probe-\(UUID().uuidString)-" + page.lastPathComponent)
        try probed.write(to: copy, atomically: true, encoding: .utf8)
        return copy
    }

    private static func decode(_ json: String, copy: URL, page: URL) throws -> Probe {
        let probe = try JSONDecoder().decode(Probe.self, from: Data(json.utf8))
        // The probe copy's own name shows up in same-page links; map it back to the page.
        return Probe(
            errors: probe.errors,
            links: probe.links.map {
                $0.replacingOccurrences(of: copy.lastPathComponent, with: page.lastPathComponent)
            },
            resources: probe.resources, ids: probe.ids, extra: probe.extra)
    }
}

extension Trait where Self == ConditionTrait {
    /// Browser suites run only where Chromium is installed; `make test` installs it, so CI
    /// runs them.
    static var chromiumInstalled: Self {
        .enabled(
            if: PageProbe.executable != nil,
            "Chromium is not installed: run `apt-get install chromium` (make test does) to run browser tests"
        )
    }
}
