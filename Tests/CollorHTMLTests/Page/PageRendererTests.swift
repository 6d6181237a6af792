import Collor
import CollorTestSupport
import Foundation
import Testing

@testable import CollorHTML

@Suite struct PageRendererTests {
    @Test func fragmentPlacesEveryElementAtItsFrame() throws {
        let data = LabelData([("A", [("a", "Ada", 0), ("b", "Bob", 0)])])
        data.letters = true
        data.reloadData()
        data.computeIndices()
        let layout = try preparedLayout(data)
        let fragment = try PageRenderer(options: PageOptions(fontURL: nil)).fragment(layout)
        // Reviewed by eye: the decoration first (hidden), then the section's letter, then its cells,
        // each at its frame (cells 300 x 40, 10 apart; the background 4 around them).
        #expect(
            fragment == """
                <div class="collor-collection" style="width:300px;height:90px">
                <div class="collor-item collor-decoration" data-uid="A/background" data-kind="background" data-index-path="0.0" style="left:-4px;top:-4px;width:308px;height:98px;z-index:-1;background:#ffffff;border-radius:4px;" aria-hidden="true"></div>
                <div class="collor-item collor-supplementary" data-uid="A/letter/letter" data-kind="letter" data-index-path="0.0" style="left:0px;top:0px;width:30px;height:30px;z-index:1;"><p class="label">A</p></div>
                <div class="collor-item collor-cell" data-uid="A/a" data-kind="cell" data-index-path="0.0" style="left:0px;top:0px;width:300px;height:40px;z-index:0;"><p class="label">Ada</p></div>
                <div class="collor-item collor-cell" data-uid="A/b" data-kind="cell" data-index-path="0.1" style="left:0px;top:50px;width:300px;height:40px;z-index:0;"><p class="label">Bob</p></div>
                </div>

                """)
    }

    @Test func pageIsDeterministicAndHasTheThemeAndFont() throws {
        let data = LabelData([("A", [("a", "Ada", 0)]), ("B", [("b", "Bob", 0)])])
        let renderer = PageRenderer(
            options: PageOptions(title: "Crew <1>", fontURL: "fonts/DejaVuSans.ttf"))
        let first = try renderer.page(try preparedLayout(data))
        let second = try renderer.page(try preparedLayout(data))
        #expect(first == second)
        #expect(
            first.hasPrefix(
                "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"))
        #expect(first.contains("<title>Crew &lt;1&gt;</title>"))
        #expect(
            first.contains(
                "@font-face{font-family:\"Collor Sans\";src:url(\"fonts/DejaVuSans.ttf\")"))
        #expect(first.contains("@media (prefers-reduced-motion:reduce)"))
        #expect(first.hasSuffix("</main></body></html>\n"))
    }

    /// A selectable cell was the `<a>` or `<button>` itself, around the view's `<p>`: flow
    /// content inside a button is invalid HTML (2,308 errors on this project's site).
    @Test func selectableCellsHoldALinkOrButtonBesideTheirView() throws {
        let data = LabelData([("A", [("a", "Ada", 0), ("b", "Bob", 0)])])
        for cell in data.sections[0].cells { (cell as? LabelDescriptor)?.isSelectable = true }
        var options = PageOptions(fontURL: nil)
        options.cellLink = { $0.uid() == "a" ? "#state-1" : "javascript:alert(1)" }
        let fragment = try PageRenderer(options: options).fragment(try preparedLayout(data))
        #expect(fragment.contains("<div class=\"collor-item collor-cell\" data-uid=\"A/a\""))
        #expect(
            fragment.contains(
                "z-index:0;\"><a class=\"collor-control\" href=\"#state-1\" aria-label=\"Ada\">"
                    + "</a><p class=\"label\">Ada</p></div>"))
        // The unsafe link is dropped: the control is a button, still keyboard-reachable.
        #expect(
            fragment.contains(
                "z-index:0;\"><button type=\"button\" class=\"collor-control\" aria-label=\"Bob\">"
                    + "</button><p class=\"label\">Bob</p></div>"))
        #expect(!fragment.contains("javascript"))
        #expect(!fragment.contains("<a class=\"collor-item") && !fragment.contains("<button class"))
    }

    @Test func aControlWithoutALabelIsNamedByTheViewsText() {
        let view = "<div class=\"day\"><h3>Mon</h3><p>Rain &amp; <b>wind</b>\n  12°</p></div>"
        let button = ElementHTML.control(
            link: nil, label: nil, viewHTML: { view }, indexPath: IndexPath(item: 2, section: 0))
        #expect(
            button == "<button type=\"button\" class=\"collor-control\">"
                + "<span class=\"collor-control-text\">Mon Rain &amp; wind 12°</span></button>")
        // Nothing readable: the index path names it.
        let empty = ElementHTML.control(
            link: "x.html", label: nil, viewHTML: { "<img src=\"a.png\" alt=\"\">" },
            indexPath: IndexPath(item: 2, section: 0))
        #expect(empty == "<a class=\"collor-control\" href=\"x.html\" aria-label=\"Cell 0.2\"></a>")
    }

    @Test(arguments: [
        ("a<!-- <p>x</p> -->b", "ab"),
        ("<style>p{}</style><script>if(a<b){}</script>t", "t"),
        ("<p title=\"a>b\">x</p><p>y</p>", "x y"),
        ("1 < 2 > 0", "1 &lt; 2 &gt; 0"),
        ("<P>Up</P><BR>per", "Up per"),
        ("<script>never closed", ""),
    ])
    func visibleTextLeavesOutMarkup(html: String, text: String) {
        #expect(ElementHTML.visibleText(html) == text)
    }

    @Test(arguments: [
        "<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>",
        "</style><script>x</script>",
        "javascript:alert(1)", "'; background:url(javascript:alert(1)); '", "a\u{0}b\u{1B}[31m",
        String(repeating: "🇫🇷漢字\u{202E}", count: 2_000),
    ])
    func hostileTextStaysInsideItsElement(text: String) throws {
        let data = LabelData([(text, [(text, text, 0)])])
        data.letters = true
        data.reloadData()
        data.computeIndices()
        let fragment = try PageRenderer(options: PageOptions(fontURL: nil)).fragment(
            try preparedLayout(data))
        #expect(!fragment.contains("<script"), "no script element")
        #expect(!fragment.contains("<img"), "no injected element")
        #expect(!fragment.contains("</style"), "no closing style")
        #expect(!fragment.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        // Exactly the elements the layout placed: decoration, letter, cell, each opened once.
        #expect(fragment.components(separatedBy: "<div class=\"collor-item").count - 1 == 3)
        #expect(fragment.components(separatedBy: "<p class=\"label\">").count - 1 == 2)
    }

    @Test func extraCSSCannotCloseTheStyleElement() throws {
        let options = PageOptions(
            fontURL: nil, extraCSS: ".x{content:\"</style><script>alert(1)</script>\"}")
        let page = try PageRenderer(options: options).page(try preparedLayout(LabelData([])))
        #expect(!page.contains("</style><script>"))
        #expect(page.contains("<\\/style>"))
    }

    @Test func aDescriptorWithoutAViewIsAClearError() throws {
        let data = SpecData(ModelSpec(["A": ["a"]]))
        #expect(
            throws: CollorHTMLError.noView(IndexPath(item: 0, section: 0), typeName: "TestCell")
        ) {
            try PageRenderer().fragment(try preparedLayout(data))
        }
    }

    @Test func aStaleLayoutIsAClearError() throws {
        let data = LabelData([("A", [("a", "Ada", 0), ("b", "Bob", 0)])])
        let layout = try preparedLayout(data)
        data.sections[0].cells.removeLast()
        #expect(throws: CollorHTMLError.noDescriptor(IndexPath(item: 1, section: 0), kind: nil)) {
            try PageRenderer().fragment(layout)
        }
    }

    @Test func writingToAFileIsAtomic() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let folder = scratch.url
        let path = folder.appendingPathComponent("page.html").path
        let good = LabelData([("A", [("a", "Ada", 0)])])
        try PageRenderer().writePage(try preparedLayout(good), toFile: path)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written == (try PageRenderer().page(try preparedLayout(good))))
        // Writing again replaces the page in one step.
        try PageRenderer().writePage(try preparedLayout(good), toFile: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == written)
        // A failing render leaves the previous page and no partial file.
        let bad = SpecData(ModelSpec(["A": ["a"]]))
        #expect(throws: CollorHTMLError.self) {
            try PageRenderer().writePage(try preparedLayout(bad), toFile: path)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == written)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["page.html"])
        // A folder that does not exist is a clear error.
        #expect(throws: CollorHTMLError.self) {
            try PageRenderer().writePage(
                try preparedLayout(good), toFile: folder.path + "/missing/page.html")
        }
    }
}

/// The default header of `CollectionSupplementaryViewDescriptor` spans its section's content,
/// not the viewport: with 12-point side insets it used to stick out 12 points on the right.
@Suite struct DefaultHeaderTests {
    private final class Inset: CollectionSectionDescribable {
        let sectionStorage = SectionStorage()
        func sectionInset(_ collectionView: CollectionView) -> EdgeInsets {
            EdgeInsets(top: 44, left: 12, bottom: 0, right: 12)
        }
    }

    @Test func theDefaultHeaderFitsItsSection() throws {
        let section = Inset()
        let view = CollectionView(width: 300, height: 500)
        let header = CollectionSupplementaryViewDescriptor<LabelCell>(
            adapter: LabelAdapter(text: "Header"))
        #expect(
            header.frame(view, sectionDescriptor: section)
                == CGRect(x: 0, y: -44, width: 276, height: 44))
    }
}
