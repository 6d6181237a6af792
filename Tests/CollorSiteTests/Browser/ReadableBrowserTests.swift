import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// Pages read by keyboard and on a phone, in headless Chromium at 320 px inside a frame (its
/// window is at least 500 px wide): the Menu opens by keyboard at every width, and no page of a
/// site holding each hard construct scrolls sideways.
@Suite(
    .chromiumInstalled,
    .serialized)
struct ReadableBrowserTests {
    static let site: URL? = try? ReadableConstructsSite.build(
        in: ScratchFolder.untilExit("browserReadable").url)

    /// The Menu at 320 px: a tab stop (a `<label>` for a hidden checkbox was none), Enter opens
    /// and closes it, its label shows the focus; at 1280 px it is no tab stop, the sidebar shown.
    @Test func theMenuOpensByKeyboardOnAPhone() throws {
        let site = try #require(Self.site)
        let json = try FrameHarness.run(
            """
            var view = frame.contentWindow, menu = doc.getElementById("collor--menu");
            var sidebar = doc.querySelector(".sidebar"), label = doc.querySelector(".menu-toggle");
            function shown(element) { return view.getComputedStyle(element).display !== "none"; }
            function enter() {
              menu.dispatchEvent(new view.KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
            }
            var found = {};
            frame.style.width = "320px";
            found.tabStop = menu.tabIndex >= 0 && shown(menu) && !menu.disabled;
            menu.focus();
            found.focused = doc.activeElement === menu;
            found.ring = view.getComputedStyle(label).outlineStyle;
            found.closed = shown(sidebar);
            enter();
            found.opened = shown(sidebar);
            enter();
            found.closedAgain = shown(sidebar);
            frame.style.width = "1280px";
            found.wideTabStop = shown(menu);
            found.wideSidebar = shown(sidebar);
            done(found);
            """, on: site.appendingPathComponent(ReadableConstructsSite.article))
        let found = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect(found?["tabStop"] as? Bool == true)
        #expect(found?["focused"] as? Bool == true)
        #expect(found?["ring"] as? String == "solid")
        #expect(found?["closed"] as? Bool == false)
        #expect(found?["opened"] as? Bool == true)
        #expect(found?["closedAgain"] as? Bool == false)
        #expect(found?["wideTabStop"] as? Bool == false)
        #expect(found?["wideSidebar"] as? Bool == true)
    }

    /// Without JavaScript the Menu is a checkbox: Space (a click, to the page) opens it.
    @Test func theMenuOpensWithoutJavaScript() throws {
        let site = try #require(Self.site)
        let json = try FrameHarness.run(
            """
            var view = frame.contentWindow, menu = doc.getElementById("collor--menu");
            var sidebar = doc.querySelector(".sidebar");
            frame.style.width = "320px";
            var before = view.getComputedStyle(sidebar).display;
            menu.click();
            done([before, view.getComputedStyle(sidebar).display]);
            """, on: site.appendingPathComponent(ReadableConstructsSite.article),
            pageScripts: false)
        #expect(json == #"["none","block"]"#)
    }

    /// 88 of 312 pages of one package scrolled sideways at 320 px (bare URLs in doc comments),
    /// and long names broke mid-word.
    @Test func noPageScrollsSidewaysOnAPhone() throws {
        let site = try #require(Self.site)
        let pages = [
            "index.html", ReadableConstructsSite.article, ReadableConstructsSite.typePage,
            ReadableConstructsSite.functionPage, "api/Records/DatabaseValue.html",
            "api/Records/index.html",
        ]
        let results = try pages.concurrentMap(workers: 2) { page in
            try FrameProbe.overflows(
                of: site.appendingPathComponent(page),
                widths: stride(from: 320, through: 480, by: 16))
        }
        for (page, overflows) in zip(pages, results) {
            #expect(overflows.isEmpty, "\(page): \(overflows.sorted { $0.key < $1.key })")
        }
    }

    /// The type page's structure as a screen reader reads it: its name wraps at the dot, two
    /// notes are no landmarks, no empty link or heading, its member's `###` is an h4.
    @Test func theTypePageReadsInOrder() throws {
        let site = try #require(Self.site)
        let html = try String(
            contentsOf: site.appendingPathComponent(ReadableConstructsSite.typePage),
            encoding: .utf8)
        #expect(html.contains("Database<wbr>Value.<wbr>Storage</h1>"))
        #expect(!html.contains("<aside class=\"aside"))
        #expect(html.contains("role=\"note\" aria-label=\"Note\""))
        #expect(!html.contains(ReadableConstructsSite.url + "\"></a>"))
        #expect(html.contains(ReadableConstructsSite.url + "\">" + ReadableConstructsSite.url))
        #expect(!html.contains("<h2></h2>") && !html.contains("\"></h2>"))
        #expect(html.contains(">Discussion</h4>"))
        #expect(!html.contains("<h5"))
        let function = try String(
            contentsOf: site.appendingPathComponent(ReadableConstructsSite.functionPage),
            encoding: .utf8)
        #expect(function.contains("<h2>Parameters</h2>"))
        #expect(!function.contains("<h4>"))
    }
}
