import Collor
import CollorHTML
import CollorTestSupport
import Foundation
import Testing

/// The size `CellText.boxes` predicts a declared text needs is the size Chromium sets it in, with
/// the page's font, within 0.5 px: so a clip found at build time is a clip on the page, and a
/// text that fits on the page is never reported (issue 37, item 2).
@Suite(.serialized) struct TextFitBrowserTests {
    private struct Adapter: CollectionAdapter, Diffable, Equatable {
        var texts: [CellText]
    }

    private struct Cell: CollectionCellAdaptable {
        var adapter = Adapter(texts: [])
        mutating func update(with adapter: Adapter) { self.adapter = adapter }
        var texts: [CellText] { adapter.texts }
    }

    /// As wide as the viewport, as high as its texts.
    private final class Descriptor: CollectionCellDescriptor<Cell> {
        override func size(
            _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
        ) -> CGSize {
            let width = (collectionView.bounds.width * 0.8).rounded(.down)
            return CGSize(width: width, height: textHeight(width: width, in: collectionView))
        }
    }

    private final class Section: CollectionSectionDescribable {
        let sectionStorage = SectionStorage()
    }

    private static let sides = EdgeInsets(top: 3, left: 10, bottom: 5, right: 7)
    private static let texts: [[CellText]] = [
        [
            CellText(
                "Ursula K. Le Guin", style: TextStyle(fontSize: 15, weight: .bold, lineHeight: 28),
                className: "name"),
            CellText("Author of The Left Hand of Darkness", style: TextStyle(fontSize: 13)),
        ],
        [
            CellText(
                "Arthur Conan Doyle wrote sixty stories of Sherlock Holmes, from A Study in "
                    + "Scarlet (1887) to The Adventure of Shoscombe Old Place (1927).",
                style: TextStyle(fontSize: 16, lineHeight: 22, padding: sides))
        ],
        [
            CellText(
                "Wafer-thin AVA typography: fi, fl, Tø, “quotes” — dashes",
                style: TextStyle(fontSize: 17, weight: .bold, lineHeight: 24, padding: sides)),
            CellText("Lines\nforced apart", style: TextStyle(fontSize: 12, lineHeight: 18)),
        ],
    ]

    private final class Shelf: CollectionData {
        override init() {
            super.init()
            let section = Section().uid("s")
            section.cells = TextFitBrowserTests.texts.enumerated().map {
                Descriptor(adapter: Adapter(texts: $0.element)).uid("\($0.offset)")
            }
            sections = [section]
        }
    }

    /// Reports each declared text's box, then its height with `height: auto` and its widest line.
    private static let probe = """
        <script>
        window.addEventListener("load",function(){document.fonts.ready.then(function(){
        var out=[];document.querySelectorAll(".collor-text").forEach(function(p){
        var box=p.getBoundingClientRect();p.style.height="auto";var auto=p.getBoundingClientRect();
        var range=document.createRange();range.selectNodeContents(p);var widest=0;
        Array.prototype.forEach.call(range.getClientRects(),function(r){widest=Math.max(widest,r.width);});
        out.push({boxHeight:box.height,boxWidth:box.width,height:auto.height,widest:widest});});
        var pre=document.createElement("pre");pre.id="fit-probe";pre.textContent=JSON.stringify(out);
        document.body.appendChild(pre);});});
        </script>
        """

    private struct Measured: Decodable {
        var boxHeight: Double
        var boxWidth: Double
        var height: Double
        var widest: Double
    }

    @Test(arguments: [("light", 240.0), ("light", 500.0), ("large", 240.0), ("large", 500.0)])
    func thePredictedSizeIsChromiumsWithinHalfAPixel(variant: String, width: Double) throws {
        let traits: TraitCollection = variant == "large" ? .largerText : .standard
        let (data, layout) = try Self.laidOut(width: width, traits: traits)
        #expect(TextFitProblem.problems(in: layout).isEmpty)
        let page = try PageRenderer(options: PageOptions(fontURL: "DejaVuSans.ttf")).page(layout)
        let measured = try Self.measure(page, windowWidth: Int(width) + 100)
        let predicted = try Self.boxes(of: data, in: layout)
        try #require(measured.count == predicted.count)
        Self.expect(measured, equal: predicted, at: width, variant: variant)
    }

