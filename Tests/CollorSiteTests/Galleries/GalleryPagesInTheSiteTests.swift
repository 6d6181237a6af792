import Collor
import CollorGallery
import CollorMarkdown
import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import SampleGalleries
import Testing

@testable import CollorSite

/// A gallery's page is a page of the site: the site's header and navigation (its Galleries
/// section), its search (title, summary, step captions) and its sitemap.
@Suite struct GalleryPagesInTheSiteTests {
    @Test func aGalleryPageHasTheSitesHeaderNavigationSearchAndSitemap() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let source = scratch.url.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        try "# Forecast\n\nThe days.\n\n```gallery\nWeather\n```\n".write(
            to: source.appendingPathComponent("forecast.md"), atomically: true, encoding: .utf8)
        let output = scratch.url.appendingPathComponent("_site")
        let report = try SiteBuilder(
            configuration: SiteConfiguration(
                source: source, output: output, baseURL: "https://example.org/docs/",
                galleries: LiveGalleries([WeatherGallery(), AlphabetGallery()], fontFile: nil),
                siteTitle: "Weather")
        ).build()
        #expect(report.errors.map(\.description) == [])
        // Each gallery's own page is a page written; the forecast's embed is the one embed.
        #expect(report.galleryPages == 2)
        #expect(report.galleries == 1)

