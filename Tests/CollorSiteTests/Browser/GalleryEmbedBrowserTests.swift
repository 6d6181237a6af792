import Collor
import CollorGallery
import CollorHTML
import CollorSiteTestSupport
import CollorSnapshotTesting
import CollorTestSupport
import Foundation
import SampleGalleries
import Testing

@testable import CollorSite

/// An embedded gallery looks exactly like its page: a gallery whose cells hold the user's own
/// `<h2>`, `<a>` and `<code>` (which the docs theme styles in its pages) on a transparent
/// collection, in a docs page and on its own page, both with JavaScript off, at the same recorded
/// width and step (chosen with the width picker), shot in Chromium: the collection's box is the
/// same pixel for pixel.
@Suite(.chromiumInstalled, .serialized) struct GalleryEmbedBrowserTests {
    /// Where a page's collection is, in the page's own coordinates.
    struct Box: Decodable {
        var x: Double
        var y: Double
        var w: Double
        var h: Double
        var page: Double
    }

    @Test(arguments: [(375, 0), (768, 1)])
    func theEmbeddedCollectionIsItsPagesPixelForPixel(width: Int, step: Int) throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let source = scratch.url.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        try "# Teams\n\nThe crew.\n\n```gallery\nShelf\n```\n".write(
            to: source.appendingPathComponent("teams.md"), atomically: true, encoding: .utf8)
        let output = scratch.url.appendingPathComponent("_site")
        let report = try SiteBuilder(
            configuration: SiteConfiguration(
                source: source, output: output,
                galleries: LiveGalleries([ShelfGallery()], fontFile: Theme.fontFile),
                siteTitle: "Crew")
        ).build()
        #expect(report.errors.isEmpty)

        let embed = try Self.shot(
            output.appendingPathComponent("teams.html"),
            fragment: "#gallery-shelf-\(step)-w\(width)")
        // Its page as `GalleryWriter` writes it (the site's own page embeds it as a docs page
        // does).
        let folder = scratch.url.appendingPathComponent("_gallery")
        _ = try GalleryWriter(folder: folder).write([ShelfGallery()])
        let page = try Self.shot(
            folder.appendingPathComponent("shelf.html"),
            fragment: "#state-\(step)-w\(width)")
        #expect(embed.box.w == Double(width) && page.box.w == Double(width))
        #expect(embed.box.h == page.box.h && embed.box.h > 50)
        #expect(HeadlessChromium.pngSize(embed.png)?.width == width)
        let difference = try HeadlessChromium.difference(
            embed.png, page.png, perPixelTolerance: 0)
        #expect(
            difference == 0,
            "\(difference * 100)% of the pixels differ: \(embed.box), \(page.box) on its page")
    }

    /// The box of the shown collection of `page` at `fragment`, in a 1400 px wide window (where
    /// a docs page's column is 800 px wide) with JavaScript off, and a PNG of exactly that box.
    static func shot(_ page: URL, fragment: String) throws -> (box: Box, png: Data) {
        // The frame is taller than the page, so that nothing scrolls: the collection's place in
        // the frame is its place in the page.
        let json = try FrameHarness.run(
            """
            frame.style.width = "1400px";
            frame.style.height = "8000px";
            frame.contentWindow.location.hash = "\(fragment)";
            doc.fonts.ready.then(function () {
              doc.getAnimations().forEach(function (a) { a.finish(); });
              var shown = Array.prototype.filter.call(doc.querySelectorAll(".collor-collection"),
                function (c) { return c.offsetParent !== null; });
              var r = shown[0].getBoundingClientRect(), w = frame.contentWindow;
              done({ x: r.left + w.scrollX, y: r.top + w.scrollY, w: r.width, h: r.height,
                page: doc.body.getBoundingClientRect().bottom + w.scrollY });
            });
            """, on: page, pageScripts: false)
        let box = try JSONDecoder().decode(Box.self, from: Data(json.utf8))
        #expect(box.page < 8000, "the page is taller than the frame")
        let wrapper = """
            <!DOCTYPE html>
            <html><body style="margin:0">
            <div style="position:relative;overflow:hidden;width:\(box.w)px;height:\(box.h)px">
            <iframe sandbox="allow-same-origin" src="\(page.absoluteString)\(fragment)"
             style="position:absolute;border:0;left:-\(box.x)px;top:-\(box.y)px;width:1400px;height:8000px">
            </iframe></div>
            </body></html>
            """
        let png = try HeadlessChromium.screenshot(
            html: wrapper, width: Int(box.w.rounded(.up)), height: Int(box.h.rounded(.up)))
        return (box, png)
    }
}

// A gallery as a user writes one, with elements of their own that the docs theme styles.

private struct BookAdapter: CollectionAdapter, Diffable, Equatable { var title: String }

private struct BookCell: CollectionCellAdaptable {
    var title = ""
    mutating func update(with adapter: BookAdapter) { title = adapter.title }
    func render(into html: inout HTMLWriter) {
        html.element("h2") { $0.text(title) }
        html.raw("<p><a href=\"#more\">More</a> <code>isbn</code></p>")
    }
}

private final class BookDescriptor: CollectionCellDescriptor<BookCell> {
    override func size(
        _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
    ) -> CGSize {
        CGSize(width: 160, height: 110)
    }
}

private final class GenreSection: CollectionSectionDescribable {
    let sectionStorage = SectionStorage()
}

private final class ShelfData: CollectionData {
    var titles = ["Dune", "Emma", "Ulysses"]
    override init() {
        super.init()
        reloadData()
    }
    override func reloadData() {
        super.reloadData()
        sections = [
            GenreSection().uid("novels").reloadSection { cells in
                cells = self.titles.map { BookDescriptor(adapter: BookAdapter(title: $0)).uid($0) }
            }
        ]
    }
}

private struct ShelfGallery: Gallery {
    var name: String { "shelf" }
    var title: String { "Shelf" }
    var summary: String { "Books." }

    func makeModel() -> ShelfData { ShelfData() }

    func play(_ scenario: GalleryScenario<Self>) throws {
        scenario.model.titles = ["Emma", "Dune", "Walden", "Ulysses"]
        try scenario.record("diff()") { try $0.diff() }
    }
}