    /// On a page of two widths each view is written once, its texts' heights custom properties
    /// that the width shown picks: each box is the one predicted at that width.
    @Test(arguments: [240.0, 500.0])
    func aPageOfTwoWidthsWritesEachTextOnceAtTheHeightOfTheWidthShown(width: Double) throws {
        let widths = [240.0, 500.0]
        let laidOut = try widths.map { try Self.laidOut(width: $0, traits: .standard) }
        let transitions = try laidOut.map { Transition(still: try PageState(layout: $0.1)) }
        let page = TransitionRenderer(options: PageOptions(fontURL: "DejaVuSans.ttf"))
            .page(transitions)
        let written = page.components(separatedBy: "class=\"collor-text").count - 1
        #expect(written == Self.texts.joined().count)
        let shown = try #require(laidOut.first { $0.1.collectionView.bounds.width == width })
        let predicted = try Self.boxes(of: shown.0, in: shown.1)
        // The window leaves the wrapper at least `width` wide and less than the next width.
        let measured = try Self.measure(page, windowWidth: Int(width) + 100)
        try #require(measured.count == predicted.count)
        Self.expect(measured, equal: predicted, at: width, variant: "light")
    }

    private static func laidOut(width: Double, traits: TraitCollection) throws
        -> (Shelf, FlowLayout)
    {
        let data = Shelf()
        data.computeIndices()
        let layout = FlowLayout(
            collectionView: CollectionView(
                width: CGFloat(width), height: 800, traitCollection: traits),
            collectionData: data)
        try layout.prepare()
        return (data, layout)
    }

    /// What the probe measures of each `.collor-text` of `page` in Chromium.
    private static func measure(_ page: String, windowWidth: Int) throws -> [Measured] {
        let font = try Data(contentsOf: try #require(Theme.fontFile))
        let dom = try Chromium.dom(
            of: page.replacingOccurrences(of: "<head>", with: "<head>" + Self.probe),
            files: ["DejaVuSans.ttf": font], width: windowWidth)
        let start = try #require(dom.range(of: "<pre id=\"fit-probe\">"))
        let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
        let json = String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&quot;", with: "\"")
        return try JSONDecoder().decode([Measured].self, from: Data(json.utf8))
    }

    /// The boxes `CellText.boxes` predicts for every text of `data` laid out by `layout`.
    private static func boxes(of data: Shelf, in layout: FlowLayout) throws -> [TextBox] {
        let traits = layout.collectionView.traitCollection
        var predicted: [TextBox] = []
        for cell in data.sections[0].cells {
            let path = try #require(cell.indexPath)
            let frame = try #require(layout.layoutAttributesForItem(at: path))
            let texts = (cell as? Descriptor)?.adapter.texts ?? []
            predicted += CellText.boxes(
                texts, width: frame.frame.width, traitCollection: traits)
        }
        return predicted
    }

    private static func expect(
        _ measured: [Measured], equal predicted: [TextBox], at width: Double, variant: String
    ) {
        for (box, seen) in zip(predicted, measured) {
            let name = "\"\(box.text.string)\" at \(width) \(variant)"
            #expect(abs(seen.boxHeight - box.frame.height) <= 0.5, "\(name): box \(seen)")
            #expect(abs(seen.boxWidth - box.frame.width) <= 0.5, "\(name): box \(seen)")
            #expect(abs(seen.height - box.needed.height) <= 0.5, "\(name): \(seen) vs \(box)")
            let widest = box.needed.width - box.style.padding.horizontal
            #expect(abs(seen.widest - widest) <= 0.5, "\(name): \(seen) vs \(box)")
        }
    }
}