        func read(_ path: String) throws -> String {
            try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
        }
        let page = try read("galleries/weather.html")
        #expect(page.contains("<header class=\"site-header\">"))
        // The gallery's page does not link to itself; the guide that embeds it does.
        #expect(!page.contains("Open the Weather gallery"))
        #expect(
            try read("forecast.html").contains(
                "<a href=\"galleries/weather.html\">Open the Weather gallery with its source</a>"))
        #expect(page.contains("id=\"gallery-weather-0\""))
        // Every step's caption is on the page, as text the search reads.
        let recording = try WeatherGallery().record()
        for caption in recording.timeline.steps.map(\.caption) {
            #expect(page.contains(caption.replacingOccurrences(of: "'", with: "&#39;")))
        }
        // The navigation has a Galleries section: its index lists both galleries, and a
        // gallery's page lists the other.
        #expect(
            try read("forecast.html").contains("<a href=\"galleries/index.html\">Galleries</a>"))
        let index = try read("galleries/index.html")
        #expect(index.contains("href=\"alphabet.html\"") && index.contains("href=\"weather.html\""))
        #expect(page.contains("<a href=\"alphabet.html\">Alphabet</a>"))
        let sitemap = try read("sitemap.xml")
        #expect(sitemap.contains("<loc>https://example.org/docs/galleries/weather.html</loc>"))
        // Search knows the gallery by a word of its summary.
        let summaryWord = "temperature"
        #expect(WeatherGallery().summary.lowercased().contains(summaryWord))
        let search = try FileManager.default.contentsOfDirectory(
            atPath: output.appendingPathComponent("search").path
        ).map { try read("search/" + $0) }.joined()
        #expect(search.contains(summaryWord))
    }

    /// This site's galleries (the ones `CollorDocs` passes, `SampleGalleries.all`), with a base
    /// URL: each one's page is in the sidebar of a guide, in the search's documents and in the
    /// sitemap.
    @Test func thisSitesGalleriesAreInItsNavigationSearchAndSitemap() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let source = scratch.url.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        try "# Guide\n\nText.\n".write(
            to: source.appendingPathComponent("guide.md"), atomically: true, encoding: .utf8)
        let output = scratch.url.appendingPathComponent("_site")
        let report = try SiteBuilder(
            configuration: SiteConfiguration(
                source: source, output: output, baseURL: "https://example.org/collor/",
                galleries: LiveGalleries(SampleGalleries.all, fontFile: nil),
                siteTitle: "Collor for the web")
        ).build()
        #expect(report.errors.map(\.description) == [])
        #expect(report.galleryPages == SampleGalleries.all.count)
        func read(_ path: String) throws -> String {
            try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
        }
        // A guide's sidebar leads to the Galleries section, whose index lists every gallery.
        #expect(try read("guide.html").contains("href=\"galleries/index.html\""))
        let index = try read("galleries/index.html")
        let sitemap = try read("sitemap.xml")
        let search = try FileManager.default.contentsOfDirectory(
            atPath: output.appendingPathComponent("search").path
        ).sorted().map { try read("search/" + $0) }.joined()
        for gallery in SampleGalleries.all {
            let path = "galleries/\(gallery.name).html"
            #expect(index.contains("href=\"\(gallery.name).html\""), "the index links to \(path)")
            #expect(sitemap.contains("<loc>https://example.org/collor/\(path)</loc>"))
            #expect(search.contains(path), "search knows \(path)")
        }
    }

    /// The Galleries section's index shows each gallery's first step at the phone width, still:
    /// an image named after the gallery, under a heading that links to its page, with no link,
    /// control or script inside.
    @Test func theGalleriesIndexPreviewsEachGallery() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let source = scratch.url.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        try "# Forecast\n\nThe days.\n".write(
            to: source.appendingPathComponent("forecast.md"), atomically: true, encoding: .utf8)
        let output = scratch.url.appendingPathComponent("_site")
        let report = try SiteBuilder(
            configuration: SiteConfiguration(
                source: source, output: output,
                galleries: LiveGalleries([WeatherGallery(), AlphabetGallery()], fontFile: nil),
                siteTitle: "Weather")
        ).build()
        #expect(report.errors.map(\.description) == [])
        let index = try String(
            contentsOf: output.appendingPathComponent("galleries/index.html"), encoding: .utf8)
        let article =
            index.components(separatedBy: "<article>").dropFirst().joined()
            .components(separatedBy: "</article>").first ?? ""
        for (name, title) in [("weather", "Weather"), ("alphabet", "Alphabet")] {
            #expect(article.contains("<a href=\"\(name).html\">\(title)</a></h2>"))
            let label = "aria-label=\"\(title): its first step at 375 px\""
            let preview = try #require(
                article.components(separatedBy: label).dropFirst().first?
                    .components(separatedBy: "<h2").first)
            #expect(article.contains("role=\"img\" \(label)"))
            // The first step at 375 px: its collection is that wide.
            #expect(preview.contains("<div class=\"collor-collection\" style=\"width:375px"))
            #expect(!preview.contains("<a ") && !preview.contains("<button"))
            #expect(!preview.contains("<script"))
        }
    }

    /// A package without docs still gets a home page, and it lists the galleries, each linked
    /// to its page: the galleries are what there is to read.
    @Test func theHomePageOfASiteWithoutDocsListsTheGalleries() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let source = scratch.url.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        let output = scratch.url.appendingPathComponent("_site")
        let report = try SiteBuilder(
            configuration: SiteConfiguration(
                source: source, output: output,
                galleries: LiveGalleries([WeatherGallery(), AlphabetGallery()], fontFile: nil),
                siteTitle: "Forecasts")
        ).build()
        #expect(report.errors.map(\.description) == [])
        let home = try String(
            contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        // The content alone: the sidebar lists the galleries on every page.
        let main =
            home.components(separatedBy: "<main").dropFirst().joined()
            .components(separatedBy: "</main>").first ?? ""
        for (name, title) in [("weather", "Weather"), ("alphabet", "Alphabet")] {
            #expect(
                main.contains("href=\"galleries/\(name).html\">\(title)</a>"),
                "the home page's content links to the \(title) gallery")
        }
    }

    /// A gallery's title, summary, captions and sources are text, whatever characters they
    /// hold: nothing in them reads as markdown.
    @Test func captionsAndSummariesReadAsThemselves() {
        let page = LiveGalleries.page(
            of: OddGallery(), embed: "<div class=\"gallery\"></div>\n",
            captions: ["diff(): 1 [inserted]", "# not a heading"],
            sources: [(name: "Fences.swift", text: "let s = \"```\"\n")])
        #expect(page.title == "Shelf \"A\"")
        #expect(page.description == "Books: *all* of them and <more>.")
        let html = MarkdownRenderer(options: MarkdownOptions(allowUnsafe: page.unsafe)).render(
            page.document(limits: .generated, docc: false), context: MarkdownContext(),
            capacity: 0
        ).body.string
        #expect(html.contains("<h1 id=\"shelf-a\">"))
        #expect(html.contains("Shelf &quot;A&quot;</h1>"))
        #expect(html.contains("<p>Books: *all* of them and &lt;more&gt;.</p>"))
        #expect(html.contains("<li>Step 1: # not a heading</li>"))
        // One code block, the backticks in its string kept.
        #expect(html.contains("<span class=\"s\">&quot;```&quot;</span>\n</code></pre>"))
        #expect(html.components(separatedBy: "<pre>").count == 2)
    }
}

/// A gallery whose texts hold markdown's and HTML's special characters.
private struct OddGallery: Gallery {
    var name: String { "odd" }
    var title: String { "Shelf \"A\"" }
    var summary: String { "Books: *all* of them\nand <more>." }
    func makeModel() -> CollectionData { CollectionData() }
}
