import CollorMarkdown
import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// DocC's dialect as a reader sees it in Chromium: tabs switch without a script, asides are
/// styled by kind, a wide table scrolls inside itself, a row's columns stand side by side on a
/// desktop and stack on a phone.
@Suite(
    .chromiumInstalled,
    .serialized)
struct DialectBrowserTests {
    static let page: URL? = {
        let scratch = ScratchFolder.untilExit("dialectBrowser")
        let source = scratch.url.appendingPathComponent("Site")
        let words = (1...12).map { "column\($0)withalongheading" }
        let markdown = """
            # Dialect

            @TabNavigator {
                @Tab("First") {
                    The first panel.
                }
                @Tab("Second") {
                    The second panel.
                }
            }

            > Note: Noted.

            > Warning: Careful.

            | \(words.joined(separator: " | ")) |
            |\(String(repeating: "---|", count: words.count))
            | \(words.joined(separator: " | ")) |

            @Row {
                @Column {
                    Left.
                }
                @Column {
                    Right.
                }
            }

            """
        do {
            try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
            try markdown.write(
                to: source.appendingPathComponent("dialect.md"), atomically: true, encoding: .utf8)
            let output = scratch.url.appendingPathComponent("_site")
            _ = try SiteBuilder.buildFixture(output: output, source: source)
            return output.appendingPathComponent("dialect.html")
        } catch {
            return nil
        }
    }()

    static let measure = """
        function box(selector, index) {
          var r = document.querySelectorAll(selector)[index || 0].getBoundingClientRect();
          return [r.left, r.top, r.right, r.bottom].map(Math.round).join(",");
        }
        var panels = document.querySelectorAll(".tab-panel");
        function shown() {
          return Array.prototype.map.call(panels, function (e) {
            return getComputedStyle(e).display !== "none" ? "1" : "0";
          }).join("");
        }
        p.extra.tabsBefore = shown();
        document.querySelectorAll(".tabs > label")[1].click();
        p.extra.tabsAfter = shown();
        p.extra.note = getComputedStyle(document.querySelector(".aside-note")).borderLeftColor;
        p.extra.warning = getComputedStyle(document.querySelector(".aside-warning")).borderLeftColor;
        var table = document.querySelector("table");
        p.extra.tableScrolls = String(table.scrollWidth > table.clientWidth);
        p.extra.pageOverflows = String(document.documentElement.scrollWidth > innerWidth);
        p.extra.left = box(".column", 0);
        p.extra.right = box(".column", 1);
        """

    private static func numbers(_ box: String?) -> [Int] {
        (box ?? "").split(separator: ",").compactMap { Int($0) }
    }

    @Test func onADesktop() throws {
        let page = try #require(Self.page)
        let probe = try PageProbe.probe(
            page, extra: Self.measure, flags: ["--window-size=1280,900"])
        #expect(probe.errors.isEmpty, "\(probe.errors)")
        #expect(probe.extra["tabsBefore"] == "10")
        #expect(probe.extra["tabsAfter"] == "01")
        #expect(probe.extra["note"] != probe.extra["warning"])
        #expect(probe.extra["pageOverflows"] == "false")
        let left = Self.numbers(probe.extra["left"])
        let right = Self.numbers(probe.extra["right"])
        #expect(left.count == 4 && right.count == 4)
        if left.count == 4, right.count == 4 {
            #expect(right[0] >= left[2], "side by side: \(left) \(right)")
            #expect(right[1] == left[1])
        }
    }

    @Test func onAPhone() throws {
        let page = try #require(Self.page)
        let probe = try PageProbe.probe(page, extra: Self.measure, flags: ["--window-size=500,900"])
        #expect(probe.errors.isEmpty, "\(probe.errors)")
        #expect(probe.extra["tabsAfter"] == "01")
        #expect(probe.extra["tableScrolls"] == "true")
        #expect(probe.extra["pageOverflows"] == "false")
        let left = Self.numbers(probe.extra["left"])
        let right = Self.numbers(probe.extra["right"])
        if left.count == 4, right.count == 4 {
            #expect(right[1] >= left[3], "stacked: \(left) \(right)")
        } else {
            Issue.record("no columns: \(left) \(right)")
        }
    }
}
