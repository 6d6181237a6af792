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

    static func probeTail(extra: String) -> String {
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
        let html = try String(contentsOf: page, encoding: .utf8)
        guard let head = html.range(of: "<head>"),
            let end = html.range(of: "</body>", options: .backwards)
        else { throw Failure(description: "\(page.lastPathComponent) has no <head> or </body>") }
        var probed = html
        probed.insert(contentsOf: probeTail(extra: extra), at: end.lowerBound)
        probed.insert(contentsOf: "\n" + probeHead, at: head.upperBound)
        let copy = page.deletingLastPathComponent()
            .appendingPathComponent(".probe-\(UUID().uuidString)-" + page.lastPathComponent)
        try probed.write(to: copy, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: copy) }
        let dom = try HeadlessChromium.dumpDOM(ofFile: copy, suffix: query, flags: flags)
        let json = try Chromium.probeOutput(of: dom, id: "collor-probe")
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
